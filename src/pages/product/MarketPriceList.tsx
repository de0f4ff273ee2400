/** product/MarketPriceList: market reference prices per product and period (no overlaps); agreement prices beyond the limit from them are flagged. */
import { useEffect, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlus } from '@tabler/icons-react';
import type { Static } from 'typebox';
import { catalogue, catalogueRoutes } from '../../api/endpoints/catalogue.ts';
import { PRICE_DEVIATION_LIMIT } from '../../contract/domain/catalogue.ts';
import type { MarketPriceRow } from '../../contract/routes/products.ts';
import { confirmAction, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { ExportButton, FormDialog, money, text, type Field } from './parts.tsx';

type Row = Static<typeof MarketPriceRow>;

export default function MarketPriceList() {
  const tp = usePageT();
  const list = usePagedList(catalogue.market, { keyword: '', onDay: '', column: 'periodStart', order: 'desc' }, 20);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [products, setProducts] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => {
    if (editing) void catalogue.products({ pageSize: 500 }).then((p) => setProducts(p.records.map((r) => ({ value: r.id, label: `${r.code} ${r.name} (${r.unit})` }))));
  }, [editing]);
  const row = editing !== 'new' ? editing : null;
  const done = () => { notifySuccess(tp('catalogue.done')); list.reload(); };
  const remove = async (r: Row) => {
    if (await confirmAction({ title: tp('common.confirmTitle'), message: tp('catalogue.confirmDelete', { name: r.productName }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true })) {
      await catalogue.deleteMarket(r.id, r.version).then(done);
    }
  };
  const columns: Column<Row>[] = [
    { key: 'productName', title: tp('catalogue.product'), render: (r) => `${r.productCode} ${r.productName}` },
    { key: 'unit', title: tp('catalogue.unit') },
    { key: 'period', title: tp('catalogue.period'), render: (r) => `${r.periodStart} → ${r.periodEnd}` },
    { key: 'price', title: tp('catalogue.marketPrice') },
    { key: 'source', title: tp('catalogue.source'), render: (r) => r.source ?? '' },
    {
      key: 'actions', title: tp('common.actions'), render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => setEditing(r)}>{tp('common.edit')}</Button>
          <Button size="compact-xs" variant="light" color="red" onClick={() => void remove(r)}>{tp('common.delete')}</Button>
        </Group>
      ),
    },
  ];
  const fields: Field[] = [
    { name: 'baseProductId', label: tp('catalogue.product'), kind: 'select', required: true, data: products },
    { name: 'price', label: tp('catalogue.marketPrice'), kind: 'number', required: true, decimals: 2 },
    { name: 'periodStart', label: tp('catalogue.periodStart'), kind: 'date', required: true },
    { name: 'periodEnd', label: tp('catalogue.periodEnd'), kind: 'date', required: true },
    { name: 'source', label: tp('catalogue.source'), kind: 'text' },
  ];
  const save = (v: Record<string, unknown>) => {
    const body = { baseProductId: String(v.baseProductId), price: money(v.price), periodStart: String(v.periodStart), periodEnd: String(v.periodEnd), source: text(v.source) };
    return (row ? catalogue.editMarket(row.id, { ...body, version: row.version }) : catalogue.createMarket(body)).then(done);
  };
  return (
    <PageCard title={tp('catalogue.marketTitle')} actions={<Group gap="xs">
      <ExportButton route={catalogueRoutes.marketPriceExport} query={list.filters} name={tp('catalogue.marketTitle')} />
      <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>{tp('common.add')}</Button>
    </Group>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('catalogue.keyword')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
        <DateInput label={tp('catalogue.onDay')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.onDay || null} onChange={(v) => list.setFilter('onDay', v ?? '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {editing && (
        <FormDialog title={tp(row ? 'common.edit' : 'common.add')} fields={fields} onClose={() => setEditing(null)} onSubmit={save}
          initial={{ baseProductId: row?.baseProductId ?? null, price: row ? Number(row.price) : '', periodStart: row?.periodStart ?? null, periodEnd: row?.periodEnd ?? null, source: row?.source ?? '' }}
          rule={(v) => (v.periodStart && v.periodEnd && String(v.periodEnd) < String(v.periodStart) ? { periodEnd: tp('catalogue.periodInvalid') } : null)}
          extra={<span style={{ fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>{tp('catalogue.deviationLimit', { percent: PRICE_DEVIATION_LIMIT * 100 })}</span>} />
      )}
    </PageCard>
  );
}
