/** An order (or an order group) in a drawer: its lines with their states, for the new-order screens. */
import { useEffect, useState } from 'react';
import { Badge, Drawer, Stack, Table, Text } from '@mantine/core';
import { orders } from '../../../api/endpoints/ordering.ts';
import { LINE_STATUS_NAMES, type LineStatus } from '../../../contract/domain/order.ts';
import type { LineRecord } from '../../../contract/routes/ordering.ts';
import { useLocale } from '../../../i18n/index.ts';
import { usePageT } from '../../common/index.ts';

export function OrderDrawer({ target, onClose }: { target: { kind: 'order' | 'group'; id: string; title: string } | null; onClose(): void }) {
  const tp = usePageT();
  const locale = useLocale() === 'en-US' ? 'en' : 'zh';
  const [lines, setLines] = useState<LineRecord[] | null>(null);
  useEffect(() => {
    setLines(null);
    if (!target) return;
    const load = target.kind === 'order' ? orders.detail(target.id) : orders.group(target.id);
    load.then((detail) => setLines(detail.lines)).catch(() => {});
  }, [target?.kind, target?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- callers pass a fresh object each render
  return (
    <Drawer opened={!!target} onClose={onClose} position="right" size="lg" title={target?.title}>
      {lines && (
        <Stack data-testid="order-drawer">
          {lines.length === 0 && <Text c="dimmed">{tp('common.empty')}</Text>}
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{tp('order.orderNo')}</Table.Th>
                <Table.Th>{tp('order.product')}</Table.Th>
                <Table.Th>{tp('order.quantity')}</Table.Th>
                <Table.Th>{tp('order.supplier')}</Table.Th>
                <Table.Th>{tp('order.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{l.orderNo}</Table.Td>
                  <Table.Td>{l.productName}</Table.Td>
                  <Table.Td>{`${Number(l.quantity)} ${l.unit}`}</Table.Td>
                  <Table.Td>{l.supplierName ?? '—'}</Table.Td>
                  <Table.Td><Badge variant="light">{LINE_STATUS_NAMES[l.status as LineStatus][locale]}</Badge></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}
