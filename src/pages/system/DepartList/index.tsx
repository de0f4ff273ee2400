/** system/DepartList: the department tree with search; add (root or child), edit, delete. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Grid, Group, Paper, ScrollArea, Stack, Text, TextInput, Tree, getTreeExpandedState, useTree } from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { departs } from '../../../api/endpoints/system.ts';
import type { DepartHit, DepartNode } from '../../../contract/routes/admin-departments.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { confirmAction, flattenTree, notifySuccess, PageCard, toTreeData, usePageT } from '../../common/index.ts';
import { DepartForm, type DepartEditing } from './DepartForm.tsx';

export default function DepartList() {
  const tp = usePageT();
  const [nodes, setNodes] = useState<DepartNode[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState<DepartEditing | null>(null);
  const [keyWord, setKeyWord] = useState('');
  const [hits, setHits] = useState<DepartHit[] | null>(null);
  const tree = useTree();
  const data = useMemo(() => toTreeData<DepartNode>(nodes, (n) => n.departName, (n) => n.id), [nodes]);
  const byId = useMemo(() => new Map(flattenTree(nodes).map(({ node }) => [node.id, node])), [nodes]);
  const selected = selectedId ? byId.get(selectedId) ?? null : null;

  const load = useCallback(() => {
    departs.queryTreeList().then(setNodes).catch(() => {});
  }, []);
  useEffect(load, [load]);
  useEffect(() => { if (data.length) tree.setExpandedState(getTreeExpandedState(data, "*")); /* eslint-disable-next-line react-hooks/exhaustive-deps */ }, [data]);

  async function search() {
    if (!keyWord.trim()) { setHits(null); return; }
    try { setHits(await departs.searchBy(keyWord.trim())); } catch { /* shown by the shell */ }
  }

  async function remove() {
    if (!selected) return;
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('depart.confirmDelete', { name: selected.departName }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await departs.remove(selected.id);
      notifySuccess(tp('common.deleteSuccess'));
      setSelectedId(null);
      load();
    } catch { /* shown by the shell */ }
  }

  const pick = (id: string) => { setSelectedId(id); setAdding(null); };
  const editing: DepartEditing | null = adding ?? (selected ? { mode: 'edit', node: selected } : null);

  return (
    <PageCard
      title={tp('depart.title')}
      actions={
        <>
          <Authorized action="system:depart:add">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding({ mode: 'add', parent: null })}>{tp('depart.addRoot')}</Button>
            <Button variant="light" leftSection={<IconPlus size={16} />} disabled={!selected} onClick={() => setAdding({ mode: 'add', parent: selected })}>{tp('depart.addChild')}</Button>
          </Authorized>
          <Authorized action="system:depart:delete">
            <Button variant="light" color="red" leftSection={<IconTrash size={16} />} disabled={!selected} onClick={remove}>{tp('common.delete')}</Button>
          </Authorized>
        </>
      }
    >
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <form onSubmit={(e) => { e.preventDefault(); search(); }}>
            <TextInput placeholder={tp('depart.searchPlaceholder')} value={keyWord} onChange={(e) => { setKeyWord(e.currentTarget.value); if (!e.currentTarget.value) setHits(null); }}
              rightSection={<IconSearch size={16} />} mb="sm" />
          </form>
          <Paper withBorder p="xs">
            <ScrollArea.Autosize mah={520}>
              {hits ? (
                <Stack gap={4}>
                  {hits.length === 0 && <Text c="dimmed" size="sm">{tp('common.empty')}</Text>}
                  {hits.map((h) => (
                    <Text key={h.id} size="sm" style={{ cursor: 'pointer' }} fw={h.id === selectedId ? 700 : 400} onClick={() => pick(h.id)}>
                      {h.path ?? h.departName}
                    </Text>
                  ))}
                </Stack>
              ) : (
                <Tree data={data} tree={tree} levelOffset={20} selectOnClick
                  renderNode={({ node, elementProps, hasChildren, expanded }) => (
                    <Group gap={4} {...elementProps} onClick={(e) => { elementProps.onClick(e); pick(node.value); }}>
                      <Text size="sm" c={hasChildren ? undefined : 'dimmed'}>{hasChildren ? (expanded ? '▾' : '▸') : '•'}</Text>
                      <Text size="sm" fw={node.value === selectedId ? 700 : 400}>{node.label}</Text>
                    </Group>
                  )}
                />
              )}
            </ScrollArea.Autosize>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md">
            {editing ? (
              <Authorized action={editing.mode === 'edit' ? 'system:depart:edit' : 'system:depart:add'}>
                <DepartForm editing={editing} onCancel={() => setAdding(null)} onSaved={(id) => { setAdding(null); if (id) setSelectedId(id); load(); }} />
              </Authorized>
            ) : <Text c="dimmed" size="sm">{tp('depart.pickHint')}</Text>}
          </Paper>
        </Grid.Col>
      </Grid>
    </PageCard>
  );
}
