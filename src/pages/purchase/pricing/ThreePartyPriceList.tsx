/**
 * purchase/ThreePartyPriceList (三方比价): comparisons of at least three suppliers' quotes in the caller's
 * scope, with filters, the side-by-side drawer, the editor, the actions the server allows (approval makes
 * the agreement prices) and the Excel export of the filtered list.
 */
import { useState } from 'react';
import { Anchor, Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { priceComparisons } from '../../../api/endpoints/purchasePricing.ts';
import { DECISION_STATUS_NAMES, DECISION_STATUSES, PRICING_KEEPERS, type DecisionAction } from '../../../contract/domain/purchasePricing.ts';
import type { ComparisonDetail, ComparisonRecord } from '../../../contract/routes/purchasePricing.ts';
import { useLocale } from '../../../i18n/index.ts';
import { cleanQuery, formatTime, ListTable, notifySuccess, PageCard, ReasonDialog, SearchBar, useActorKind, usePagedList, usePageT, useRowActions, type Column } from '../../common/index.ts';
import { ComparisonDrawer } from './ComparisonDrawer.tsx';
import { ComparisonEditor } from './ComparisonEditor.tsx';
import { ExportButton, StatusBadge, useOptions } from './parts.tsx';

const EMPTY = { keyword: '', status: null as string | null, restaurantId: null as string | null };

export default function ThreePartyPriceList() {
  const tp = usePageT();
  const locale = useLocale() === 'en-US' ? 'en' : 'zh';
  const keeper = PRICING_KEEPERS.includes(useActorKind());
  const { canteens } = useOptions({ canteens: true });
  const list = usePagedList(priceComparisons.list, EMPTY, 20);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<ComparisonDetail | 'new' | null>(null);
  const actions = useRowActions<DecisionAction, ComparisonRecord>({ act: priceComparisons.act, asksReason: (action) => action === 'reject', reload: list.reload, doneMessage: tp('pricing.done') });
  const run = actions.run;
  const columns: Column<ComparisonRecord>[] = [
    { key: 'productName', title: tp('pricing.product'), render: (r) => <Anchor size="sm" onClick={() => setViewing(r.id)} data-testid="comparison-open">{r.productName}</Anchor> },
    { key: 'canteens', title: tp('pricing.canteens'), render: (r) => r.canteens.map((c) => c.name).join('、') },
    { key: 'quoteCount', title: tp('pricing.comparison.quoteCount') },
    { key: 'lowestPrice', title: tp('pricing.comparison.lowest'), render: (r) => r.lowestPrice ?? '—' },
    { key: 'chosen', title: tp('pricing.comparison.chosen'), render: (r) => (r.chosenSupplierName ? `${r.chosenSupplierName} · ${r.chosenPrice}` : '—') },
    { key: 'effectiveFrom', title: tp('pricing.effectiveFrom') },
    { key: 'status', title: tp('pricing.status'), render: (r) => <StatusBadge kind="decision" status={r.status} /> },
    { key: 'createTime', title: tp('pricing.createTime'), render: (r) => formatTime(r.createTime) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setViewing(r.id)}>{tp('pricing.detail')}</Button>
          {r.actions.map((a) => (
            <Button key={a} size="compact-xs" variant="light" color={a === 'reject' ? 'red' : undefined} data-testid={`comparison-row-${a}`} onClick={() => run(a, r)}>{tp(`pricing.action.${a}`)}</Button>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <PageCard
      title={tp('pricing.comparison.title')}
      actions={
        <>
          {keeper && <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="comparison-add">{tp('pricing.comparison.add')}</Button>}
          <ExportButton download={() => priceComparisons.export(cleanQuery(list.filters) as never)} fileName={tp('pricing.comparison.title')} />
        </>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('pricing.product')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
        <Select label={tp('pricing.status')} clearable w={160} value={list.filters.status} onChange={(v) => list.setFilter('status', v)}
          data={DECISION_STATUSES.map((s) => ({ value: s, label: DECISION_STATUS_NAMES[s][locale] }))} />
        <Select label={tp('pricing.canteen')} clearable w={180} value={list.filters.restaurantId} onChange={(v) => list.setFilter('restaurantId', v)} data={canteens} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <ComparisonDrawer id={viewing} refresh={actions.refresh} onClose={() => setViewing(null)} onAction={run} onEdit={(row) => setEditing(row)} />
      {editing && (
        <ComparisonEditor editing={editing} onClose={() => setEditing(null)}
          onSaved={(detail) => { setEditing(null); notifySuccess(tp('common.saveSuccess')); actions.changed(); setViewing(detail.id); }} />
      )}
      {actions.asking && (
        <ReasonDialog title={`${tp(`pricing.action.${actions.asking.action}`)} · ${actions.asking.row.productName}`} label={tp('pricing.rejectReason')} onClose={actions.cancel} onSubmit={actions.submitReason} />
      )}
    </PageCard>
  );
}
