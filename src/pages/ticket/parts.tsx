/** Pieces the settlement panels share: the locale's status names, badge colours, a label/value pair, the reason dialog. */
import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REQUEST_STATUS_NAMES, STATEMENT_STATUS_NAMES, TICKET_STATUS_NAMES, type RequestStatus, type StatementStatus, type TicketStatus } from '../../contract/domain/tickets.ts';
import { useLocale } from '../../i18n/index.ts';
import { usePageT } from '../common/index.ts';

export const useLang = (): 'zh' | 'en' => (useLocale() === 'en-US' ? 'en' : 'zh');

const COLORS: Record<string, string> = {
  draft: 'blue', supplier_confirmed: 'cyan', confirmed: 'teal', disputed: 'orange', invoiced: 'grape', settled: 'green',
  requested: 'blue', uploaded: 'cyan', rejected: 'red', verified: 'teal', cancelled: 'gray',
};

const NAMES = { statement: STATEMENT_STATUS_NAMES, request: REQUEST_STATUS_NAMES, ticket: TICKET_STATUS_NAMES } as const;

export function StatusBadge({ kind, status }: { kind: keyof typeof NAMES; status: StatementStatus | RequestStatus | TicketStatus }) {
  const lang = useLang();
  const names = NAMES[kind] as Record<string, { zh: string; en: string }>;
  return <Badge variant="light" color={COLORS[status]} data-testid={`${kind}-status`}>{names[status]![lang]}</Badge>;
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** An action that takes a reason or note; the server says whether one is required (its guard). */
export function ReasonDialog({ title, label, onClose, onSubmit }: { title: string; label: string; onClose(): void; onSubmit(reason: string): Promise<unknown> }) {
  const tp = usePageT();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = () => {
    setBusy(true);
    onSubmit(reason.trim()).catch(() => { /* the shell shows the server's message */ }).finally(() => setBusy(false));
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        <Textarea label={label} autosize minRows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid="ticket-reason" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button loading={busy} onClick={submit} data-testid="ticket-reason-submit">{tp('common.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
