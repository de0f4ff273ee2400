/**
 * index/SupplierList (/index/SupplierList): the directory of approved suppliers for procurement, canteens and
 * the platform: categories served, region, rating and contract state, searched and filtered on the server,
 * exported with the same filters; a row opens the supplier's drawer. Suppliers are refused by the server.
 */
import { useState } from 'react';
import { Badge, Box, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { supplierDirectory, type DirectoryRecord } from '../../../api/endpoints/supplierDirectory.ts';
import { RegionPicker } from '../../common/RegionPicker/RegionPicker.tsx';
import { ListTable, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { useCategoryOptions } from '../../product/parts.tsx';
import { listQuery } from '../listQuery.ts';
import { ExportButton } from '../parts.tsx';
import { DirectoryDrawer } from './DirectoryDrawer.tsx';
import { CONTRACT_COLORS, RatingCell } from './parts.tsx';

type Filters = { name: string; categoryId: string | null; regionId: string | null; minRating: number | null; sort: string };
const INITIAL: Filters = { name: '', categoryId: null, regionId: null, minRating: null, sort: 'rating:desc' };
const query = (filters: Filters) => listQuery(filters) as never;
const source = (filters: Record<string, unknown>) => supplierDirectory.list(query(filters as Filters));

export default function SupplierDirectory() {
  const tp = usePageT();
  const categories = useCategoryOptions();
  const list = usePagedList<DirectoryRecord, Filters>(source, INITIAL, 20);
  const [open, setOpen] = useState<string | null>(null);
  const columns: Column<DirectoryRecord>[] = [
    { key: 'name', title: tp('directory.name'), render: (r) => <Text size="sm" fw={500} c="blue" style={{ cursor: 'pointer' }} onClick={() => setOpen(r.id)} data-testid="directory-name">{r.name}</Text> },
    {
      key: 'categories', title: tp('directory.categories'),
      render: (r) => (r.categories.length ? <Group gap={4}>{r.categories.map((c) => <Badge key={c.id} variant="light" size="sm">{c.name}</Badge>)}</Group> : '—'),
    },
    { key: 'region', title: tp('directory.region'), render: (r) => r.regionName ?? '—' },
    { key: 'rating', title: tp('directory.rating'), render: (r) => <RatingCell rating={r.rating} /> },
    {
      key: 'contract', title: tp('directory.contract'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color={CONTRACT_COLORS[r.contractState]} data-testid="contract-state">{tp(`directory.contractState.${r.contractState}`)}</Badge>
          {r.contractEnd && <Text size="xs" c="dimmed">{tp('directory.until', { day: r.contractEnd })}</Text>}
        </Group>
      ),
    },
  ];
  return (
    <PageCard title={tp('directory.title')} actions={<ExportButton download={() => supplierDirectory.export(query(list.filters))} fileName={tp('directory.title')} />}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('directory.name')} value={list.filters.name} onChange={(e) => list.setFilter('name', e.currentTarget.value)} data-testid="filter-name" />
        <Select label={tp('directory.category')} w={220} clearable searchable data={categories} value={list.filters.categoryId} onChange={(v) => list.setFilter('categoryId', v)} data-testid="filter-category" />
        {/* the picker's three selects need room side by side (its grid takes three columns from 540 px); the filter
            takes the district chosen */}
        <Box w={{ base: '100%', sm: 560 }}>
          <RegionPicker anyLevel label={tp('directory.region')} value={list.filters.regionId} onChange={(id) => list.setFilter('regionId', id)} />
        </Box>
        <NumberInput label={tp('directory.minRating')} w={130} min={1} max={5} step={0.5} decimalScale={1} value={list.filters.minRating ?? ''}
          onChange={(v) => list.setFilter('minRating', typeof v === 'number' ? v : null)} data-testid="filter-min-rating" />
        <Select label={tp('directory.sort')} w={210} data={[
          { value: 'rating:desc', label: tp('directory.sortBy.ratingDesc') },
          { value: 'rating:asc', label: tp('directory.sortBy.ratingAsc') },
          { value: 'name:asc', label: tp('directory.sortBy.nameAsc') },
          { value: 'name:desc', label: tp('directory.sortBy.nameDesc') },
        ]} value={list.filters.sort} onChange={(v) => list.setFilter('sort', v ?? 'rating:desc')} data-testid="sort" />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <DirectoryDrawer id={open} onClose={() => setOpen(null)} />
    </PageCard>
  );
}
