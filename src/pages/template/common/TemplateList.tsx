/** The template list shared by the manager (every scope) and the private-template screen (private only). */
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { templates } from '../../../api/endpoints/print.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePageT, type Column } from '../../common/index.ts';
import { copyName } from './blank.ts';
import { CreateTemplateModal } from './CreateTemplateModal.tsx';
import type { TemplateScope } from './scope.ts';
import type { TemplateRecord } from './types.ts';
import { useTemplateList } from './useTemplateList.ts';
import { useTemplateTypes } from './useTemplateTypes.ts';

export function TemplateList({ title, fixedScope }: { title: string; fixedScope?: TemplateScope }) {
  const tp = usePageT();
  const [location, navigate] = useLocation();
  const types = useTemplateTypes();
  const list = useTemplateList({ name: '', typeId: null, scope: fixedScope ?? 'all' });
  const [creating, setCreating] = useState(false);
  // The designer's back button returns to the list it was opened from.
  const design = (id: string) => navigate(`/printDesign/${id}`, { state: { from: location } });

  async function copy(row: TemplateRecord) {
    try {
      const full = await templates.get(row.id);
      await templates.create({ name: copyName(full.name, tp('template.copySuffix')), typeId: full.typeId, private: full.private, body: full.body, sampleData: full.sampleData });
      notifySuccess(tp('template.copied'));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  async function remove(row: TemplateRecord) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('template.confirmDelete', { name: row.name }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await templates.remove(row.id);
      notifySuccess(tp('common.deleteSuccess'));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<TemplateRecord>[] = [
    { key: 'name', title: tp('template.name'), render: (r) => <Anchor size="sm" onClick={() => design(r.id)}>{r.name}</Anchor> },
    { key: 'typeName', title: tp('template.type'), render: (r) => r.typeName ?? '—' },
    {
      key: 'private', title: tp('template.scope'),
      render: (r) => <Badge variant="light" color={r.private ? 'orange' : 'blue'}>{tp(r.private ? 'template.scopePrivate' : 'template.scopeShared')}</Badge>,
    },
    { key: 'version', title: tp('template.version') },
    { key: 'updatedBy', title: tp('common.updateBy') },
    { key: 'updatedAt', title: tp('common.updateTime'), render: (r) => formatTime(r.updatedAt) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Authorized action="print:template:edit"><Anchor size="sm" onClick={() => design(r.id)}>{tp('template.design')}</Anchor></Authorized>
          <Authorized action="print:template:add"><Anchor size="sm" onClick={() => copy(r)}>{tp('template.copy')}</Anchor></Authorized>
          <Authorized action="print:template:delete"><Anchor size="sm" c="red" onClick={() => remove(r)}>{tp('common.delete')}</Anchor></Authorized>
        </Group>
      ),
    },
  ];

  return (
    <PageCard
      title={title}
      actions={
        <Authorized action="print:template:add">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>{tp('template.create')}</Button>
        </Authorized>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('template.name')} value={list.filters.name} onChange={(e) => list.setFilter('name', e.currentTarget.value)} />
        <Select label={tp('template.type')} data={types} clearable w={160} value={list.filters.typeId} onChange={(v) => list.setFilter('typeId', v)} />
        {!fixedScope && (
          <Select label={tp('template.scope')} w={140} allowDeselect={false} value={list.filters.scope}
            data={(['all', 'private', 'shared'] as const).map((s) => ({ value: s, label: tp(`template.scopeOption.${s}`) }))}
            onChange={(v) => list.setFilter('scope', (v ?? 'all') as TemplateScope)} />
        )}
      </SearchBar>
      <ListTable columns={columns} rows={list.rows} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <CreateTemplateModal opened={creating} types={types} defaultPrivate={fixedScope === 'private'} onClose={() => setCreating(false)} onCreated={design} />
    </PageCard>
  );
}
