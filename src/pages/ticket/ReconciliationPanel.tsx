/** The reconciliation report: statements of a period beside their invoices with the differences and totals, printed through a reconciliation template. */
import { useState } from 'react';
import { Badge, Button, Group, SimpleGrid, Table, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPrinter } from '@tabler/icons-react';
import { reconciliation, ticketPrinting } from '../../api/endpoints/tickets.ts';
import type { ResultOf } from '../../contract/route.ts';
import type { reconciliation as reconciliationRoute } from '../../contract/routes/tickets.ts';
import { mismatchText } from '../../contract/domain/tickets.ts';
import { PrintDialog, SearchBar, usePageT } from '../common/index.ts';
import { Field, StatusBadge, useLang } from './parts.tsx';

type Report = ResultOf<typeof reconciliationRoute>;

const monthStart = () => `${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7)}-01`;
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export function ReconciliationPanel() {
  const tp = usePageT();
  const lang = useLang();
  const [periodFrom, setPeriodFrom] = useState(() => `${Number(monthStart().slice(0, 4)) - 1}${monthStart().slice(4)}`);
  const [periodTo, setPeriodTo] = useState(today);
  const [report, setReport] = useState<Report | null>(null);
  const [printing, setPrinting] = useState(false);
  const query = () => void reconciliation.report({ periodFrom, periodTo }).then(setReport).catch(() => {});
  return (
    <>
      <SearchBar onSearch={query} onReset={() => { setReport(null); }}>
        <DateInput label={tp('ticket.periodFrom')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" value={periodFrom || null} onChange={(v) => setPeriodFrom(v ?? '')} />
        <DateInput label={tp('ticket.periodTo')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" value={periodTo || null} onChange={(v) => setPeriodTo(v ?? '')} />
      </SearchBar>
      {report && (
        <>
          <Group justify="space-between" my="sm">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
              <Field label={tp('ticket.statementTotal')}>{report.statementTotal}</Field>
              <Field label={tp('ticket.invoiceTotal')}>{report.invoiceTotal}</Field>
              <Field label={tp('ticket.difference')}>{report.difference}</Field>
              <Field label={tp('ticket.mismatches')}>{report.mismatches}</Field>
            </SimpleGrid>
            <Button size="xs" variant="light" leftSection={<IconPrinter size={16} />} disabled={report.rows.length === 0} onClick={() => setPrinting(true)} data-testid="reconciliation-print">{tp('ticket.print')}</Button>
          </Group>
          <Table.ScrollContainer minWidth={900}>
            <Table withTableBorder striped data-testid="reconciliation-table">
              <Table.Thead>
                <Table.Tr>
                  {['statementNo', 'supplier', 'canteen', 'period', 'total', 'invoiceNo', 'invoiceAmount', 'difference', 'status'].map((key) => <Table.Th key={key} style={{ whiteSpace: 'nowrap' }}>{tp(`ticket.${key}`)}</Table.Th>)}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.rows.map((row) => (
                  <Table.Tr key={row.statementId}>
                    <Table.Td>{row.statementNo}</Table.Td>
                    <Table.Td>{row.supplierName}</Table.Td>
                    <Table.Td>{row.restaurantName}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{`${row.periodFrom} ~ ${row.periodTo}`}</Table.Td>
                    <Table.Td ta="right">{row.statementTotal}</Table.Td>
                    <Table.Td>{row.invoiceNo ?? '—'}</Table.Td>
                    <Table.Td ta="right">{row.invoiceAmount ?? '—'}</Table.Td>
                    <Table.Td ta="right">{row.mismatch ? <Badge color="red" variant="light" title={mismatchText(row.mismatchReasons, lang)}>{row.difference}</Badge> : row.difference}</Table.Td>
                    <Table.Td><StatusBadge kind="statement" status={row.status} /></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {report.rows.length === 0 && <Text c="dimmed" size="sm">{tp('common.empty')}</Text>}
        </>
      )}
      {printing && <PrintDialog templates={() => ticketPrinting.templates('reconciliation')} title={`${periodFrom} ~ ${periodTo}`} start={(templateId) => reconciliation.print({ periodFrom, periodTo, templateId, timezoneOffset: -new Date().getTimezoneOffset() })} onClose={() => setPrinting(false)} />}
    </>
  );
}
