/**
 * Grants menus and buttons to a role: the permission tree with checkboxes that cascade (ticking a page
 * ticks its buttons and its menu, unticking a menu unticks what is under it, half-ticked parents; the
 * rules are in permissionTree.ts), a search box and expand/collapse all. Loaded from queryTreeList +
 * queryRolePermission, saved whole (the server stores exactly the ids it is sent).
 */
import { useEffect, useMemo, useState } from 'react';
import { Badge, Button, Checkbox, Drawer, Group, LoadingOverlay, ScrollArea, Stack, Text, TextInput, Tree, getTreeExpandedState, useTree, type TreeNodeData } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { permissions } from '../../../api/endpoints/system.ts';
import type { PickerNode } from '../../../contract/routes/admin-permissions.ts';
import type { RoleRecord } from '../../../contract/routes/admin-roles.ts';
import { notifySuccess, toTreeData, treeValues, usePageT } from '../../common/index.ts';
import { filterTree, indexTree, tickState, toggle } from './permissionTree.ts';

export function PermissionTreeDrawer({ role, onClose }: { role: RoleRecord | null; onClose(): void }) {
  const tp = usePageT();
  const [nodes, setNodes] = useState<PickerNode[]>([]);
  const [loaded, setLoaded] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const tree = useTree();
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [search, setSearch] = useState('');
  const index = useMemo(() => indexTree(nodes), [nodes]);
  const allData = useMemo(() => toTreeData<PickerNode>(nodes, (n) => n.title, (n) => n.key), [nodes]);
  const data = useMemo(() => toTreeData<PickerNode>(filterTree(nodes, search) as PickerNode[], (n) => n.title, (n) => n.key), [nodes, search]);
  const flip = (key: string) => setTicked((now) => toggle(index, now, key, tickState(index, now, key) !== 'checked'));
  const kinds = useMemo(() => {
    const map = new Map<string, number>();
    const walk = (list: PickerNode[]) => list.forEach((n) => { map.set(n.key, n.menuType); walk(n.children ?? []); });
    walk(nodes);
    return map;
  }, [nodes]);

  useEffect(() => {
    if (!role) return;
    let live = true;
    setLoading(true);
    Promise.all([
      permissions.queryTreeList(),
      permissions.queryRolePermission(role.id),
    ])
      .then(([all, granted]) => {
        if (!live) return;
        setNodes(all.treeList);
        setLoaded(granted);
        setTicked(new Set(granted));
      })
      .catch(() => {})
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [role]);

  // Open on everything, and on every match while searching.
  useEffect(() => { if (data.length) tree.setExpandedState(getTreeExpandedState(data, '*')); /* eslint-disable-next-line react-hooks/exhaustive-deps */ }, [data]);

  async function save() {
    if (!role) return;
    setSaving(true);
    try {
      await permissions.saveRolePermission({
        roleId: role.id, permissionIds: [...ticked].join(','), lastpermissionIds: loaded.join(','),
      });
      notifySuccess(tp('common.saveSuccess'));
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Drawer opened={role !== null} onClose={onClose} position="right" size="md" title={tp('role.permissionTitle', { name: role?.roleName ?? '' })}>
      <Stack gap="sm" pos="relative">
        <LoadingOverlay visible={loading} />
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setTicked(new Set(treeValues(allData)))}>{tp('role.checkAll')}</Button>
          <Button size="xs" variant="default" onClick={() => setTicked(new Set())}>{tp('role.uncheckAll')}</Button>
          <Button size="xs" variant="default" onClick={() => tree.expandAllNodes()}>{tp('role.expandAll')}</Button>
          <Button size="xs" variant="default" onClick={() => tree.collapseAllNodes()}>{tp('role.collapseAll')}</Button>
        </Group>
        <TextInput
          size="xs"
          leftSection={<IconSearch size={14} />}
          placeholder={tp('role.searchPermission')}
          aria-label={tp('role.searchPermission')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="permission-search"
        />
        <ScrollArea.Autosize mah="calc(100vh - 240px)">
          <Tree
            data={data}
            tree={tree}
            levelOffset={22}
            expandOnClick={false}
            renderNode={({ node, expanded, hasChildren, elementProps, tree: t }) => (
              <Group gap={6} wrap="nowrap" {...elementProps}>
                {hasChildren ? (
                  <span onClick={() => t.toggleExpanded(node.value)} style={{ cursor: 'pointer', display: 'flex' }}>
                    {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                  </span>
                ) : <span style={{ width: 14 }} />}
                <Checkbox
                  size="xs"
                  checked={tickState(index, ticked, node.value) === 'checked'}
                  indeterminate={tickState(index, ticked, node.value) === 'indeterminate'}
                  onChange={() => flip(node.value)}
                  aria-label={String((node as TreeNodeData).label)}
                  data-key={node.value}
                  data-state={tickState(index, ticked, node.value)}
                />
                <Text size="sm" onClick={() => flip(node.value)} style={{ cursor: 'pointer' }}>
                  {(node as TreeNodeData).label}
                </Text>
                {kinds.get(node.value) === 2 && <Badge size="xs" variant="light" color="gray">{tp('permission.type.2')}</Badge>}
              </Group>
            )}
          />
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button loading={saving} onClick={save}>{tp('common.save')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
