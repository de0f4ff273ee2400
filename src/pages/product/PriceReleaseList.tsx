/**
 * product/PriceReleaseList: price releases. Procurement holds approved prices in a draft release (from the
 * approval queue) and publishes it: its prices are then current from the release day. The prices of a
 * release open below it.
 */
import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { catalogue, catalogueRoutes } from '../../api/endpoints/catalogue.ts';
import { RELEASE_STATUS_NAMES, RELEASE_STATUSES } from '../../contract/domain/catalogue.ts';
import type { PriceReleaseRow } from '../../contract/routes/products.ts';
import { confirmAction, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { ExportButton, FormDialog, StateBadge, text, useLang, type Field } from './parts.tsx';

export default function PriceReleaseList() {
  const tp = usePageT();
  const lang = useLang();
  const list = usePagedList(catalogue.releases, { keyword: '', status: '', column: 'releaseDate', order: 'desc' }, 20);
  const [editing, setEditing] = useState<PriceReleaseRow | 'new' | null>(null);
  const row = editing !== 'new' ? editing : null;
  const done = () => { notifySuccess(tp('catalogue.done')); list.reload(); };
  const publish = async (r: PriceReleaseRow) => {
    if (await confirmAction({ title: tp('common.confirmTitle'), message: tp('catalogue.confirmPublish', { name: r.name, day: r.releaseDate, count: r.priceCount }), confirm: tp('catalogue.action.publish'), cancel: tp('common.cancel') })) {
      await catalogue.publishRelease(r.id, r.version).then(done);
    }
  };
  const columns: Column<PriceReleaseRow>[] = [
    { key: 'name', title: tp('catalogue.name') },
    { key: 'releaseDate', title: tp('catalogue.releaseDate') },
    { key: 'priceCount', title: tp('catalogue.priceCount') },
    { key: 'status', title: tp('catalogue.state'), render: (r) => <StateBadge status={r.status} names={RELEASE_STATUS_NAMES} /> },
    { key: 'remark', title: tp('catalogue.note'), render: (r) => r.remark ?? '' },
    { key: 'publishedBy', title: tp('catalogue.publishedBy'), render: (r) => r.publishedBy ?? '' },
    {
      key: 'actions', title: tp('common.actions'), render: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.status === 'draft' && <Button size="compact-xs" variant="light" onClick={() => setEditing(r)}>{tp('common.edit')}</Button>}
          {r.actions.includes('publish') && <Button size="compact-xs" variant="light" data-testid="release-publish" onClick={() => void publish(r)}>{tp('catalogue.action.publish')}</Button>}
        </Group>
      ),
    },
  ];
  const fields: Field[] = [
    { name: 'name', label: tp('catalogue.name'), kind: 'text', required: true },
    { name: 'releaseDate', label: tp('catalogue.releaseDate'), kind: 'date', required: true },
    { name: 'remark', label: tp('catalogue.note'), kind: 'textarea' },
  ];
  const save = (v: Record<string, unknown>) => {
    const body = { name: String(v.name), releaseDate: String(v.releaseDate), remark: text(v.remark) };
    return (row ? catalogue.editRelease(row.id, { ...body, version: row.version }) : catalogue.createRelease(body)).then(done);
  };
  return (
    <PageCard title={tp('catalogue.releaseTitle')} actions={<Group gap="xs">
      <ExportButton route={catalogueRoutes.priceReleaseExport} query={list.filters} name={tp('catalogue.releaseTitle')} />
      <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="release-add">{tp('common.add')}</Button>
    </Group>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('catalogue.keyword')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
        <Select label={tp('catalogue.state')} clearable value={list.filters.status || null} onChange={(v) => list.setFilter('status', v ?? '')}
          data={RELEASE_STATUSES.map((s) => ({ value: s, label: RELEASE_STATUS_NAMES[s][lang] }))} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {editing && (
        <FormDialog title={tp(row ? 'common.edit' : 'common.add')} fields={fields} onClose={() => setEditing(null)} onSubmit={save}
          initial={{ name: row?.name ?? '', releaseDate: row?.releaseDate ?? null, remark: row?.remark ?? '' }} />
      )}
    </PageCard>
  );
}
