/** system/PermissionList: the menu tree as an indented, collapsible table; add, add child, edit, delete. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Anchor, Badge, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { permissions } from '../../../api/endpoints/system.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { confirmAction, ListTable, notifySuccess, PageCard, TreeCell, treeRows, usePageT, type Column, type TreeRow } from '../../common/index.ts';
import { MenuFormModal, type MenuEditing } from './MenuFormModal.tsx';
import type { MenuNode } from './menuRules.ts';

type Row = TreeRow<MenuNode>;

export default function PermissionList() {
  const tp = usePageT();
  const [tree, setTree] = useState<MenuNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const load = useCallback(() => {
    setLoading(true);
    permissions.list().then(setTree).catch(() => {}).finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);
  const rows = useMemo(() => treeRows(tree, collapsed), [tree, collapsed]);
  const toggle = (id: string) => setCollapsed((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });

  async function remove(node: MenuNode) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('permission.confirmDelete', { name: node.name }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await permissions.remove(node.id);
      notifySuccess(tp('common.deleteSuccess'));
      load();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<Row>[] = [
    {
      key: 'name', title: tp('permission.name'),
      render: ({ node, depth }) => (
        <TreeCell depth={depth} hasChildren={Boolean(node.children?.length)} open={!collapsed.has(node.id)} onToggle={() => toggle(node.id)} label={node.name} toggleLabel={node.name} />
      ),
    },
    { key: 'menuType', title: tp('permission.menuType'), render: ({ node }) => <Badge variant="light" color={['blue', 'teal', 'gray'][node.menuType]}>{tp(`permission.type.${node.menuType}`)}</Badge> },
    { key: 'url', title: tp('permission.url'), render: ({ node }) => node.url ?? '' },
    { key: 'component', title: tp('permission.component'), render: ({ node }) => node.component ?? '' },
    { key: 'perms', title: tp('permission.perms'), render: ({ node }) => node.perms ?? '' },
    { key: 'sortNo', title: tp('common.sortNo'), render: ({ node }) => node.sortNo },
    { key: 'hidden', title: tp('permission.hidden'), render: ({ node }) => (node.hidden ? tp('common.yes') : '') },
    {
      key: 'actions', title: tp('common.actions'),
      render: ({ node }) => (
        <Group gap="xs" wrap="nowrap">
          <Authorized action="system:permission:edit"><Anchor size="sm" onClick={() => setEditing({ node })}>{tp('common.edit')}</Anchor></Authorized>
          {node.menuType !== 2 && (
            <Authorized action="system:permission:add"><Anchor size="sm" onClick={() => setEditing({ parent: node })}>{tp('permission.addChild')}</Anchor></Authorized>
          )}
          <Authorized action="system:permission:delete"><Anchor size="sm" c="red" onClick={() => remove(node)}>{tp('common.delete')}</Anchor></Authorized>
        </Group>
      ),
    },
  ];

  return (
    <PageCard
      title={tp('permission.title')}
      actions={
        <>
          <Button variant="default" onClick={() => setCollapsed(new Set())}>{tp('role.expandAll')}</Button>
          <Button variant="default" onClick={() => setCollapsed(new Set(tree.map((n) => n.id)))}>{tp('role.collapseAll')}</Button>
          <Authorized action="system:permission:add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ parent: null })}>{tp('common.add')}</Button>
          </Authorized>
        </>
      }
    >
      <ListTable columns={columns} rows={rows} rowKey={(r) => r.node.id} loading={loading} />
      <MenuFormModal editing={editing} tree={tree} onClose={() => setEditing(null)} onSaved={load} />
    </PageCard>
  );
}
