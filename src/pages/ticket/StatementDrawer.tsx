/** One statement in a drawer: its frozen totals, who confirmed it, the ledger entries it covers (paged) and its trail. */
import { useEffect, useState } from 'react';
import { Divider, Drawer, Group, Pagination, SimpleGrid, Stack, Table, Text, Timeline } from '@mantine/core';
import { statements } from '../../api/endpoints/tickets.ts';
import type { ResultOf } from '../../contract/route.ts';
import type { statementEntries, StatementDetail } from '../../contract/routes/tickets.ts';
import { DrawerSkeleton, formatTime, usePageT } from '../common/index.ts';
import { Field, StatusBadge } from './parts.tsx';

type Entries = ResultOf<typeof statementEntries>;
const PAGE = 20;

export function StatementDrawer({ id, refresh, onClose }: { id: string | null; refresh: number; onClose(): void }) {
  const tp = usePageT();
  const [detail, setDetail] = useState<StatementDetail | null>(null);
  const [entries, setEntries] = useState<Entries | null>(null);
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => {
    setDetail(null);
    setPageNo(1);
    if (id) statements.detail(id).then(setDetail).catch(() => {});
  }, [id, refresh]);
  useEffect(() => {
    setEntries(null);
    if (id) statements.entries(id, { pageNo, pageSize: PAGE }).then(setEntries).catch(() => {});
  }, [id, pageNo]);
  const who = (name: string | null, at: string | null) => (name ? `${name} · ${at ? formatTime(at) : ''}` : '—');
  return (
    <Drawer opened={!!id} onClose={onClose} position="right" size="xl" title={detail ? `${tp('ticket.detail')} · ${detail.statementNo}` : tp('ticket.detail')}>
      {!detail && <DrawerSkeleton fields={9} />}
      {detail && (
        <Stack data-testid="statement-drawer">
          <Group><StatusBadge kind="statement" status={detail.status} /></Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <Field label={tp('ticket.supplier')}>{detail.supplierName}</Field>
            <Field label={tp('ticket.canteen')}>{detail.restaurantName}</Field>
            <Field label={tp('ticket.period')}>{`${detail.periodFrom} ~ ${detail.periodTo}`}</Field>
            <Field label={tp('ticket.received')}>{detail.receivedAmount}</Field>
            <Field label={tp('ticket.returns')}>{detail.returnAmount}</Field>
            <Field label={tp('ticket.adjustment')}>{detail.adjustmentNote ? `${detail.adjustment}（${detail.adjustmentNote}）` : detail.adjustment}</Field>
            <Field label={tp('ticket.total')}><Text span fw={700} data-testid="statement-total">{detail.total}</Text></Field>
            <Field label={tp('ticket.entries')}>{detail.entryCount}</Field>
            <Field label={tp('ticket.confirmedBy')}>{`${who(detail.supplierConfirmedBy, detail.supplierConfirmedAt)} / ${who(detail.buyerConfirmedBy, detail.buyerConfirmedAt)}`}</Field>
          </SimpleGrid>
          {detail.disputeReason && <Field label={tp('ticket.dispute')}>{detail.disputeReason}</Field>}
          <Divider label={tp('ticket.entriesTitle')} labelPosition="left" />
          {!entries && <DrawerSkeleton fields={0} rows={3} />}
          {entries && (
            <>
              <Table.ScrollContainer minWidth={560}>
                <Table withTableBorder striped data-testid="statement-entries">
                  <Table.Tbody>
                    {entries.records.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td>{entry.arrivalDate}</Table.Td>
                        <Table.Td>{entry.orderNo}</Table.Td>
                        <Table.Td>{entry.productName}</Table.Td>
                        <Table.Td>{`${Number(entry.quantity)} ${entry.unit}`}</Table.Td>
                        <Table.Td ta="right">{entry.amount}</Table.Td>
                        <Table.Td>{tp(`ticket.source.${entry.source === 'after_sale' ? 'after_sale' : 'audit'}`)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {entries.total > PAGE && <Pagination size="sm" total={Math.ceil(entries.total / PAGE)} value={pageNo} onChange={setPageNo} />}
            </>
          )}
          <Divider label={tp('ticket.trail')} labelPosition="left" />
          <Timeline bulletSize={12} lineWidth={2} active={detail.events.length - 1}>
            {detail.events.map((event) => (
              <Timeline.Item key={event.id} title={tp(`ticket.event.${event.action}`)}>
                <Text size="xs" c="dimmed">{`${event.actorName} · ${formatTime(event.at)}`}</Text>
                {typeof event.detail?.reason === 'string' && <Text size="xs">{event.detail.reason}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      )}
    </Drawer>
  );
}
