/**
 * purchase/BidList (招标管理): procurement makes bids from its rules, publishes them, closes them for the
 * ranking and awards them; suppliers see the open bids and those they offered to, and offer in the drawer.
 */
import { useEffect, useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { purchaseBids, purchaseBidRoutes } from '../../api/endpoints/purchaseBids.ts';
import { BID_STATUS_NAMES, BID_STATUSES } from '../../contract/domain/purchaseBid.ts';
import type { PurchaseBidRow } from '../../contract/routes/purchaseBids.ts';
import { formatTime, ListTable, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { ExportButton, StateBadge, useLang } from '../product/parts.tsx';
import { useActorKind } from '../supplier/parts.tsx';
import { BidDrawer } from './BidDrawer.tsx';
import { BidForm } from './BidForm.tsx';
import type { Option } from './options.ts';

export default function BidList() {
  const tp = usePageT();
  const lang = useLang();
  const keeper = useActorKind() !== 'supplier';
  const list = usePagedList(purchaseBids.bids, { keyword: '', status: '', ruleId: '', column: 'createTime', order: 'desc' }, 20);
  const [rules, setRules] = useState<Option[]>([]);
  const [editing, setEditing] = useState<PurchaseBidRow | 'new' | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => {
    if (keeper) purchaseBids.rules({ enabled: '1', pageSize: 500 }).then((page) => setRules(page.records.map((r) => ({ value: r.id, label: r.name })))).catch(() => {});
  }, [keeper]);
  const columns: Column<PurchaseBidRow>[] = [
    { key: 'bidNo', title: tp('purchaseBids.bidNo') },
    { key: 'title', title: tp('purchaseBids.bidTitle2') },
    { key: 'ruleName', title: tp('purchaseBids.rule') },
    { key: 'status', title: tp('purchaseBids.state'), render: (r) => <StateBadge status={r.status} names={BID_STATUS_NAMES} /> },
    { key: 'effectiveFrom', title: tp('purchaseBids.effectiveFrom') },
    { key: 'deadline', title: tp('purchaseBids.deadline'), render: (r) => formatTime(r.deadline) },
    { key: 'productCount', title: tp('purchaseBids.products') },
    { key: 'offerCount', title: tp('purchaseBids.offers') },
    {
      key: 'actions', title: tp('common.actions'), render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => setOpen(r.id)} data-testid="bid-open">{tp('purchaseBids.detail')}</Button>
          {r.status === 'draft' && keeper && <Button size="compact-xs" variant="light" onClick={() => setEditing(r)}>{tp('common.edit')}</Button>}
        </Group>
      ),
    },
  ];
  return (
    <PageCard title={tp('purchaseBids.bidTitle')} actions={<Group gap="xs">
      <ExportButton route={purchaseBidRoutes.purchaseBidExport} query={list.filters} name={tp('purchaseBids.bidTitle')} />
      {keeper && <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="bid-add">{tp('purchaseBids.newBid')}</Button>}
    </Group>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('purchaseBids.bidKeyword')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} data-testid="bid-keyword" />
        <Select label={tp('purchaseBids.state')} clearable value={list.filters.status || null} onChange={(v) => list.setFilter('status', v ?? '')}
          data={BID_STATUSES.map((s) => ({ value: s, label: BID_STATUS_NAMES[s][lang] }))} />
        {keeper && <Select label={tp('purchaseBids.rule')} clearable data={rules} value={list.filters.ruleId || null} onChange={(v) => list.setFilter('ruleId', v ?? '')} />}
        <Select label={tp('purchaseBids.sortBy')} value={list.filters.column} onChange={(v) => list.setFilter('column', v ?? 'createTime')}
          data={[{ value: 'createTime', label: tp('purchaseBids.sortCreate') }, { value: 'deadline', label: tp('purchaseBids.sortDeadline') }, { value: 'bidNo', label: tp('purchaseBids.sortNo') }]} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {editing && (
        <BidForm bid={editing === 'new' ? null : editing} rules={rules} onClose={() => setEditing(null)}
          onSaved={(id) => { list.reload(); setOpen(id); }} />
      )}
      {open && <BidDrawer id={open} onClose={() => setOpen(null)} onChanged={list.reload} />}
    </PageCard>
  );
}
