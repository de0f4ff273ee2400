/**
 * The period's order lines by canteen or by supplier (GET /order/orderGroupItem/statistics/breakdown): one
 * row per canteen or supplier with its lines, amount and share of the amount, largest first. The server
 * keeps to the caller's scope, so a canteen sees its own canteens and a supplier only itself.
 */
import { useEffect, useState } from 'react';
import { Card, Group, Progress, SegmentedControl, Skeleton, Table, Text } from '@mantine/core';
import { orderBreakdown, type BreakdownBy, type BreakdownRow } from '../../../api/endpoints/counts.ts';
import { usePageT } from '../../common/index.ts';
import { CHART_DAYS } from './OrdersChart.tsx';

const money = (n: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function Breakdown() {
  const tp = usePageT();
  const [by, setBy] = useState<BreakdownBy>('canteen');
  const [rows, setRows] = useState<BreakdownRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setRows(null);
    setFailed(false);
    orderBreakdown(by, CHART_DAYS).then((answer) => { if (live) setRows(answer); }, () => { if (live) setFailed(true); });
    return () => { live = false; };
  }, [by]);
  const total = rows?.reduce((sum, row) => sum + row.amount, 0) ?? 0;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="orders-breakdown" data-by={by}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Text fw={600}>{tp('breakdown.title', { days: CHART_DAYS })}</Text>
        <SegmentedControl size="xs" value={by} onChange={(value) => setBy(value as BreakdownBy)}
          data={[{ value: 'canteen', label: tp('breakdown.byCanteen') }, { value: 'supplier', label: tp('breakdown.bySupplier') }]} />
      </Group>
      {failed && <Text c="dimmed" size="sm">{tp('breakdown.failed')}</Text>}
      {!rows && !failed && <Skeleton height={120} radius="sm" />}
      {rows && rows.length === 0 && <Text c="dimmed" size="sm" ta="center" py="md">{tp('breakdown.empty')}</Text>}
      {rows && rows.length > 0 && (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{tp(by === 'canteen' ? 'breakdown.canteen' : 'breakdown.supplier')}</Table.Th>
                <Table.Th ta="right">{tp('breakdown.count')}</Table.Th>
                <Table.Th ta="right">{tp('breakdown.amount')}</Table.Th>
                <Table.Th ta="right">{tp('breakdown.share')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const share = total > 0 ? (row.amount / total) * 100 : 0;
                return (
                  <Table.Tr key={row.id ?? 'none'} data-row-key={row.id ?? 'none'}>
                    <Table.Td>{row.name ?? tp('breakdown.unallotted')}</Table.Td>
                    <Table.Td ta="right">{row.count}</Table.Td>
                    <Table.Td ta="right" data-column="amount">{money(row.amount)}</Table.Td>
                    <Table.Td>
                      {/* the bar only where there is room for it: on a phone the figure alone */}
                      <Group gap="xs" wrap="nowrap" justify="flex-end">
                        <Progress value={share} w={160} size="sm" visibleFrom="sm" />
                        <Text size="xs" c="dimmed" ta="right">{share.toFixed(1)}%</Text>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
