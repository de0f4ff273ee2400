/**
 * One order in a drawer: its lines and their states, the history trail (who, when, from what to what), the
 * receiving checks of each line and the delivery notes of its group. Opened from the restaurant orders and,
 * with a group, from the order group list (the group's orders to choose from).
 */
import { Badge, Drawer, Group, ScrollArea, Select, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { orders } from '../../api/endpoints/ordering.ts';
import { LINE_STATUS_NAMES, ORDER_STATUSES, type LineStatus } from '../../contract/domain/order.ts';
import type { OrderDetail } from '../../contract/routes/ordering.ts';
import type { ResultOf } from '../../contract/route.ts';
import type { deliveryList, lineDetail } from '../../contract/routes/ordering.ts';
import { useLocale } from '../../i18n/index.ts';
import { DrawerSkeleton, formatTime, usePageT } from '../common/index.ts';

type Receipts = ResultOf<typeof lineDetail>['receipts'];
type Delivery = ResultOf<typeof deliveryList>['records'][number];

export function OrderDetailDrawer({ orderId, groupId, onClose }: { orderId?: string; groupId?: string; onClose(): void }) {
  const tp = usePageT();
  const lang = useLocale() === 'en-US' ? 'en' : 'zh';
  const [groupOrders, setGroupOrders] = useState<Array<{ value: string; label: string }>>([]);
  const [current, setCurrent] = useState<string | undefined>(orderId);
  const [detail, setDetail] = useState<OrderDetail | null>(null);
  const [checks, setChecks] = useState<Record<string, Receipts>>({});
  const [notes, setNotes] = useState<Delivery[]>([]);

  useEffect(() => {
    if (!groupId) return;
    void orders.group(groupId).then((group) => {
      setGroupOrders(group.orders.map((o) => ({ value: o.id, label: `${o.orderNo} · ${o.slot}` })));
      setCurrent((id) => id ?? group.orders[0]?.id);
    });
  }, [groupId]);
  useEffect(() => {
    if (!current) return;
    let live = true;
    setDetail(null);
    void orders.detail(current).then(async (order) => {
      if (!live) return;
      setDetail(order);
      const [details, deliveries] = await Promise.all([
        Promise.all(order.lines.map((line) => orders.line(line.id).catch(() => null))),
        orders.deliveries({ groupId: order.groupId, pageSize: 100 }),
      ]);
      if (!live) return;
      setChecks(Object.fromEntries(details.filter((d) => d !== null).map((d) => [d.id, d.receipts])));
      setNotes(deliveries.records);
    });
    return () => { live = false; };
  }, [current]);

  const status = (s: string) => (ORDER_STATUSES as readonly string[]).includes(s) ? tp(`restaurantOrder.orderStatus.${s}`) : LINE_STATUS_NAMES[s as LineStatus]?.[lang] ?? s;
  const receipts = detail ? detail.lines.flatMap((line) => (checks[line.id] ?? []).map((r) => ({ ...r, productName: line.productName, unit: line.unit }))) : [];
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={detail ? `${tp('order.orderNo')} ${detail.orderNo}` : tp('restaurantOrder.detail')} data-testid="order-detail">
      <Stack>
        {groupOrders.length > 1 && <Select label={tp('restaurantOrder.groupOrders')} data={groupOrders} value={current ?? null} onChange={(v) => v && setCurrent(v)} allowDeselect={false} />}
        {!detail ? <DrawerSkeleton /> : (
          <>
            <Group gap="lg">
              <Text size="sm">{tp('order.canteen')}: {detail.restaurantName}</Text>
              <Text size="sm">{tp('order.arrivalDate')}: {detail.arrivalDate} · {detail.slot}</Text>
              <Text size="sm">{tp('order.groupNo')}: {detail.groupNo}</Text>
              <Badge variant="light">{tp(`restaurantOrder.orderStatus.${detail.status}`)}</Badge>
              <Text size="sm">{tp('order.amount')}: {detail.amount.toFixed(2)}</Text>
            </Group>
            <Title order={6}>{tp('restaurantOrder.lines')}</Title>
            <ScrollArea>
              <Table striped withTableBorder fz="sm">
                <Table.Thead><Table.Tr>
                  <Table.Th>{tp('order.product')}</Table.Th><Table.Th>{tp('order.quantity')}</Table.Th><Table.Th>{tp('order.price')}</Table.Th>
                  <Table.Th>{tp('order.amount')}</Table.Th><Table.Th>{tp('order.supplier')}</Table.Th><Table.Th>{tp('order.receivedQty')}</Table.Th><Table.Th>{tp('order.status')}</Table.Th>
                </Table.Tr></Table.Thead>
                <Table.Tbody>
                  {detail.lines.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>{line.productName}</Table.Td><Table.Td>{Number(line.quantity)} {line.unit}</Table.Td><Table.Td>{line.price ?? '—'}</Table.Td>
                      <Table.Td>{line.amount.toFixed(2)}</Table.Td><Table.Td>{line.supplierName ?? '—'}</Table.Td><Table.Td>{Number(line.receivedQty)}</Table.Td>
                      <Table.Td><Badge variant="light">{status(line.status)}</Badge></Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <Title order={6}>{tp('restaurantOrder.checks')}</Title>
            {receipts.length === 0 ? <Text size="sm" c="dimmed">{tp('common.empty')}</Text> : (
              <Table withTableBorder fz="sm">
                <Table.Tbody>
                  {receipts.map((r) => (
                    <Table.Tr key={r.id} style={r.voided ? { textDecoration: 'line-through' } : undefined}>
                      <Table.Td>{r.productName}</Table.Td>
                      <Table.Td>{tp('restaurantOrder.checkLine', { received: Number(r.receivedQty), rejected: Number(r.rejectedQty), unit: r.unit })}</Table.Td>
                      <Table.Td>{r.rejectReason ?? ''}</Table.Td><Table.Td>{r.checkedBy}</Table.Td><Table.Td>{formatTime(r.checkedAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Title order={6}>{tp('restaurantOrder.deliveries')}</Title>
            {notes.length === 0 ? <Text size="sm" c="dimmed">{tp('common.empty')}</Text> : (
              <Table withTableBorder fz="sm">
                <Table.Tbody>
                  {notes.map((n) => (
                    <Table.Tr key={n.id}>
                      <Table.Td>{n.deliveryNo}</Table.Td><Table.Td>{n.supplierName}</Table.Td><Table.Td>{tp('restaurantOrder.noteLines', { count: n.lineCount })}</Table.Td>
                      <Table.Td>{n.amount.toFixed(2)}</Table.Td><Table.Td>{formatTime(n.dispatchedAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Title order={6}>{tp('restaurantOrder.history')}</Title>
            <Timeline bulletSize={14} lineWidth={2}>
              {detail.events.map((event) => (
                <Timeline.Item key={event.id} title={`${tp(`restaurantOrder.event.${event.action}`)} · ${event.actorName}`}>
                  <Text size="xs" c="dimmed">
                    {formatTime(event.at)} · {event.fromStatus ? `${status(event.fromStatus)} → ` : ''}{status(event.toStatus)}
                    {detail.lines.find((l) => l.id === event.entityId) ? ` · ${detail.lines.find((l) => l.id === event.entityId)!.productName}` : ''}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
