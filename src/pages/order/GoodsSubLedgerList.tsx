/**
 * order/GoodsSubLedgerList (商品分账): one canteen's goods sub-ledger for a month — per product the opening
 * balance, goods in and out, the closing balance — with a totals row, the Excel export of the same canteen
 * and month, and the month's statements printed per supplier.
 */
import { Button, Group, Select, Table, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { saveBlob } from '../../api/download.ts';
import { shop } from '../../api/endpoints/ordering.ts';
import { ledgers } from '../../api/endpoints/orderPrint.ts';
import type { ResultOf } from '../../contract/route.ts';
import type { goodsSubLedger } from '../../contract/routes/ordering.ts';
import { PageCard, usePageT } from '../common/index.ts';
import { currentMonth, monthDays } from './ledgerPeriod.ts';
import { PrintButton } from './print/PrintButton.tsx';

type Row = ResultOf<typeof goodsSubLedger>[number];
const AMOUNTS = ['openingAmount', 'inAmount', 'outAmount', 'closingAmount'] as const;

export default function GoodsSubLedgerList() {
  const tp = usePageT();
  const [canteens, setCanteens] = useState<Array<{ value: string; label: string }>>([]);
  const [restaurantId, setRestaurantId] = useState<string | null>(null);
  const [month, setMonth] = useState(currentMonth());
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    void shop.canteens().then((list) => {
      setCanteens(list.map((c) => ({ value: c.id, label: c.name })));
      setRestaurantId((id) => id ?? list[0]?.id ?? null);
    });
  }, []);
  useEffect(() => {
    if (!restaurantId) return;
    setRows(null);
    void ledgers.subLedger({ restaurantId, month }).then(setRows);
  }, [restaurantId, month]);

  const total = (key: (typeof AMOUNTS)[number]) => ((rows ?? []).reduce((sum, row) => sum + Math.round(Number(row[key]) * 100), 0) / 100).toFixed(2);
  const days = monthDays(month);
  const cell = (value: string) => String(Number(value));
  return (
    <PageCard title={tp('ledger.subLedger')} actions={
      <>
        <Button size="xs" variant="light" leftSection={<IconFileSpreadsheet size={16} />} disabled={!restaurantId} data-testid="ledger-export"
          onClick={() => restaurantId && void ledgers.subLedgerExport({ restaurantId, month }).then((blob) => saveBlob(blob, `${tp('ledger.subLedger')}-${month}.xlsx`))}>
          {tp('ledger.export')}
        </Button>
        <PrintButton documents={['statement']} ledger={{ restaurantId: restaurantId ?? undefined, periodFrom: days.from, periodTo: days.to }} />
      </>
    }>
      <Group mb="md" align="flex-end">
        <Select label={tp('order.canteen')} data={canteens} value={restaurantId} onChange={setRestaurantId} allowDeselect={false} />
        <MonthPickerInput w={130} label={tp('ledger.month')} valueFormat="YYYY-MM" value={`${month}-01`} onChange={(v) => v && setMonth(v.slice(0, 7))} />
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder fz="sm" data-testid="sub-ledger">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{tp('order.product')}</Table.Th>
              <Table.Th>{tp('ledger.opening')}</Table.Th><Table.Th>{tp('ledger.in')}</Table.Th><Table.Th>{tp('ledger.out')}</Table.Th><Table.Th>{tp('ledger.closing')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rows ?? []).map((row) => (
              <Table.Tr key={row.baseProductId}>
                <Table.Td>{row.productName}（{row.unit}）</Table.Td>
                <Table.Td>{cell(row.openingQty)} / ¥{row.openingAmount}</Table.Td>
                <Table.Td>{cell(row.inQty)} / ¥{row.inAmount}</Table.Td>
                <Table.Td>{cell(row.outQty)} / ¥{row.outAmount}</Table.Td>
                <Table.Td>{cell(row.closingQty)} / ¥{row.closingAmount}</Table.Td>
              </Table.Tr>
            ))}
            {rows && rows.length === 0 && (
              <Table.Tr><Table.Td colSpan={5}><Text size="sm" c="dimmed" ta="center">{tp('common.empty')}</Text></Table.Td></Table.Tr>
            )}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={600}>
              <Table.Td>{tp('ledger.total')}</Table.Td>
              {AMOUNTS.map((key) => <Table.Td key={key}>¥{total(key)}</Table.Td>)}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </PageCard>
  );
}
