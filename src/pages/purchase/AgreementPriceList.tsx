/**
 * purchase/AgreementPriceList (协议价): every agreement price the caller may see, the ones ordering uses
 * today marked, with where each came from (a bid's award or the catalogue's approval). Read only.
 */
import { Badge, Group, Select, TextInput } from '@mantine/core';
import { purchaseBids, purchaseBidRoutes } from '../../api/endpoints/purchaseBids.ts';
import { PRICE_STATUS_NAMES, PRICE_STATUSES } from '../../contract/domain/agreementPrice.ts';
import type { AgreementPriceRow } from '../../contract/routes/purchaseBids.ts';
import { ListTable, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { ExportButton, StateBadge, useLang } from '../product/parts.tsx';
import { useActorKind } from '../supplier/parts.tsx';
import { usePurchaseOptions } from './options.ts';

export default function AgreementPriceList() {
  const tp = usePageT();
  const lang = useLang();
  const keeper = useActorKind() !== 'supplier';
  const { products, canteens, suppliers } = usePurchaseOptions(true, keeper);
  const list = usePagedList(purchaseBids.prices, { baseProductId: '', restaurantId: '', supplierId: '', source: '', bidNo: '', inForce: '1', status: '', column: 'effectiveFrom', order: 'desc' }, 20);
  const columns: Column<AgreementPriceRow>[] = [
    { key: 'productName', title: tp('purchaseBids.product'), render: (r) => `${r.productCode} ${r.productName}` },
    { key: 'unit', title: tp('purchaseBids.unit') },
    { key: 'restaurantName', title: tp('purchaseBids.canteen') },
    { key: 'supplierName', title: tp('purchaseBids.supplier') },
    { key: 'price', title: tp('purchaseBids.price') },
    { key: 'effectiveFrom', title: tp('purchaseBids.effectiveFrom') },
    { key: 'effectiveTo', title: tp('purchaseBids.effectiveTo'), render: (r) => r.effectiveTo ?? '' },
    { key: 'status', title: tp('purchaseBids.state'), render: (r) => <StateBadge status={r.status} names={PRICE_STATUS_NAMES} /> },
    { key: 'inForce', title: tp('purchaseBids.inForce'), render: (r) => (r.inForce ? <Badge color="green" variant="light">{tp('purchaseBids.yes')}</Badge> : '') },
    { key: 'source', title: tp('purchaseBids.source'), render: (r) => (r.source === 'bid' ? `${tp('purchaseBids.sourceBid')} ${r.bidNo}` : tp('purchaseBids.sourceCatalogue')) },
  ];
  return (
    <PageCard title={tp('purchaseBids.priceTitle')} actions={<Group gap="xs">
      <ExportButton route={purchaseBidRoutes.agreementPriceExport} query={list.filters} name={tp('purchaseBids.priceTitle')} />
    </Group>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <Select label={tp('purchaseBids.product')} clearable searchable data={products} value={list.filters.baseProductId || null} onChange={(v) => list.setFilter('baseProductId', v ?? '')} />
        <Select label={tp('purchaseBids.canteen')} clearable data={canteens} value={list.filters.restaurantId || null} onChange={(v) => list.setFilter('restaurantId', v ?? '')} />
        {keeper && <Select label={tp('purchaseBids.supplier')} clearable searchable data={suppliers} value={list.filters.supplierId || null} onChange={(v) => list.setFilter('supplierId', v ?? '')} />}
        <Select label={tp('purchaseBids.inForce')} clearable value={list.filters.inForce || null} onChange={(v) => list.setFilter('inForce', v ?? '')}
          data={[{ value: '1', label: tp('purchaseBids.inForceOnly') }, { value: '0', label: tp('purchaseBids.historyOnly') }]} />
        <Select label={tp('purchaseBids.source')} clearable value={list.filters.source || null} onChange={(v) => list.setFilter('source', v ?? '')}
          data={[{ value: 'bid', label: tp('purchaseBids.sourceBid') }, { value: 'catalogue', label: tp('purchaseBids.sourceCatalogue') }]} />
        <TextInput label={tp('purchaseBids.bidNo')} value={list.filters.bidNo} onChange={(e) => list.setFilter('bidNo', e.currentTarget.value)} />
        <Select label={tp('purchaseBids.state')} clearable value={list.filters.status || null} onChange={(v) => list.setFilter('status', v ?? '')}
          data={PRICE_STATUSES.map((s) => ({ value: s, label: PRICE_STATUS_NAMES[s][lang] }))} />
        <Select label={tp('purchaseBids.sortBy')} value={list.filters.column} onChange={(v) => list.setFilter('column', v ?? 'effectiveFrom')}
          data={[{ value: 'effectiveFrom', label: tp('purchaseBids.sortEffective') }, { value: 'price', label: tp('purchaseBids.sortPrice') }, { value: 'createTime', label: tp('purchaseBids.sortCreate') }]} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, approximate: list.approximate, onChange: list.setPageNo }} />
    </PageCard>
  );
}
