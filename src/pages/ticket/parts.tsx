/** Pieces the settlement panels share: the locale's status names, badge colours, a label/value pair. */
import type { ReactNode } from 'react';
import { Badge, Text } from '@mantine/core';
import { REQUEST_STATUS_NAMES, STATEMENT_STATUS_NAMES, TICKET_STATUS_NAMES, type RequestStatus, type StatementStatus, type TicketStatus } from '../../contract/domain/tickets.ts';
import { useLocale } from '../../i18n/index.ts';

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
