/** The supplier's invoice upload: number, date, amount, tax and the scan; the server checks it against the statement and says when it does not match. */
import { useState } from 'react';
import { Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { uploadFile } from '../../api/endpoints/files.ts';
import { supplierTickets } from '../../api/endpoints/tickets.ts';
import { PRICE_PATTERN } from '../../contract/domain/order.ts';
import { mismatchText } from '../../contract/domain/tickets.ts';
import type { TicketRequestRecord } from '../../contract/routes/tickets.ts';
import { notifySuccess, usePageT } from '../common/index.ts';
import { useLang } from './parts.tsx';

const MONEY = new RegExp(PRICE_PATTERN);
const INVOICE_NO = /^[0-9A-Za-z]{8,20}$/;

export function UploadModal({ request, onClose, onDone }: { request: TicketRequestRecord; onClose(): void; onDone(): void }) {
  const tp = usePageT();
  const lang = useLang();
  const [invoiceNo, setInvoiceNo] = useState('');
  const [invoiceDate, setInvoiceDate] = useState('');
  const [amount, setAmount] = useState(request.amount);
  const [taxAmount, setTaxAmount] = useState('');
  const [scan, setScan] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = INVOICE_NO.test(invoiceNo) && Boolean(invoiceDate) && MONEY.test(amount) && MONEY.test(taxAmount) && Boolean(scan);
  const submit = async () => {
    setBusy(true);
    try {
      const stored = await uploadFile(scan!);
      const ticket = await supplierTickets.upload({ requestId: request.id, invoiceNo, invoiceDate, amount, taxAmount, scan: stored.path });
      if (ticket.mismatch) notifications.show({ color: 'orange', message: tp('ticket.uploadedMismatch', { reason: mismatchText(ticket.mismatchReasons, lang) }) });
      else notifySuccess(tp('ticket.uploaded'));
      onDone();
    } catch { /* the shell shows the server's message */ } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={tp('ticket.uploadTitle', { no: request.requestNo })}>
      <Stack>
        <Text size="sm">{`${tp('ticket.labelled', { label: tp('ticket.expected'), value: request.amount })} · ${tp('ticket.taxRate')} ${request.taxRate}`}</Text>
        <TextInput label={tp('ticket.invoiceNo')} maxLength={20} value={invoiceNo} onChange={(e) => setInvoiceNo(e.currentTarget.value.trim())} data-testid="upload-invoice-no" />
        <DateInput label={tp('ticket.invoiceDate')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" value={invoiceDate || null} onChange={(v) => setInvoiceDate(v ?? '')} data-testid="upload-invoice-date" />
        <TextInput label={tp('ticket.invoiceAmount')} value={amount} onChange={(e) => setAmount(e.currentTarget.value.trim())} data-testid="upload-amount" />
        <TextInput label={tp('ticket.taxAmount')} value={taxAmount} onChange={(e) => setTaxAmount(e.currentTarget.value.trim())} data-testid="upload-tax" />
        <FileInput label={tp('ticket.scan')} placeholder={tp('ticket.chooseScan')} accept="application/pdf,image/png,image/jpeg" value={scan} onChange={setScan} data-testid="upload-scan" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button loading={busy} disabled={!ready} onClick={() => void submit()} data-testid="upload-submit">{tp('common.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
