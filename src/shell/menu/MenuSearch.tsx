/** Menu search: a select of the menu's pages (a modal on mobile); external addresses open in a new tab. */
import { useState } from 'react';
import { ActionIcon, Modal, Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { MenuItem } from '../../api/types.ts';
import { useT } from '../../app/i18n/index.ts';
import { searchableLeaves } from './menuModel.ts';
import { openMenuPath } from './openMenuPath.ts';

export function MenuSearch({ menu, mobile }: { menu: readonly MenuItem[]; mobile: boolean }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const leaves = searchableLeaves(menu);
  const data = leaves.map((l) => ({ value: l.path, label: l.title }));
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
