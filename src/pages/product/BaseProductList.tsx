/**
 * product/BaseProductList (and product/VirtualItemList with virtual items only): base products by category,
 * name or code and state, each with its first image; create, edit (with the version read, and the images:
 * upload, remove) and enable / disable; the detail with its images, supplier links and the shelf life in
 * force; Excel export of the filtered list.
 */
import { useState } from 'react';
import { Badge, Box, Button, Drawer, Group, Select, Stack, Table, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { catalogue, catalogueRoutes } from '../../api/endpoints/catalogue.ts';
import { LINK_STATUS_NAMES, PRODUCT_IMAGES_MAX, shelfLifeRefusal } from '../../contract/domain/catalogue.ts';
import type { BaseProductRow } from '../../contract/routes/products.ts';
import { AttachmentView, ImageListInput, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { ExportButton, FormDialog, num, StateBadge, text, useCategoryOptions, type Field } from './parts.tsx';

type Detail = Awaited<ReturnType<typeof catalogue.product>>;

const THUMB = 36;

/** A product's first image as a small thumbnail in the list (a placeholder without one), with how many it has. */
function ProductThumb({ images }: { images: readonly string[] }) {
  const blank = <ThemeIcon size={THUMB} variant="light" color="gray" radius="sm"><IconPhoto size={18} stroke={1.5} /></ThemeIcon>;
  if (images.length === 0) return blank;
  return (
    <Box pos="relative" w={THUMB} h={THUMB}>
      <AttachmentView path={images[0]!} image size={THUMB} testId="product-thumb" fallback={blank} />
      {images.length > 1 && <Badge size="xs" circle variant="filled" color="dark" pos="absolute" bottom={-4} right={-6}>{images.length}</Badge>}
    </Box>
  );
}

export function ProductCatalogue({ virtual }: { virtual: boolean }) {
  const tp = usePageT();
  const categories = useCategoryOptions();
  const list = usePagedList(catalogue.products, { keyword: '', categoryId: '', enabled: '', virtual: virtual ? '1' : '0', column: 'code', order: 'asc' }, 20);
  const [editing, setEditing] = useState<BaseProductRow | 'new' | null>(null);
  const [images, setImages] = useState<string[]>([]);
  const edit = (target: BaseProductRow | 'new') => { setImages(target === 'new' ? [] : [...target.images]); setEditing(target); };
  const [detail, setDetail] = useState<Detail | null>(null);
  const toggle = (row: BaseProductRow) => void catalogue.enableProduct(row.id, row.version, !row.enabled).then(() => { notifySuccess(tp('catalogue.done')); list.reload(); });
  const columns: Column<BaseProductRow>[] = [
    // fees and services rarely carry a picture: their list leaves the column out (the form still takes images)
    ...(virtual ? [] : [{ key: 'images', title: tp('catalogue.image'), width: 64, render: (r: BaseProductRow) => <ProductThumb images={r.images} /> }]),
    { key: 'code', title: tp('catalogue.code') },
    { key: 'name', title: tp('catalogue.name') },
    { key: 'categoryName', title: tp('catalogue.category'), render: (r) => r.categoryName ?? '—' },
    { key: 'unit', title: tp('catalogue.unit') },
    { key: 'spec', title: tp('catalogue.spec'), render: (r) => r.spec ?? '' },
    { key: 'brand', title: tp('catalogue.brand'), render: (r) => r.brand ?? '' },
    { key: 'shelfLifeDays', title: tp('catalogue.shelfLife'), render: (r) => (r.shelfLifeDays === null ? '—' : `${r.shelfLifeDays} / ${r.warningDays ?? '—'}`) },
    { key: 'enabled', title: tp('catalogue.state'), render: (r) => <Badge variant="light" color={r.enabled ? 'green' : 'gray'}>{tp(r.enabled ? 'catalogue.enabled' : 'catalogue.disabled')}</Badge> },
    {
      key: 'actions', title: tp('common.actions'), render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => void catalogue.product(r.id).then(setDetail)}>{tp('catalogue.detail')}</Button>
          <Button size="compact-xs" variant="light" onClick={() => edit(r)} data-testid="product-edit">{tp('common.edit')}</Button>
          <Button size="compact-xs" variant="light" color={r.enabled ? 'red' : 'green'} onClick={() => toggle(r)}>{tp(r.enabled ? 'catalogue.disable' : 'catalogue.enable')}</Button>
        </Group>
      ),
    },
  ];
  const fields: Field[] = [
    { name: 'code', label: tp('catalogue.code'), kind: 'text', required: true },
    { name: 'name', label: tp('catalogue.name'), kind: 'text', required: true },
    { name: 'categoryId', label: tp('catalogue.category'), kind: 'select', data: categories },
    { name: 'unit', label: tp('catalogue.unit'), kind: 'text', required: true },
    { name: 'spec', label: tp('catalogue.spec'), kind: 'text' },
    { name: 'brand', label: tp('catalogue.brand'), kind: 'text' },
    { name: 'shelfLifeDays', label: tp('catalogue.shelfLifeDays'), kind: 'number' },
    { name: 'warningDays', label: tp('catalogue.warningDays'), kind: 'number' },
  ];
  const row = editing !== 'new' ? editing : null;
  const save = (values: Record<string, unknown>) => {
    const body = {
      code: String(values.code).trim(), name: String(values.name), unit: String(values.unit), categoryId: text(values.categoryId), spec: text(values.spec), brand: text(values.brand),
      shelfLifeDays: num(values.shelfLifeDays), warningDays: num(values.warningDays), images, virtual,
    };
    return (row ? catalogue.editProduct(row.id, { ...body, version: row.version }) : catalogue.createProduct(body)).then(() => { notifySuccess(tp('common.saveSuccess')); list.reload(); });
  };
  const title = tp(virtual ? 'catalogue.virtualTitle' : 'catalogue.baseTitle');
  return (
    <PageCard title={title} actions={<Group gap="xs">
      <ExportButton route={catalogueRoutes.productCatalogueExport} query={list.filters} name={title} />
      <Button leftSection={<IconPlus size={16} />} onClick={() => edit('new')} data-testid="product-add">{tp('common.add')}</Button>
    </Group>}>
      {virtual && <Text size="sm" c="dimmed" mb="sm">{tp('catalogue.virtualHint')}</Text>}
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('catalogue.keyword')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
        {!virtual && <Select label={tp('catalogue.category')} data={categories} searchable clearable value={list.filters.categoryId || null} onChange={(v) => list.setFilter('categoryId', v ?? '')} />}
        <Select label={tp('catalogue.state')} clearable value={list.filters.enabled || null} onChange={(v) => list.setFilter('enabled', v ?? '')}
          data={[{ value: '1', label: tp('catalogue.enabled') }, { value: '0', label: tp('catalogue.disabled') }]} />
        <Select label={tp('catalogue.sortBy')} value={list.filters.column} onChange={(v) => list.setFilter('column', v ?? 'code')}
          data={[{ value: 'code', label: tp('catalogue.code') }, { value: 'name', label: tp('catalogue.name') }, { value: 'createTime', label: tp('common.createTime') }]} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, approximate: list.approximate, onChange: list.setPageNo }} />
      {editing && (
        <FormDialog title={tp(row ? 'common.edit' : 'common.add')} fields={fields} onClose={() => setEditing(null)} onSubmit={save}
          initial={{ code: row?.code ?? '', name: row?.name ?? '', categoryId: row?.categoryId ?? null, unit: row?.unit ?? '', spec: row?.spec ?? '', brand: row?.brand ?? '', shelfLifeDays: row?.shelfLifeDays ?? '', warningDays: row?.warningDays ?? '' }}
          rule={(v) => (shelfLifeRefusal(num(v.shelfLifeDays), num(v.warningDays)) ? { warningDays: tp('catalogue.warningTooLong') } : null)}
          extra={<ImageListInput label={tp('catalogue.images')} value={images} onChange={setImages} max={PRODUCT_IMAGES_MAX} testId="product-images" />} />
      )}
      <Drawer opened={detail !== null} onClose={() => setDetail(null)} position="right" size="md" title={detail?.name}>
        {detail && (
          <Stack gap="xs">
            <Text size="sm">{tp('catalogue.code')}: {detail.code} · {detail.unit} {detail.spec ?? ''}</Text>
            <Text size="sm">{tp('catalogue.category')}: {detail.categoryName ?? '—'}</Text>
            <Text size="sm">{tp('catalogue.shelfLifeInForce')}: {detail.effectiveShelfLifeDays ?? '—'} / {detail.effectiveWarningDays ?? '—'}</Text>
            {detail.images.length > 0 && (
              <Group gap="xs" data-testid="product-detail-images">
                {detail.images.map((path) => <AttachmentView key={path} path={path} image size={88} testId="product-detail-image" />)}
              </Group>
            )}
            <Table withTableBorder>
              <Table.Thead><Table.Tr><Table.Th>{tp('catalogue.supplier')}</Table.Th><Table.Th>{tp('catalogue.supplierCode')}</Table.Th><Table.Th>{tp('catalogue.audit')}</Table.Th></Table.Tr></Table.Thead>
              <Table.Tbody>
                {detail.suppliers.map((s) => (
                  <Table.Tr key={s.supplierId}><Table.Td>{s.supplierName}</Table.Td><Table.Td>{s.code ?? ''}</Table.Td><Table.Td><StateBadge status={s.auditStatus} names={LINK_STATUS_NAMES} /></Table.Td></Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Drawer>
    </PageCard>
  );
}

export default function BaseProductList() {
  return <ProductCatalogue virtual={false} />;
}
