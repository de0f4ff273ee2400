/**
 * system/CategoryList (分类字典): the category tree as a tree table with search (name or code; the chain above
 * each match stays), add at the top or below a row, edit, delete, and Excel export and all-or-nothing import.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, FileButton, Group, List, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconEdit, IconPlus, IconSearch, IconTrash, IconUpload } from '@tabler/icons-react';
import { fileAsBase64, saveBlob } from '../../../api/download.ts';
import { categories } from '../../../api/endpoints/system-extra.ts';
import type { CategoryRecord, ImportReport } from '../../../contract/routes/system-extra.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { branchIds, confirmAction, filterTree, formatTime, ListTable, notifySuccess, PageCard, TreeCell, treeRows, usePageT, type Column, type TreeRow } from '../../common/index.ts';
import { CategoryFormModal, type CategoryEditing } from './CategoryFormModal.tsx';

export type CategoryNode = CategoryRecord & { children: CategoryNode[] };

/** Nest the server's rows (parents come first). */
function nest(rows: CategoryRecord[]): CategoryNode[] {
  const byId = new Map<string, CategoryNode>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

const EDIT = 'system:category:edit';

export default function CategoryList() {
  const tp = usePageT();
  const [rows, setRows] = useState<CategoryRecord[]>([]);
  const [loading, setLoading] = useState(false);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<CategoryEditing | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const narrow = useMediaQuery('(max-width: 48em)');

  const load = useCallback(() => {
    setLoading(true);
    categories.rows().then(setRows).catch(() => {}).finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  const nodes = useMemo(() => nest(rows), [rows]);
  const word = keyword.trim().toLowerCase();
  const shown = useMemo(() => (word ? filterTree(nodes, (n) => n.name.toLowerCase().includes(word) || n.code.toLowerCase().includes(word)) : nodes), [nodes, word]);
  const visible = useMemo(() => treeRows(shown, word ? new Set<string>() : collapsed), [shown, collapsed, word]);
  const toggle = (id: string) => setCollapsed((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });

  async function remove(node: CategoryNode) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('category.confirmDelete', { name: node.name }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await categories.remove(node.id, node.version);
      notifySuccess(tp('common.deleteSuccess'));
      load();
    } catch { /* shown by the shell */ }
  }

  async function importFile(file: File | null) {
    if (!file) return;
    try {
      const answer = await categories.importFile(await fileAsBase64(file));
      setReport(answer.errors.length ? answer : null);
      if (answer.imported > 0) {
        notifySuccess(tp('category.imported', { count: answer.imported }));
        load();
      }
    } catch { /* shown by the shell */ }
  }

  const columns: Column<TreeRow<CategoryNode>>[] = [
    {
      key: 'name', title: tp('category.name'),
      render: ({ node, depth }) => <TreeCell depth={depth} hasChildren={node.children.length > 0} open={Boolean(word) || !collapsed.has(node.id)} onToggle={() => toggle(node.id)} label={node.name} toggleLabel={node.name} />,
    },
    { key: 'code', title: tp('category.code'), render: ({ node }) => node.code },
    { key: 'sortNo', title: tp('common.sortNo'), render: ({ node }) => node.sortNo },
    { key: 'updateTime', title: tp('common.updateTime'), render: ({ node }) => formatTime(node.updateTime ?? node.createTime) },
    {
      key: 'actions', title: tp('common.actions'),
      render: ({ node }) => {
        const add = () => setEditing({ parentId: node.id, category: null });
        const edit = () => setEditing({ parentId: node.parentId, category: node });
        return (
          <Authorized action={EDIT}>
            {narrow ? (
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" onClick={add} aria-label={tp('category.addChild')} title={tp('category.addChild')}><IconPlus size={16} /></ActionIcon>
                <ActionIcon variant="subtle" onClick={edit} aria-label={tp('common.edit')} title={tp('common.edit')}><IconEdit size={16} /></ActionIcon>
                <ActionIcon variant="subtle" color="red" onClick={() => remove(node)} aria-label={tp('common.delete')} title={tp('common.delete')}><IconTrash size={16} /></ActionIcon>
              </Group>
            ) : (
              <Group gap="xs" wrap="nowrap">
                <Anchor size="sm" onClick={add}>{tp('category.addChild')}</Anchor>
                <Anchor size="sm" onClick={edit}>{tp('common.edit')}</Anchor>
                <Anchor size="sm" c="red" onClick={() => remove(node)}>{tp('common.delete')}</Anchor>
              </Group>
            )}
          </Authorized>
        );
      },
    },
  ];

  return (
    <PageCard
      title={tp('category.title')}
      actions={
        <>
          <TextInput placeholder={tp('category.searchPlaceholder')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} leftSection={<IconSearch size={16} />} w={220} data-testid="category-search" />
          <Button variant="default" onClick={() => setCollapsed(new Set())}>{tp('role.expandAll')}</Button>
          <Button variant="default" onClick={() => setCollapsed(new Set(branchIds(nodes)))}>{tp('role.collapseAll')}</Button>
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => void categories.exportFile().then((blob) => saveBlob(blob, `${tp('category.title')}.xlsx`)).catch(() => {})}>{tp('category.exportExcel')}</Button>
          <Authorized action={EDIT}>
            <FileButton onChange={(f) => void importFile(f)} accept=".xlsx">{(props) => <Button variant="light" leftSection={<IconUpload size={16} />} {...props}>{tp('category.importExcel')}</Button>}</FileButton>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ parentId: null, category: null })}>{tp('category.add')}</Button>
          </Authorized>
        </>
      }
    >
      {report && (
        <Alert color="red" withCloseButton onClose={() => setReport(null)} title={tp('category.importErrors')} mb="sm" data-testid="category-import-errors">
          <List size="sm">{report.errors.map((e) => <List.Item key={e.row}>{tp('category.row', { row: e.row })}: {e.messages.join('；')}</List.Item>)}</List>
        </Alert>
      )}
      <div data-testid="category-table">
        <ListTable columns={columns} rows={visible} rowKey={(r) => r.node.id} loading={loading} />
      </div>
      <CategoryFormModal editing={editing} rows={rows} onClose={() => setEditing(null)} onSaved={load} />
    </PageCard>
  );
}
