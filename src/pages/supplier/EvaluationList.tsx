/**
 * supplier/EvaluationList: canteens' monthly scores of their suppliers (quality, delivery, service 1-5 and a
 * comment). Procurement and canteen staff add and change them for their canteens; everyone reads their scope.
 */
import { useState } from 'react';
import { Badge, Button, Group, Modal, Rating, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { evaluations, type EvaluationRecord } from '../../api/endpoints/evaluations.ts';
import { SCORE_FIELDS, type ScoreField } from '../../contract/domain/evaluation.ts';
import { ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { listQuery } from './listQuery.ts';
import { ExportButton, SortSelect, useActorKind } from './parts.tsx';
import { useSupplierChoices } from './useSupplierChoices.ts';

type Filters = { supplierId: string | null; restaurantId: string | null; period: string | null; sort: string };
const query = (filters: Filters) => listQuery(filters) as never;
const source = (filters: Record<string, unknown>) => evaluations.list(query(filters as Filters));

interface Values { supplierId: string; restaurantId: string; period: string; quality: number; delivery: number; service: number; comment: string }
const EMPTY: Values = { supplierId: '', restaurantId: '', period: '', quality: 0, delivery: 0, service: 0, comment: '' };
/** YYYY-MM-DD (the month picker's value) to YYYY-MM. */
const monthOf = (value: string | null) => (value ? value.slice(0, 7) : '');

export default function EvaluationList() {
  const tp = usePageT();
  const kind = useActorKind();
  const evaluates = kind === 'procurement' || kind === 'canteen';
  const { suppliers, canteens } = useSupplierChoices({ suppliers: true, canteens: kind !== 'supplier' });
  const list = usePagedList<EvaluationRecord, Filters>(source, { supplierId: null, restaurantId: null, period: null, sort: '' }, 20);
  const [editing, setEditing] = useState<EvaluationRecord | 'new' | null>(null);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: {
      supplierId: (v) => (editing === 'new' && !v ? tp('supplier.evaluation.rule.supplier') : null),
      restaurantId: (v) => (editing === 'new' && !v ? tp('supplier.evaluation.rule.canteen') : null),
      period: (v) => (editing === 'new' && !v ? tp('supplier.evaluation.rule.period') : null),
      quality: (v) => (v >= 1 ? null : tp('supplier.evaluation.rule.score')),
      delivery: (v) => (v >= 1 ? null : tp('supplier.evaluation.rule.score')),
      service: (v) => (v >= 1 ? null : tp('supplier.evaluation.rule.score')),
    },
  });
  const open = (row: EvaluationRecord | 'new') => {
    form.setValues(row === 'new' ? EMPTY : { ...EMPTY, quality: row.quality, delivery: row.delivery, service: row.service, comment: row.comment ?? '' });
    form.clearErrors();
    setEditing(row);
  };
  const save = (values: Values) => {
    const scores = { quality: values.quality, delivery: values.delivery, service: values.service, comment: values.comment.trim() || null };
    const call = editing === 'new'
      ? evaluations.create({ supplierId: values.supplierId, restaurantId: values.restaurantId, period: values.period, ...scores })
      : evaluations.update(editing!.id, editing!.version, scores);
    call.then(() => { notifySuccess(tp('common.saveSuccess')); setEditing(null); list.reload(); }).catch(() => {});
  };
  const columns: Column<EvaluationRecord>[] = [
    { key: 'period', title: tp('supplier.evaluation.period') },
    { key: 'supplierName', title: tp('supplier.evaluation.supplier') },
    { key: 'restaurantName', title: tp('supplier.evaluation.canteen') },
    ...SCORE_FIELDS.map((field) => ({ key: field, title: tp(`supplier.evaluation.${field}`), render: (r: EvaluationRecord) => <Rating value={r[field]} readOnly size="xs" /> })),
    { key: 'overall', title: tp('supplier.evaluation.overall'), render: (r) => <Badge variant="light" color={r.overall >= 4 ? 'green' : r.overall >= 3 ? 'yellow' : 'red'}>{r.overall.toFixed(2)}</Badge> },
    { key: 'comment', title: tp('supplier.evaluation.comment'), render: (r) => r.comment ?? '' },
    { key: 'createBy', title: tp('supplier.evaluation.by'), render: (r) => r.createBy ?? '' },
    ...(evaluates ? [{ key: 'actions', title: tp('common.actions'), render: (r: EvaluationRecord) => (r.editable ? <Button size="compact-xs" variant="light" onClick={() => open(r)} data-testid="evaluation-edit">{tp('supplier.evaluation.edit')}</Button> : null) }] : []),
  ];
  return (
    <PageCard
      title={tp('supplier.evaluation.title')}
      actions={
        <Group gap="xs">
          {evaluates && <Button leftSection={<IconPlus size={16} />} onClick={() => open('new')} data-testid="evaluation-add">{tp('supplier.evaluation.add')}</Button>}
          <ExportButton download={() => evaluations.export(query(list.filters))} fileName={tp('supplier.evaluation.title')} />
        </Group>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        {kind !== 'supplier' && <Select label={tp('supplier.evaluation.supplier')} w={200} clearable searchable data={suppliers} value={list.filters.supplierId} onChange={(v) => list.setFilter('supplierId', v)} />}
        {kind !== 'supplier' && <Select label={tp('supplier.evaluation.canteen')} w={160} clearable searchable data={canteens} value={list.filters.restaurantId} onChange={(v) => list.setFilter('restaurantId', v)} />}
        <MonthPickerInput label={tp('supplier.evaluation.period')} w={140} clearable valueFormat="YYYY-MM" placeholder="YYYY-MM"
          value={list.filters.period ? `${list.filters.period}-01` : null} onChange={(v) => list.setFilter('period', monthOf(v) || null)} />
        <SortSelect columns={['period', 'createTime', 'supplierName']} value={list.filters.sort} onChange={(v) => list.setFilter('sort', v)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={tp(editing === 'new' ? 'supplier.evaluation.add' : 'supplier.evaluation.edit')}>
        <form noValidate onSubmit={form.onSubmit(save)}>
          <Stack>
            {editing === 'new' ? (
              <>
                <Select label={tp('supplier.evaluation.supplier')} withAsterisk searchable data={suppliers} {...form.getInputProps('supplierId')} onChange={(v) => form.setFieldValue('supplierId', v ?? '')} data-field="supplierId" />
                <SimpleGrid cols={2}>
                  <Select label={tp('supplier.evaluation.canteen')} withAsterisk data={canteens} {...form.getInputProps('restaurantId')} onChange={(v) => form.setFieldValue('restaurantId', v ?? '')} data-field="restaurantId" />
                  <MonthPickerInput label={tp('supplier.evaluation.period')} withAsterisk valueFormat="YYYY-MM" placeholder="YYYY-MM" maxDate={new Date()} error={form.errors.period}
                    value={form.getValues().period ? `${form.getValues().period}-01` : null} onChange={(v) => form.setFieldValue('period', monthOf(v))} data-field="period" />
                </SimpleGrid>
              </>
            ) : editing && <Text size="sm">{editing.supplierName} · {editing.restaurantName} · {editing.period}</Text>}
            {SCORE_FIELDS.map((field: ScoreField) => (
              <Group key={field} justify="space-between">
                <Text size="sm">{tp(`supplier.evaluation.${field}`)}</Text>
                <Stack gap={2} align="flex-end">
                  <Rating value={form.getValues()[field]} onChange={(v) => form.setFieldValue(field, v)} data-field={field} />
                  {form.errors[field] && <Text size="xs" c="red">{form.errors[field]}</Text>}
                </Stack>
              </Group>
            ))}
            <Textarea label={tp('supplier.evaluation.comment')} maxLength={500} autosize minRows={2} {...form.getInputProps('comment')} data-field="comment" />
          </Stack>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setEditing(null)}>{tp('common.cancel')}</Button>
            <Button type="submit" data-testid="evaluation-save">{tp('common.save')}</Button>
          </Group>
        </form>
      </Modal>
    </PageCard>
  );
}
