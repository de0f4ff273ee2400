/**
 * purchase/ConferencePriceList (会议定价): price meetings in the caller's scope with filters, the detail drawer
 * (minutes, lines, trail), the editor, the actions the server allows (approval makes the agreement prices)
 * and the Excel export of the filtered list.
 */
import { useEffect, useState } from 'react';
import { Anchor, Button, Divider, Drawer, Group, Select, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlus } from '@tabler/icons-react';
import { priceMeetings } from '../../../api/endpoints/purchasePricing.ts';
import { DECISION_STATUS_NAMES, DECISION_STATUSES, PRICING_KEEPERS, type DecisionAction } from '../../../contract/domain/purchasePricing.ts';
import type { MeetingDetail, MeetingRecord } from '../../../contract/routes/purchasePricing.ts';
import { useLocale } from '../../../i18n/index.ts';
import { cleanQuery, formatTime, ListTable, notifySuccess, PageCard, ReasonDialog, SearchBar, useActorKind, usePagedList, usePageT, useRowActions, type Column } from '../../common/index.ts';
import { MeetingEditor } from './MeetingEditor.tsx';
import { PurchasePrintButton } from '../PrintButton.tsx';
import { ExportButton, Field, StatusBadge, Trail, useOptions } from './parts.tsx';

const EMPTY = { keyword: '', status: null as string | null, restaurantId: null as string | null, meetingFrom: '', meetingTo: '' };

function MeetingDrawer({ id, refresh, onClose, onAction, onEdit }: { id: string | null; refresh: number; onClose(): void; onAction(a: DecisionAction, row: MeetingDetail): void; onEdit(row: MeetingDetail): void }) {
  const tp = usePageT();
  const [detail, setDetail] = useState<MeetingDetail | null>(null);
  useEffect(() => {
    setDetail(null);
    if (id) priceMeetings.detail(id).then(setDetail).catch(() => {});
  }, [id, refresh]);
  return (
    <Drawer opened={!!id} onClose={onClose} position="right" size="lg" title={detail?.title ?? tp('pricing.meeting.title')}>
      {detail && (
        <Stack data-testid="meeting-drawer">
          <Group justify="space-between">
            <StatusBadge kind="decision" status={detail.status} />
            <PurchasePrintButton document="price_meeting" title={detail.title} start={(templateId) => priceMeetings.print(detail.id, templateId)} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Field label={tp('pricing.meeting.date')}>{detail.meetingDate}</Field>
            <Field label={tp('pricing.meeting.period')}>{`${detail.periodStart} ~ ${detail.periodEnd}`}</Field>
            <Field label={tp('pricing.meeting.attendees')}>{detail.attendees}</Field>
            <Field label={tp('pricing.canteens')}>{detail.canteens.map((c) => c.name).join('、')}</Field>
          </SimpleGrid>
          <Field label={tp('pricing.meeting.minutes')}>{detail.minutes}</Field>
          {detail.reason && <Field label={tp('pricing.rejectReason')}>{detail.reason}</Field>}
          <Table withTableBorder>
            <Table.Thead><Table.Tr><Table.Th>{tp('pricing.product')}</Table.Th><Table.Th>{tp('pricing.supplier')}</Table.Th><Table.Th>{tp('pricing.price')}</Table.Th></Table.Tr></Table.Thead>
            <Table.Tbody>
              {detail.lines.map((l) => <Table.Tr key={l.id}><Table.Td>{`${l.productName}（${l.unit}）`}</Table.Td><Table.Td>{l.supplierName}</Table.Td><Table.Td>{l.price}</Table.Td></Table.Tr>)}
            </Table.Tbody>
          </Table>
          <Group gap="xs">
            {detail.status === 'draft' && detail.actions.length > 0 && <Button size="xs" variant="default" onClick={() => onEdit(detail)}>{tp('common.edit')}</Button>}
            {detail.actions.map((a) => <Button key={a} size="xs" variant="light" color={a === 'reject' ? 'red' : undefined} onClick={() => onAction(a, detail)}>{tp(`pricing.action.${a}`)}</Button>)}
          </Group>
          <Divider label={tp('pricing.trail')} labelPosition="left" />
          <Trail events={detail.events} />
        </Stack>
      )}
    </Drawer>
  );
}

