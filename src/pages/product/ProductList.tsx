/** product/ProductList: the catalogue overview, each product with its approved suppliers and today's price range. */
import { Select, TextInput } from '@mantine/core';
import { catalogue, catalogueRoutes } from '../../api/endpoints/catalogue.ts';
import type { Static } from 'typebox';
import type { ProductOverviewRow } from '../../contract/routes/products.ts';
import { ListTable, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { ExportButton, useCategoryOptions } from './parts.tsx';

type Row = Static<typeof ProductOverviewRow>;

export default function ProductList() {
  const tp = usePageT();
  const categories = useCategoryOptions();
  const list = usePagedList(catalogue.overview, { keyword: '', categoryId: '', column: 'code', order: 'asc' }, 20);
  const columns: Column<Row>[] = [
    { key: 'code', title: tp('catalogue.code') },
    { key: 'name', title: tp('catalogue.name') },
    { key: 'categoryName', title: tp('catalogue.category'), render: (r) => r.categoryName ?? '—' },
    { key: 'unit', title: tp('catalogue.unit') },
    { key: 'supplierCount', title: tp('catalogue.supplierCount') },
    { key: 'range', title: tp('catalogue.priceRange'), render: (r) => (r.minPrice === null ? '—' : r.minPrice === r.maxPrice ? r.minPrice : `${r.minPrice} – ${r.maxPrice}`) },
    { key: 'enabled', title: tp('catalogue.state'), render: (r) => tp(r.enabled ? 'catalogue.enabled' : 'catalogue.disabled') },
  ];
  return (
    <PageCard title={tp('catalogue.overviewTitle')} actions={<ExportButton route={catalogueRoutes.productOverviewExport} query={list.filters} name={tp('catalogue.overviewTitle')} />}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('catalogue.keyword')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
        <Select label={tp('catalogue.category')} data={categories} searchable clearable value={list.filters.categoryId || null} onChange={(v) => list.setFilter('categoryId', v ?? '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, approximate: list.approximate, onChange: list.setPageNo }} />
    </PageCard>
  );
}
