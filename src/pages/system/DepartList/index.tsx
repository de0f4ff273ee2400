/**
 * system/DepartList: the department tree as a tree table (name with its level, org code, category, order,
 * description) with each row's actions: add a department below, edit, delete. Search narrows the table to the
 * departments whose name or code matches, with the chain above each. The form opens in a dialog.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Modal, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { departs } from '../../../api/endpoints/system.ts';
import type { DepartNode } from '../../../contract/routes/admin-departments.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { branchIds, confirmAction, filterTree, ListTable, notifySuccess, PageCard, TreeCell, treeRows, usePageT, type Column, type TreeRow } from '../../common/index.ts';
import { DepartForm, type DepartEditing } from './DepartForm.tsx';

const CATEGORY_COLOR: Record<string, string> = { 1: 'blue', 2: 'teal', 3: 'gray' };

export default function DepartList() {
  const tp = usePageT();
  const [nodes, setNodes] = useState<DepartNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<DepartEditing | null>(null);
  const [keyWord, setKeyWord] = useState('');
  // on a phone the pinned actions column would leave the names a few characters: icons instead of words there
  const narrow = useMediaQuery('(max-width: 48em)');

  const load = useCallback(() => {
    setLoading(true);
    departs.queryTreeList().then(setNodes).catch(() => {}).finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  const shown = useMemo(() => {
    const word = keyWord.trim().toLowerCase();
    return word ? filterTree(nodes, (n) => n.departName.toLowerCase().includes(word) || (n.orgCode ?? '').toLowerCase().includes(word)) : nodes;
  }, [nodes, keyWord]);
  const rows = useMemo(() => treeRows(shown, keyWord.trim() ? new Set<string>() : collapsed), [shown, collapsed, keyWord]);
  const toggle = (id: string) => setCollapsed((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });

  async function remove(node: DepartNode) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('depart.confirmDelete', { name: node.departName }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await departs.remove(node.id);
      notifySuccess(tp('common.deleteSuccess'));
      load();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<TreeRow<DepartNode>>[] = [
    {
      key: 'departName', title: tp('depart.departName'),
      render: ({ node, depth }) => (
        <TreeCell depth={depth} hasChildren={Boolean(node.children?.length)} open={Boolean(keyWord.trim()) || !collapsed.has(node.id)} onToggle={() => toggle(node.id)} label={node.departName} toggleLabel={node.departName} />
      ),
    },
    { key: 'orgCode', title: tp('depart.orgCode'), render: ({ node }) => node.orgCode },
    { key: 'orgCategory', title: tp('depart.orgCategory'), render: ({ node }) => <Badge variant="light" color={CATEGORY_COLOR[node.orgCategory] ?? 'gray'}>{tp(`depart.category.${node.orgCategory}`)}</Badge> },
    { key: 'sortNo', title: tp('common.sortNo'), render: ({ node }) => node.sortNo },
    { key: 'description', title: tp('common.description'), render: ({ node }) => node.description ?? '' },
    {
      key: 'actions', title: tp('common.actions'),
      render: ({ node }) => {
        const add = () => setEditing({ mode: 'add', parent: node });
        const edit = () => setEditing({ mode: 'edit', node });
        if (narrow) {
          return (
            <Group gap={4} wrap="nowrap">
              <Authorized action="system:depart:add"><ActionIcon variant="subtle" onClick={add} aria-label={tp('depart.addChild')} title={tp('depart.addChild')}><IconPlus size={16} /></ActionIcon></Authorized>
              <Authorized action="system:depart:edit"><ActionIcon variant="subtle" onClick={edit} aria-label={tp('common.edit')} title={tp('common.edit')}><IconEdit size={16} /></ActionIcon></Authorized>
              <Authorized action="system:depart:delete"><ActionIcon variant="subtle" color="red" onClick={() => remove(node)} aria-label={tp('common.delete')} title={tp('common.delete')}><IconTrash size={16} /></ActionIcon></Authorized>
            </Group>
          );
        }
        return (
          <Group gap="xs" wrap="nowrap">
            <Authorized action="system:depart:add"><Anchor size="sm" onClick={add}>{tp('depart.addChild')}</Anchor></Authorized>
            <Authorized action="system:depart:edit"><Anchor size="sm" onClick={edit}>{tp('common.edit')}</Anchor></Authorized>
            <Authorized action="system:depart:delete"><Anchor size="sm" c="red" onClick={() => remove(node)}>{tp('common.delete')}</Anchor></Authorized>
          </Group>
        );
      },
    },
  ];

  return (
    <PageCard
      title={tp('depart.title')}
      actions={
        <>
          <TextInput placeholder={tp('depart.searchPlaceholder')} value={keyWord} onChange={(e) => setKeyWord(e.currentTarget.value)} leftSection={<IconSearch size={16} />} w={240} data-testid="depart-search" />
          <Button variant="default" onClick={() => setCollapsed(new Set())}>{tp('role.expandAll')}</Button>
          <Button variant="default" onClick={() => setCollapsed(new Set(branchIds(nodes)))}>{tp('role.collapseAll')}</Button>
          <Authorized action="system:depart:add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'add', parent: null })}>{tp('depart.addRoot')}</Button>
          </Authorized>
        </>
      }
    >
      <div data-testid="depart-table">
        <ListTable columns={columns} rows={rows} rowKey={(r) => r.node.id} loading={loading} />
      </div>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={null} size="lg">
        {editing && (
          <DepartForm editing={editing} onCancel={() => setEditing(null)} onSaved={() => { setEditing(null); load(); }} />
        )}
      </Modal>
    </PageCard>
  );
}
