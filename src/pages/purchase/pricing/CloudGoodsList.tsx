/**
 * purchase/CloudGoodsList (云商品): the shared cloud list. Suppliers offer and change their drafts, procurement
 * lists and delists, canteens (and procurement) adopt a listed item for their canteens from a day, which
 * makes the agreement prices their shop shows. Filters, the detail drawer and the Excel export.
 */
import { useEffect, useState } from 'react';
import { Anchor, Button, Divider, Drawer, Group, Input, Modal, MultiSelect, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { cloudGoods } from '../../../api/endpoints/purchasePricing.ts';
import { PRICE_PATTERN, QUANTITY_PATTERN } from '../../../contract/domain/order.ts';
import { CLOUD_GOOD_STATUS_NAMES, CLOUD_GOOD_STATUSES, type CloudGoodAction } from '../../../contract/domain/purchasePricing.ts';
import type { CloudGoodDetail, CloudGoodRecord } from '../../../contract/routes/purchasePricing.ts';
import { useLocale } from '../../../i18n/index.ts';
import { AttachmentUpload, AttachmentView, cleanQuery, formatTime, ListTable, notifySuccess, PageCard, ReasonDialog, SearchBar, useActorKind, usePagedList, usePageT, useRowActions, type Column } from '../../common/index.ts';
import { chinaToday, ExportButton, Field, StatusBadge, Trail, useOptions } from './parts.tsx';

const EMPTY = { keyword: '', status: null as string | null };
type Values = { baseProductId: string | null; spec: string; price: string; minOrder: string; note: string; imageId: string | null };

function CloudGoodEditor({ editing, onClose, onSaved }: { editing: CloudGoodDetail | 'new'; onClose(): void; onSaved(detail: CloudGoodDetail): void }) {
  const tp = usePageT();
  const { products } = useOptions({ products: true });
  const form = useForm<Values>({
    initialValues: editing === 'new'
      ? { baseProductId: null, spec: '', price: '', minOrder: '1', note: '', imageId: null }
      : { baseProductId: editing.baseProductId, spec: editing.spec ?? '', price: editing.price, minOrder: String(Number(editing.minOrder)), note: editing.note ?? '', imageId: editing.imageId },
    validate: {
      baseProductId: (v) => (v ? null : tp('pricing.rule.product')),
      price: (v) => (new RegExp(PRICE_PATTERN).test(v) && Number(v) > 0 ? null : tp('pricing.rule.price')),
      minOrder: (v) => (new RegExp(QUANTITY_PATTERN).test(v) && Number(v) > 0 ? null : tp('pricing.rule.minOrder')),
    },
  });
  const save = async (v: Values) => {
    const body = { baseProductId: v.baseProductId!, spec: v.spec || null, price: v.price, minOrder: v.minOrder, note: v.note || null, imageId: v.imageId };
    try {
      onSaved(editing === 'new' ? await cloudGoods.create(body) : await cloudGoods.update(editing.id, { ...body, version: editing.version }));
    } catch { /* the shell shows the server's message */ }
  };
  return (
    <Modal opened onClose={onClose} title={tp(editing === 'new' ? 'pricing.cloud.add' : 'pricing.cloud.edit')}>
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack>
          <Select label={tp('pricing.product')} description={tp('pricing.cloud.productHint')} searchable withAsterisk data={products} {...form.getInputProps('baseProductId')} data-testid="cloud-product" />
          <TextInput label={tp('pricing.cloud.spec')} maxLength={100} {...form.getInputProps('spec')} />
          <SimpleGrid cols={2}>
            <TextInput label={tp('pricing.price')} withAsterisk {...form.getInputProps('price')} data-testid="cloud-price" />
            <TextInput label={tp('pricing.cloud.minOrder')} withAsterisk {...form.getInputProps('minOrder')} />
          </SimpleGrid>
          <Textarea label={tp('pricing.note')} autosize minRows={2} maxLength={500} {...form.getInputProps('note')} />
          <Input.Wrapper label={tp('common.attach.image')}>
            <AttachmentUpload image value={form.values.imageId} onChange={(path) => form.setFieldValue('imageId', path)} testId="cloud-image-upload" />
          </Input.Wrapper>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
            <Button type="submit" data-testid="cloud-save">{tp('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function AdoptDialog({ row, onClose, onDone }: { row: CloudGoodRecord; onClose(): void; onDone(): void }) {
  const tp = usePageT();
  const { canteens } = useOptions({ canteens: true });
  const [restaurantIds, setRestaurantIds] = useState<string[]>([]);
  const [effectiveFrom, setEffectiveFrom] = useState(chinaToday());
  const [busy, setBusy] = useState(false);
  const submit = () => {
    setBusy(true);
    cloudGoods.adopt(row.id, { restaurantIds, effectiveFrom }).then(onDone).catch(() => {}).finally(() => setBusy(false));
  };
  return (
    <Modal opened onClose={onClose} title={`${tp('pricing.action.adopt')} · ${row.productName}`}>
      <Stack>
        <Text size="sm" c="dimmed">{tp('pricing.cloud.adoptHint', { price: row.price, unit: row.unit, supplier: row.supplierName })}</Text>
        <MultiSelect label={tp('pricing.canteens')} withAsterisk data={canteens} value={restaurantIds} onChange={setRestaurantIds} />
        <DateInput label={tp('pricing.effectiveFrom')} valueFormat="YYYY-MM-DD" withAsterisk value={effectiveFrom} onChange={(v) => setEffectiveFrom(v ?? chinaToday())} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button loading={busy} disabled={restaurantIds.length === 0} onClick={submit}>{tp('common.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CloudGoodDrawer({ id, refresh, onClose, onAction, onEdit, onAdopt }: {
  id: string | null; refresh: number; onClose(): void; onAction(a: CloudGoodAction, row: CloudGoodDetail): void; onEdit(row: CloudGoodDetail): void; onAdopt(row: CloudGoodDetail): void;
}) {
  const tp = usePageT();
  const supplier = useActorKind() === 'supplier';
  const [detail, setDetail] = useState<CloudGoodDetail | null>(null);
  useEffect(() => {
    setDetail(null);
    if (id) cloudGoods.detail(id).then(setDetail).catch(() => {});
  }, [id, refresh]);
  return (
    <Drawer opened={!!id} onClose={onClose} position="right" size="lg" title={detail?.productName ?? tp('pricing.cloud.title')} data-testid="cloud-drawer">
      {detail && (
        <Stack>
          <Group><StatusBadge kind="cloud" status={detail.status} /></Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Field label={tp('pricing.product')}>{`${detail.productName}（${detail.unit}）· ${detail.productCode}`}</Field>
            <Field label={tp('pricing.supplier')}>{detail.supplierName}</Field>
            <Field label={tp('pricing.cloud.spec')}>{detail.spec ?? '—'}</Field>
            <Field label={tp('pricing.price')}>{detail.price}</Field>
            <Field label={tp('pricing.cloud.minOrder')}>{`${Number(detail.minOrder)} ${detail.unit}`}</Field>
            <Field label={tp('pricing.cloud.listedBy')}>{detail.listedBy ? `${detail.listedBy} · ${formatTime(detail.listedAt!)}` : '—'}</Field>
          </SimpleGrid>
          {detail.imageId && <AttachmentView image path={detail.imageId} testId="cloud-image" />}
          {detail.note && <Field label={tp('pricing.note')}>{detail.note}</Field>}
          {detail.reason && <Field label={tp('pricing.cloud.delistReason')}>{detail.reason}</Field>}
          <Group gap="xs">
            {supplier && detail.status === 'draft' && <Button size="xs" variant="default" onClick={() => onEdit(detail)}>{tp('common.edit')}</Button>}
            {detail.actions.map((a) => <Button key={a} size="xs" variant="light" color={a === 'delist' ? 'red' : undefined} onClick={() => onAction(a, detail)}>{tp(`pricing.action.${a}`)}</Button>)}
            {detail.adoptable && <Button size="xs" onClick={() => onAdopt(detail)}>{tp('pricing.action.adopt')}</Button>}
          </Group>
          <Divider label={tp('pricing.cloud.adoptions')} labelPosition="left" />
          {detail.adoptionList.length === 0 ? <Text size="sm" c="dimmed">{tp('pricing.cloud.noAdoptions')}</Text> : (
            <Table withTableBorder>
              <Table.Tbody>
                {detail.adoptionList.map((a) => <Table.Tr key={a.id}><Table.Td>{a.restaurantName}</Table.Td><Table.Td>{a.effectiveFrom}</Table.Td><Table.Td>{a.createBy}</Table.Td></Table.Tr>)}
              </Table.Tbody>
            </Table>
          )}
          <Divider label={tp('pricing.trail')} labelPosition="left" />
          <Trail events={detail.events} />
        </Stack>
      )}
    </Drawer>
  );
}

export default function CloudGoodsList() {
  const tp = usePageT();
  const locale = useLocale() === 'en-US' ? 'en' : 'zh';
  const supplier = useActorKind() === 'supplier';
  const list = usePagedList(cloudGoods.list, EMPTY, 20);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<CloudGoodDetail | 'new' | null>(null);
  const [adopting, setAdopting] = useState<CloudGoodRecord | null>(null);
  const actions = useRowActions<CloudGoodAction, CloudGoodRecord>({ act: cloudGoods.act, asksReason: (action) => action === 'delist', reload: list.reload, doneMessage: tp('pricing.done') });
  const run = actions.run;
  const adopted = () => {
    setAdopting(null);
    actions.done();
  };
  const columns: Column<CloudGoodRecord>[] = [
    { key: 'productName', title: tp('pricing.product'), render: (r) => <Anchor size="sm" onClick={() => setViewing(r.id)} data-testid="cloud-open">{r.productName}</Anchor> },
    { key: 'spec', title: tp('pricing.cloud.spec'), render: (r) => r.spec ?? '' },
    { key: 'supplierName', title: tp('pricing.supplier') },
    { key: 'price', title: tp('pricing.price'), render: (r) => `${r.price} / ${r.unit}` },
    { key: 'minOrder', title: tp('pricing.cloud.minOrder'), render: (r) => `${Number(r.minOrder)} ${r.unit}` },
    { key: 'adoptions', title: tp('pricing.cloud.adoptionCount') },
    { key: 'status', title: tp('pricing.status'), render: (r) => <StatusBadge kind="cloud" status={r.status} /> },
    { key: 'createTime', title: tp('pricing.createTime'), render: (r) => formatTime(r.createTime) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setViewing(r.id)}>{tp('pricing.detail')}</Button>
          {r.actions.map((a) => <Button key={a} size="compact-xs" variant="light" color={a === 'delist' ? 'red' : undefined} onClick={() => run(a, r)}>{tp(`pricing.action.${a}`)}</Button>)}
          {r.adoptable && <Button size="compact-xs" variant="light" onClick={() => setAdopting(r)}>{tp('pricing.action.adopt')}</Button>}
        </Group>
      ),
    },
  ];
  return (
    <PageCard
      title={tp('pricing.cloud.title')}
      actions={
        <>
          {supplier && <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="cloud-add">{tp('pricing.cloud.add')}</Button>}
          <ExportButton download={() => cloudGoods.export(cleanQuery(list.filters) as never)} fileName={tp('pricing.cloud.title')} />
        </>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('pricing.product')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
        <Select label={tp('pricing.status')} clearable w={160} value={list.filters.status} onChange={(v) => list.setFilter('status', v)}
          data={CLOUD_GOOD_STATUSES.map((s) => ({ value: s, label: CLOUD_GOOD_STATUS_NAMES[s][locale] }))} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <CloudGoodDrawer id={viewing} refresh={actions.refresh} onClose={() => setViewing(null)} onAction={run} onEdit={(row) => setEditing(row)} onAdopt={(row) => setAdopting(row)} />
      {editing && (
        <CloudGoodEditor editing={editing} onClose={() => setEditing(null)}
          onSaved={(detail) => { setEditing(null); notifySuccess(tp('common.saveSuccess')); actions.changed(); setViewing(detail.id); }} />
      )}
      {adopting && <AdoptDialog row={adopting} onClose={() => setAdopting(null)} onDone={adopted} />}
      {actions.asking && (
        <ReasonDialog title={`${tp('pricing.action.delist')} · ${actions.asking.row.productName}`} label={tp('pricing.cloud.delistReason')} onClose={actions.cancel} onSubmit={actions.submitReason} />
      )}
    </PageCard>
  );
}
