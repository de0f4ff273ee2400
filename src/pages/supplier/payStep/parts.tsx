/** Pieces the pay step screens share: the status badge and a label/value pair. */
import type { ReactNode } from 'react';
import { Badge, Text } from '@mantine/core';
import { PAY_STEP_STATUS_NAMES, type PayStepStatus } from '../../../contract/domain/payStep.ts';
import { useLang } from '../parts.tsx';

const COLORS: Record<PayStepStatus, string> = {
  awaiting_proof: 'blue', proof_uploaded: 'cyan', rejected: 'red', prepaid: 'teal', assessed: 'grape', settled: 'green',
};

export function PayStepBadge({ status }: { status: PayStepStatus }) {
  const lang = useLang();
  return <Badge variant="light" color={COLORS[status]} data-testid="pay-step-status">{PAY_STEP_STATUS_NAMES[status][lang]}</Badge>;
}

export function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" data-testid={testId}>{children}</Text>
    </div>
  );
}

/** yuan with two decimals, or a dash before it is known. */
export const yuan = (value: string | null): string => (value === null ? '—' : `¥${Number(value).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
