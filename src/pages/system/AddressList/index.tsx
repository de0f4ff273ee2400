/**
 * system/AddressList (地址管理): the region tree one level at a time (provinces, then a province's cities,
 * then a city's districts) with a breadcrumb back up, search by name or code across all levels, and add,
 * rename, reorder and delete (the server refuses regions with children or used by an address).
 */
import { useCallback, useEffect, useState } from 'react';
import { ActionIcon, Anchor, Badge, Breadcrumbs, Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconChevronRight, IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { regionAdmin } from '../../../api/endpoints/system-extra.ts';
import { REGION_MAX_LEVEL } from '../../../contract/domain/systemExtra.ts';
import { REGION_ROOT } from '../../../contract/routes/region.ts';
import type { RegionRecord } from '../../../contract/routes/system-extra.ts';
import { confirmAction, ListTable, notifySuccess, PageCard, usePageT, type Column } from '../../common/index.ts';
import { RegionFormModal, type RegionEditing } from './RegionFormModal.tsx';

type Crumb = { id: string; text: string; level: number };

export default function AddressList() {
  const tp = usePageT();
  const root: Crumb = { id: REGION_ROOT, text: tp('address.root'), level: 0 };
  const [trail, setTrail] = useState<Crumb[]>([root]);
  const [rows, setRows] = useState<RegionRecord[]>([]);
  const [loading, setLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [typed] = useDebouncedValue(keyword.trim(), 300);
  const [editing, setEditing] = useState<RegionEditing | null>(null);
  const narrow = useMediaQuery('(max-width: 48em)');
  const here = trail[trail.length - 1];

  const load = useCallback(() => {
    setLoading(true);
    regionAdmin.list(typed ? { keyword: typed } : { pid: here.id }).then(setRows).catch(() => {}).finally(() => setLoading(false));
  }, [typed, here.id]);
  useEffect(load, [load]);

  const open = (row: RegionRecord) => {
    setKeyword('');
    // a search hit opens from its own place in the tree: rebuild the trail from its path
    if (typed) {
      const names = row.path ? row.path.split(' / ') : [];
      const ids = names.map((_, i) => row.id.slice(0, 2 * (i + 1)));
      setTrail([root, ...names.map((text, i) => ({ id: ids[i], text, level: i + 1 })), { id: row.id, text: row.text, level: row.level }]);
    } else setTrail([...trail, { id: row.id, text: row.text, level: row.level }]);
  };

  async function remove(row: RegionRecord) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('address.confirmDelete', { name: row.text }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await regionAdmin.remove(row.id, row.version);
      notifySuccess(tp('common.deleteSuccess'));
      load();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<RegionRecord>[] = [
    {
      key: 'text', title: tp('address.name'),
      render: (r) => (r.level < REGION_MAX_LEVEL ? <Anchor size="sm" onClick={() => open(r)}>{r.text}</Anchor> : r.text),
    },
    { key: 'id', title: tp('address.code') },
    { key: 'level', title: tp('address.level'), render: (r) => <Badge variant="light">{tp(`address.levels.${r.level}`)}</Badge> },
    ...(typed ? [{ key: 'path', title: tp('address.path') } as Column<RegionRecord>] : []),
    { key: 'childCount', title: tp('address.children') },
    { key: 'sort', title: tp('common.sortNo') },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => {
        const edit = () => setEditing({ pid: r.pid, region: r });
        const add = r.level < REGION_MAX_LEVEL ? () => setEditing({ pid: r.id, region: null }) : null;
        return narrow ? (
          <Group gap={4} wrap="nowrap">
            {add && <ActionIcon variant="subtle" onClick={add} aria-label={tp('address.addChild')} title={tp('address.addChild')}><IconPlus size={16} /></ActionIcon>}
            <ActionIcon variant="subtle" onClick={edit} aria-label={tp('common.edit')} title={tp('common.edit')}><IconEdit size={16} /></ActionIcon>
            <ActionIcon variant="subtle" color="red" onClick={() => remove(r)} aria-label={tp('common.delete')} title={tp('common.delete')}><IconTrash size={16} /></ActionIcon>
          </Group>
        ) : (
          <Group gap="xs" wrap="nowrap">
            {add && <Anchor size="sm" onClick={add}>{tp('address.addChild')}</Anchor>}
            <Anchor size="sm" onClick={edit}>{tp('common.edit')}</Anchor>
            <Anchor size="sm" c="red" onClick={() => remove(r)}>{tp('common.delete')}</Anchor>
          </Group>
        );
      },
    },
  ];

  return (
    <PageCard
      title={tp('address.title')}
      actions={
        <>
          <TextInput placeholder={tp('address.searchPlaceholder')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} leftSection={<IconSearch size={16} />} w={220} data-testid="address-search" />
          {here.level < REGION_MAX_LEVEL && <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ pid: here.id, region: null })}>{tp('address.add')}</Button>}
        </>
      }
    >
      {!typed && (
        <Breadcrumbs separator={<IconChevronRight size={14} />} mb="sm" data-testid="address-trail">
          {trail.map((crumb, i) => (i === trail.length - 1
            ? <span key={crumb.id}>{crumb.text}</span>
            : <Anchor key={crumb.id} size="sm" onClick={() => setTrail(trail.slice(0, i + 1))}>{crumb.text}</Anchor>))}
        </Breadcrumbs>
      )}
      <div data-testid="address-table">
        <ListTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} />
      </div>
      <RegionFormModal editing={editing} onClose={() => setEditing(null)} onSaved={load} />
    </PageCard>
  );
}
