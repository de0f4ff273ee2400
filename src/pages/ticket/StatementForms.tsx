/** The statement forms: make one (supplier, canteen, a month or a period, an adjustment), revise a disputed one, ask for its invoice. */
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { DateInput, MonthPickerInput } from '@mantine/dates';
import { shop } from '../../api/endpoints/ordering.ts';
import { registrations } from '../../api/endpoints/suppliers.ts';
import { statements, ticketRequests } from '../../api/endpoints/tickets.ts';
import { SIGNED_MONEY_PATTERN, TAX_ID_PATTERN, TAX_RATES, type TaxRate } from '../../contract/domain/tickets.ts';
import type { StatementRecord } from '../../contract/routes/tickets.ts';
import { usePageT } from '../common/index.ts';

const SIGNED_MONEY = new RegExp(SIGNED_MONEY_PATTERN);

/** A modal form whose submit button calls the server; the shell shows the server's refusals. */
function FormModal({ title, ready, onClose, submit, children }: { title: string; ready: boolean; onClose(): void; submit(): Promise<unknown>; children: ReactNode }) {
  const tp = usePageT();
  const [busy, setBusy] = useState(false);
  const go = () => {
    setBusy(true);
    submit().catch(() => {}).finally(() => setBusy(false));
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button loading={busy} disabled={!ready} onClick={go} data-testid="ticket-form-submit">{tp('common.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function AdjustmentFields({ adjustment, note, onAdjustment, onNote }: { adjustment: string; note: string; onAdjustment(v: string): void; onNote(v: string): void }) {
  const tp = usePageT();
  return (
    <>
      <TextInput label={tp('ticket.adjustment')} value={adjustment} onChange={(e) => onAdjustment(e.currentTarget.value)} placeholder="0.00"
        error={adjustment && !SIGNED_MONEY.test(adjustment) ? tp('ticket.adjustment') : undefined} data-testid="statement-adjustment" />
      <TextInput label={tp('ticket.adjustmentNote')} maxLength={200} value={note} onChange={(e) => onNote(e.currentTarget.value)} />
    </>
  );
}

export function MakeStatementModal({ onClose, onMade }: { onClose(): void; onMade(): void }) {
  const tp = usePageT();
  const [supplierOptions, setSupplierOptions] = useState<Array<{ value: string; label: string }>>([]);
  const [canteenOptions, setCanteenOptions] = useState<Array<{ value: string; label: string }>>([]);
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [restaurantId, setRestaurantId] = useState<string | null>(null);
  const [by, setBy] = useState<'month' | 'period'>('month');
  const [month, setMonth] = useState('');
  const [periodFrom, setPeriodFrom] = useState('');
  const [periodTo, setPeriodTo] = useState('');
  const [adjustment, setAdjustment] = useState('');
  const [note, setNote] = useState('');
  useEffect(() => {
    void registrations.options().then((rows) => setSupplierOptions(rows.map((s) => ({ value: s.id, label: s.name })))).catch(() => {});
    void shop.canteens().then((rows) => setCanteenOptions(rows.map((c) => ({ value: c.id, label: c.name })))).catch(() => {});
  }, []);
  const period = by === 'month' ? (month ? { month } : null) : periodFrom && periodTo ? { periodFrom, periodTo } : null;
  const ready = Boolean(supplierId && restaurantId && period && (!adjustment || SIGNED_MONEY.test(adjustment)));
  const submit = async () => {
    await statements.create({ supplierId: supplierId!, restaurantId: restaurantId!, ...period!, ...(adjustment ? { adjustment } : {}), ...(note.trim() ? { adjustmentNote: note.trim() } : {}) });
    onMade();
  };
  return (
    <FormModal title={tp('ticket.create')} ready={ready} onClose={onClose} submit={submit}>
      <Select label={tp('ticket.supplier')} searchable data={supplierOptions} value={supplierId} onChange={setSupplierId} data-testid="statement-supplier" />
      <Select label={tp('ticket.canteen')} searchable data={canteenOptions} value={restaurantId} onChange={setRestaurantId} data-testid="statement-canteen" />
      <SegmentedControl value={by} onChange={(v) => setBy(v as 'month' | 'period')} data={[{ value: 'month', label: tp('ticket.byMonth') }, { value: 'period', label: tp('ticket.byPeriod') }]} />
      {by === 'month' ? (
        <MonthPickerInput label={tp('ticket.month')} valueFormat="YYYY-MM" placeholder="YYYY-MM" value={month ? `${month}-01` : null} onChange={(v) => setMonth(v ? v.slice(0, 7) : '')} data-testid="statement-month" />
      ) : (
        <Group grow>
          <DateInput label={tp('ticket.periodFrom')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" value={periodFrom || null} onChange={(v) => setPeriodFrom(v ?? '')} data-testid="statement-from" />
          <DateInput label={tp('ticket.periodTo')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" value={periodTo || null} onChange={(v) => setPeriodTo(v ?? '')} data-testid="statement-to" />
        </Group>
      )}
      <AdjustmentFields adjustment={adjustment} note={note} onAdjustment={setAdjustment} onNote={setNote} />
    </FormModal>
  );
}

export function ReviseModal({ row, onClose, onDone }: { row: StatementRecord; onClose(): void; onDone(): void }) {
  const tp = usePageT();
  const [adjustment, setAdjustment] = useState(row.adjustment);
  const [note, setNote] = useState(row.adjustmentNote ?? '');
  const submit = async () => {
    await statements.revise(row.id, { version: row.version, adjustment: adjustment || '0', ...(note.trim() ? { adjustmentNote: note.trim() } : {}) });
    onDone();
  };
  return (
    <FormModal title={tp('ticket.reviseTitle', { no: row.statementNo })} ready={!adjustment || SIGNED_MONEY.test(adjustment)} onClose={onClose} submit={submit}>
      <Text size="sm" c="dimmed">{tp('ticket.reviseHint')}</Text>
      {row.disputeReason && <Text size="sm">{tp('ticket.labelled', { label: tp('ticket.dispute'), value: row.disputeReason })}</Text>}
      <AdjustmentFields adjustment={adjustment} note={note} onAdjustment={setAdjustment} onNote={setNote} />
    </FormModal>
  );
}

const TAX_ID = new RegExp(TAX_ID_PATTERN);

export function AskModal({ row, onClose, onDone }: { row: StatementRecord; onClose(): void; onDone(): void }) {
  const tp = usePageT();
  const [title, setTitle] = useState(row.restaurantName);
  const [taxId, setTaxId] = useState('');
  const [taxRate, setTaxRate] = useState<TaxRate>('9');
  const [remark, setRemark] = useState('');
  const submit = async () => {
    await ticketRequests.create({ statementId: row.id, title: title.trim(), taxId: taxId.trim().toUpperCase(), taxRate, ...(remark.trim() ? { remark: remark.trim() } : {}) });
    onDone();
  };
  return (
    <FormModal title={tp('ticket.askTitle', { no: row.statementNo })} ready={Boolean(title.trim() && TAX_ID.test(taxId.trim().toUpperCase()))} onClose={onClose} submit={submit}>
      <Text size="sm">{tp('ticket.labelled', { label: tp('ticket.amount'), value: row.total })}</Text>
      <TextInput label={tp('ticket.title')} maxLength={100} value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-testid="ask-title" />
      <TextInput label={tp('ticket.taxId')} maxLength={20} value={taxId} onChange={(e) => setTaxId(e.currentTarget.value)} data-testid="ask-tax-id"
        error={taxId && !TAX_ID.test(taxId.trim().toUpperCase()) ? tp('ticket.taxId') : undefined} />
      <Select label={tp('ticket.taxRate')} data={[...TAX_RATES]} value={taxRate} onChange={(v) => v && setTaxRate(v as TaxRate)} allowDeselect={false} data-testid="ask-tax-rate" />
      <TextInput label={tp('ticket.remark')} maxLength={200} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
    </FormModal>
  );
}
