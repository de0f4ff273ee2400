/**
 * purchase/PurchaseRuleList (采购规则): the rules bids are made from: products, canteens, the period, the
 * weights offers are scored by and the fewest offers an award needs. Platform and procurement keep them.
 */
import { useState } from 'react';
import { Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { purchaseBids, purchaseBidRoutes } from '../../api/endpoints/purchaseBids.ts';
import { weightsValid } from '../../contract/domain/purchaseBid.ts';
import type { PurchaseRuleRow } from '../../contract/routes/purchaseBids.ts';
import { confirmAction, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { ExportButton, FormDialog, text, type Field } from '../product/parts.tsx';
import { usePurchaseOptions } from './options.ts';

export default function PurchaseRuleList() {
  const tp = usePageT();
  const { products, canteens } = usePurchaseOptions();
  const list = usePagedList(purchaseBids.rules, { keyword: '', restaurantId: '', enabled: '', column: 'createTime', order: 'desc' }, 20);
  const [editing, setEditing] = useState<PurchaseRuleRow | 'new' | null>(null);
  const row = editing !== 'new' ? editing : null;
  const done = () => { notifySuccess(tp('purchaseBids.done')); list.reload(); };
  const remove = async (r: PurchaseRuleRow) => {
    if (await confirmAction({ title: tp('common.confirmTitle'), message: `${tp('common.delete')} ${r.name}?`, confirm: tp('common.delete'), cancel: tp('common.cancel') })) {
      await purchaseBids.deleteRule(r.id, r.version).then(done);
    }
  };
  const columns: Column<PurchaseRuleRow>[] = [
    { key: 'name', title: tp('purchaseBids.name') },
    { key: 'products', title: tp('purchaseBids.products'), render: (r) => r.products.map((p) => p.name).join('、') },
    { key: 'restaurants', title: tp('purchaseBids.canteens'), render: (r) => r.restaurants.map((c) => c.name).join('、') },
    { key: 'period', title: tp('purchaseBids.period'), render: (r) => `${r.periodFrom} ~ ${r.periodTo}` },
    { key: 'weights', title: tp('purchaseBids.weights'), render: (r) => `${r.priceWeight} / ${r.qualityWeight} / ${r.deliveryWeight}` },
    { key: 'minOffers', title: tp('purchaseBids.minOffers') },
    { key: 'enabled', title: tp('purchaseBids.state'), render: (r) => <Badge variant="light" color={r.enabled ? 'green' : 'gray'}>{tp(r.enabled ? 'purchaseBids.enabled' : 'purchaseBids.disabled')}</Badge> },
    {
      key: 'actions', title: tp('common.actions'), render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => setEditing(r)}>{tp('common.edit')}</Button>
          <Button size="compact-xs" variant="light" color={r.enabled ? 'orange' : 'green'} onClick={() => void purchaseBids.enableRule(r.id, r.version, !r.enabled).then(done)}>
            {tp(r.enabled ? 'purchaseBids.disabled' : 'purchaseBids.enabled')}
          </Button>
          <Button size="compact-xs" variant="light" color="red" onClick={() => void remove(r)}>{tp('common.delete')}</Button>
        </Group>
      ),
    },
  ];
  const fields: Field[] = [
    { name: 'name', label: tp('purchaseBids.name'), kind: 'text', required: true },
    { name: 'minOffers', label: tp('purchaseBids.minOffers'), kind: 'number', required: true, min: 1 },
    { name: 'productIds', label: tp('purchaseBids.products'), kind: 'multi', required: true, data: products },
    { name: 'restaurantIds', label: tp('purchaseBids.canteens'), kind: 'multi', required: true, data: canteens },
    { name: 'periodFrom', label: tp('purchaseBids.periodFrom'), kind: 'date', required: true },
    { name: 'periodTo', label: tp('purchaseBids.periodTo'), kind: 'date', required: true },
    { name: 'priceWeight', label: tp('purchaseBids.priceWeight'), kind: 'number', required: true },
    { name: 'qualityWeight', label: tp('purchaseBids.qualityWeight'), kind: 'number', required: true },
    { name: 'deliveryWeight', label: tp('purchaseBids.deliveryWeight'), kind: 'number', required: true },
    { name: 'remark', label: tp('purchaseBids.remark'), kind: 'textarea' },
  ];
  const weights = (v: Record<string, unknown>) => ({ priceWeight: Number(v.priceWeight), qualityWeight: Number(v.qualityWeight), deliveryWeight: Number(v.deliveryWeight) });
  const rule = (v: Record<string, unknown>) => {
    const errors: Record<string, string> = {};
    const w = weights(v);
    if (!weightsValid(w)) errors.deliveryWeight = tp('purchaseBids.weightsSum', { sum: w.priceWeight + w.qualityWeight + w.deliveryWeight });
    if (v.periodFrom && v.periodTo && String(v.periodTo) < String(v.periodFrom)) errors.periodTo = tp('purchaseBids.periodInvalid');
    return Object.keys(errors).length ? errors : null;
  };
  const save = (v: Record<string, unknown>) => {
    const body = {
      name: String(v.name), productIds: v.productIds as string[], restaurantIds: v.restaurantIds as string[], periodFrom: String(v.periodFrom), periodTo: String(v.periodTo),
      ...weights(v), minOffers: Number(v.minOffers), remark: text(v.remark),
    };
    return (row ? purchaseBids.editRule(row.id, { ...body, version: row.version }) : purchaseBids.createRule(body)).then(done);
  };
  return (
    <PageCard title={tp('purchaseBids.ruleTitle')} actions={<Group gap="xs">
      <ExportButton route={purchaseBidRoutes.purchaseRuleExport} query={list.filters} name={tp('purchaseBids.ruleTitle')} />
      <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="rule-add">{tp('common.add')}</Button>
    </Group>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('purchaseBids.keyword')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
        <Select label={tp('purchaseBids.canteen')} clearable data={canteens} value={list.filters.restaurantId || null} onChange={(v) => list.setFilter('restaurantId', v ?? '')} />
        <Select label={tp('purchaseBids.state')} clearable value={list.filters.enabled || null} onChange={(v) => list.setFilter('enabled', v ?? '')}
          data={[{ value: '1', label: tp('purchaseBids.enabled') }, { value: '0', label: tp('purchaseBids.disabled') }]} />
        <Select label={tp('purchaseBids.sortBy')} value={list.filters.column} onChange={(v) => list.setFilter('column', v ?? 'createTime')}
          data={[{ value: 'createTime', label: tp('purchaseBids.sortCreate') }, { value: 'name', label: tp('purchaseBids.sortName') }, { value: 'periodFrom', label: tp('purchaseBids.sortPeriod') }]} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {editing && (
        <FormDialog title={tp(row ? 'common.edit' : 'common.add')} fields={fields} rule={rule} onClose={() => setEditing(null)} onSubmit={save}
          initial={{
            name: row?.name ?? '', productIds: row?.products.map((p) => p.id) ?? [], restaurantIds: row?.restaurants.map((c) => c.id) ?? [],
            periodFrom: row?.periodFrom ?? null, periodTo: row?.periodTo ?? null, priceWeight: row?.priceWeight ?? 60, qualityWeight: row?.qualityWeight ?? 20,
            deliveryWeight: row?.deliveryWeight ?? 20, minOffers: row?.minOffers ?? 2, remark: row?.remark ?? '',
          }} />
      )}
    </PageCard>
  );
}
