/**
 * Menu search: a select of the menu's pages (a modal on mobile); external addresses open in a new tab.
 * Titles show in the current locale; the search also finds a page by the server's (Chinese) title.
 */
import { useState } from 'react';
import { ActionIcon, Modal, Select, type OptionsFilter } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { MenuItem } from '../../api/types.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { matchesSearch, searchableLeaves } from './menuModel.ts';
import { openMenuPath } from './openMenuPath.ts';

export function MenuSearch({ menu, mobile }: { menu: readonly MenuItem[]; mobile: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [opened, setOpened] = useState(false);
  const leaves = searchableLeaves(menu, locale);
  const data = leaves.map((l) => ({ value: l.path, label: l.title }));
  // Mantine's own filter sees only the label; match the server's title too
  const filter: OptionsFilter = ({ options, search, limit }) =>
    options
      .filter((option) => {
        const leaf = 'value' in option ? leaves.find((l) => l.path === option.value) : undefined;
        return !!leaf && matchesSearch(leaf, search);
      })
      .slice(0, limit);
  const pick = (value: string | null) => {
    const leaf = leaves.find((l) => l.path === value);
    if (!leaf) return;
    setOpened(false);
    openMenuPath(leaf.path, leaf.external);
  };
  const select = (
    <Select
      data={data}
      searchable
      filter={filter}
      value={null}
      onChange={pick}
      placeholder={t('shell.header.searchMenu')}
      leftSection={<IconSearch size={14} />}
      nothingFoundMessage={t('shell.header.nothingFound')}
      w={mobile ? '100%' : 200}
      size="xs"
      data-testid="menu-search"
      comboboxProps={{ withinPortal: true }}
    />
  );
  if (!mobile) return select;
  return (
    <>
      <ActionIcon variant="subtle" color="gray" onClick={() => setOpened(true)} aria-label={t('shell.header.searchMenu')}>
        <IconSearch size={18} />
      </ActionIcon>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('shell.header.searchMenu')}>
        {select}
      </Modal>
    </>
  );
}