export default function ConferencePriceList() {
  const tp = usePageT();
  const locale = useLocale() === 'en-US' ? 'en' : 'zh';
  const keeper = PRICING_KEEPERS.includes(useActorKind());
  const { canteens } = useOptions({ canteens: true });
  const list = usePagedList(priceMeetings.list, EMPTY, 20);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<MeetingDetail | 'new' | null>(null);
  const actions = useRowActions<DecisionAction, MeetingRecord>({ act: priceMeetings.act, asksReason: (action) => action === 'reject', reload: list.reload, doneMessage: tp('pricing.done') });
  const run = actions.run;
  const columns: Column<MeetingRecord>[] = [
    { key: 'title', title: tp('pricing.meeting.name'), render: (r) => <Anchor size="sm" onClick={() => setViewing(r.id)}>{r.title}</Anchor> },
    { key: 'meetingDate', title: tp('pricing.meeting.date') },
    { key: 'period', title: tp('pricing.meeting.period'), render: (r) => `${r.periodStart} ~ ${r.periodEnd}` },
    { key: 'canteens', title: tp('pricing.canteens'), render: (r) => r.canteens.map((c) => c.name).join('、') },
    { key: 'lineCount', title: tp('pricing.meeting.lineCount') },
    { key: 'status', title: tp('pricing.status'), render: (r) => <StatusBadge kind="decision" status={r.status} /> },
    { key: 'createTime', title: tp('pricing.createTime'), render: (r) => formatTime(r.createTime) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setViewing(r.id)}>{tp('pricing.detail')}</Button>
          {r.actions.map((a) => <Button key={a} size="compact-xs" variant="light" color={a === 'reject' ? 'red' : undefined} onClick={() => run(a, r)}>{tp(`pricing.action.${a}`)}</Button>)}
        </Group>
      ),
    },
  ];
  return (
    <PageCard
      title={tp('pricing.meeting.title')}
      actions={
        <>
          {keeper && <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>{tp('pricing.meeting.add')}</Button>}
          <ExportButton download={() => priceMeetings.export(cleanQuery(list.filters) as never)} fileName={tp('pricing.meeting.title')} />
        </>
      }
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('pricing.meeting.name')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
        <Select label={tp('pricing.status')} clearable w={160} value={list.filters.status} onChange={(v) => list.setFilter('status', v)}
          data={DECISION_STATUSES.map((s) => ({ value: s, label: DECISION_STATUS_NAMES[s][locale] }))} />
        <Select label={tp('pricing.canteen')} clearable w={180} value={list.filters.restaurantId} onChange={(v) => list.setFilter('restaurantId', v)} data={canteens} />
        <DateInput label={tp('pricing.meeting.from')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.meetingFrom || null} onChange={(v) => list.setFilter('meetingFrom', v ?? '')} />
        <DateInput label={tp('pricing.meeting.to')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={list.filters.meetingTo || null} onChange={(v) => list.setFilter('meetingTo', v ?? '')} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <MeetingDrawer id={viewing} refresh={actions.refresh} onClose={() => setViewing(null)} onAction={run} onEdit={(row) => setEditing(row)} />
      {editing && (
        <MeetingEditor editing={editing} onClose={() => setEditing(null)}
          onSaved={(detail) => { setEditing(null); notifySuccess(tp('common.saveSuccess')); actions.changed(); setViewing(detail.id); }} />
      )}
      {actions.asking && (
        <ReasonDialog title={`${tp(`pricing.action.${actions.asking.action}`)} · ${actions.asking.row.title}`} label={tp('pricing.rejectReason')} onClose={actions.cancel} onSubmit={actions.submitReason} />
      )}
    </PageCard>
  );
}
