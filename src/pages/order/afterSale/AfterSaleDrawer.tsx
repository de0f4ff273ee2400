/** One after-sale in a drawer: the request, its order line, photos, the trail and the ledger adjustments it booked. */
import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Divider, Drawer, Group, SimpleGrid, Stack, Table, Text, Timeline } from '@mantine/core';
import { afterSales } from '../../../api/endpoints/afterSale.ts';
import { fileLink } from '../../../api/endpoints/files.ts';
import { AFTER_SALE_STATUS_NAMES, type AfterSaleAction } from '../../../contract/domain/afterSale.ts';
import type { AfterSaleDetail, AfterSaleRecord } from '../../../contract/routes/afterSale.ts';
import { useLocale } from '../../../i18n/index.ts';
import { DrawerSkeleton, formatTime, usePageT } from '../../common/index.ts';
import { STATUS_COLOR } from './statusColor.ts';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

export function AfterSaleDrawer({ id, refresh, onClose, onAction }: { id: string | null; refresh: number; onClose(): void; onAction(action: AfterSaleAction, row: AfterSaleRecord): void }) {
  const tp = usePageT();
  const locale = useLocale() === 'en-US' ? 'en' : 'zh';
  const [detail, setDetail] = useState<AfterSaleDetail | null>(null);
  useEffect(() => {
    setDetail(null);
    if (id) afterSales.detail(id).then(setDetail).catch(() => {});
  }, [id, refresh]);
  const openPhoto = (path: string) => void fileLink(path).then((url) => globalThis.open(url, '_blank')).catch(() => {});
  return (
    <Drawer opened={!!id} onClose={onClose} position="right" size="lg" title={detail ? `${tp('afterSale.detail')} · ${detail.afterSaleNo}` : tp('afterSale.detail')}>
      {!detail && <DrawerSkeleton rows={2} />}
      {detail && (
        <Stack data-testid="after-sale-drawer">
          <Group>
            <Badge variant="light" color={STATUS_COLOR[detail.status]}>{AFTER_SALE_STATUS_NAMES[detail.status][locale]}</Badge>
            <Badge variant="outline">{tp(`afterSale.kinds.${detail.kind}`)}</Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Field label={tp('afterSale.orderNo')}>{detail.orderNo}</Field>
            <Field label={tp('afterSale.arrivalDate')}>{detail.arrivalDate}</Field>
            <Field label={tp('afterSale.canteen')}>{detail.restaurantName}</Field>
            <Field label={tp('afterSale.supplier')}>{detail.supplierName}</Field>
            <Field label={tp('afterSale.product')}>{detail.productName}</Field>
            <Field label={tp('afterSale.quantity')}>{`${Number(detail.quantity)} ${detail.unit} / ${Number(detail.line.receivedQty)} ${detail.unit}`}</Field>
            <Field label={tp('afterSale.price')}>{detail.price}</Field>
            <Field label={tp('afterSale.amount')}>{detail.amount}</Field>
            <Field label={tp('afterSale.createBy')}>{`${detail.createBy ?? ''} · ${formatTime(detail.createTime)}`}</Field>
            <Field label={tp('afterSale.completedAt')}>{detail.completedAt ? formatTime(detail.completedAt) : '—'}</Field>
          </SimpleGrid>
          <Field label={tp('afterSale.reason')}>{detail.reason}</Field>
          {detail.supplierNote && <Field label={tp('afterSale.supplierNote')}>{detail.supplierNote}</Field>}
          {detail.decisionNote && <Field label={tp('afterSale.decisionNote')}>{detail.decisionNote}</Field>}
          {detail.photos.length > 0 && (
            <Field label={tp('afterSale.photos')}>
              <Group gap="xs">{detail.photos.map((path, i) => <Anchor key={path} size="sm" onClick={() => openPhoto(path)}>{`${tp('afterSale.photos')} ${i + 1}`}</Anchor>)}</Group>
            </Field>
          )}
          {detail.actions.length > 0 && (
            <Group gap="xs">
              {detail.actions.map((a) => <Button key={a} size="xs" variant="light" onClick={() => onAction(a, detail)}>{tp(`afterSale.action.${a}`)}</Button>)}
            </Group>
          )}
          <Divider label={tp('afterSale.ledger')} labelPosition="left" />
          {detail.ledger.length === 0 ? <Text size="sm" c="dimmed">{tp('afterSale.ledgerEmpty')}</Text> : (
            <Table withTableBorder data-testid="after-sale-ledger">
              <Table.Tbody>
                {detail.ledger.map((entry) => (
                  <Table.Tr key={entry.book}>
                    <Table.Td>{tp(`afterSale.book.${entry.book}`)}</Table.Td>
                    <Table.Td>{entry.entryDate}</Table.Td>
                    <Table.Td>{`${Number(entry.quantity)} ${detail.unit}`}</Table.Td>
                    <Table.Td>{entry.amount}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Divider label={tp('afterSale.trail')} labelPosition="left" />
          <Timeline bulletSize={12} lineWidth={2} active={detail.events.length - 1}>
            {detail.events.map((event) => (
              <Timeline.Item key={event.id} title={tp(`afterSale.event.${event.action}`)}>
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
