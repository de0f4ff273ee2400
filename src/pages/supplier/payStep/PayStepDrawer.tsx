/** One fee record in a drawer: its amounts, the proof, and the platform's confirm, reject (with a reason), assess and settle. */
import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Drawer, Group, SimpleGrid, Stack } from '@mantine/core';
import { paySteps } from '../../../api/endpoints/payStep.ts';
import type { PayStepAction } from '../../../contract/domain/payStep.ts';
import type { PayStepDetail } from '../../../contract/routes/payStep.ts';
import { formatTime, notifySuccess, ReasonDialog, usePageT } from '../../common/index.ts';
import { Field, PayStepBadge, yuan } from './parts.tsx';
import { ProofLink } from './ProofLink.tsx';
import { Trail } from './Trail.tsx';

export function PayStepDrawer({ id, onClose, onChanged }: { id: string | null; onClose(): void; onChanged(): void }) {
  const tp = usePageT();
  const [detail, setDetail] = useState<PayStepDetail | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState<PayStepAction | null>(null);
  useEffect(() => {
    setDetail(null);
    if (id) paySteps.detail(id).then(setDetail).catch(() => {});
  }, [id]);
  const moved = (next: PayStepDetail) => {
    notifySuccess(tp('payStep.done'));
    setDetail(next);
    setRejecting(false);
    onChanged();
  };
  const run = (action: Exclude<PayStepAction, 'upload'>) => {
    if (!detail) return;
    if (action === 'reject') return setRejecting(true);
    setBusy(action);
    paySteps.act(action, detail.id, detail.version).then(moved).catch(() => {}).finally(() => setBusy(null));
  };
  return (
    <Drawer opened={!!id} onClose={onClose} position="right" size="lg" title={detail ? `${tp('payStep.detail')} · ${detail.supplierName}` : tp('payStep.detail')}>
      {detail && (
        <Stack data-testid="pay-step-drawer">
          <Group><PayStepBadge status={detail.status} /></Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Field label={tp('payStep.supplier')}>{detail.supplierName}</Field>
            <Field label={tp('payStep.serviceYear')}>{`${detail.yearBegin} ~ ${detail.yearEnd}`}</Field>
            <Field label={tp('payStep.prepayment')}>{yuan(detail.prepayment)}</Field>
            <Field label={tp('payStep.dueDate')}>{detail.dueDate}</Field>
            <Field label={tp('payStep.proof')}>{detail.proofPath ? <ProofLink path={detail.proofPath} name={detail.proofName} /> : '—'}</Field>
            <Field label={tp('payStep.proofAt')}>{detail.proofAt ? formatTime(detail.proofAt) : '—'}</Field>
            <Field label={tp('payStep.confirmedBy')}>{detail.confirmedBy ? `${detail.confirmedBy} · ${formatTime(detail.confirmedAt!)}` : '—'}</Field>
            <Field label={tp('payStep.tradeToDate')}>{yuan(detail.tradeToDate)}</Field>
            <Field label={tp('payStep.annualTrade')}>{yuan(detail.annualTrade)}</Field>
            <Field label={tp('payStep.fee')}>{yuan(detail.fee)}</Field>
            <Field label={tp('payStep.refund')} testId="pay-step-refund">{yuan(detail.refund)}</Field>
          </SimpleGrid>
          {detail.rejectReason && <Alert color="red" variant="light" title={tp('payStep.rejectedTitle')}>{detail.rejectReason}</Alert>}
          {detail.actions.length > 0 && (
            <Group>
              {detail.actions.filter((a): a is Exclude<PayStepAction, 'upload'> => a !== 'upload').map((action) => (
                <Button key={action} variant={action === 'reject' ? 'light' : 'filled'} color={action === 'reject' ? 'red' : undefined} loading={busy === action}
                  onClick={() => run(action)} data-testid={`pay-step-${action}`}>
                  {tp(`payStep.action.${action}`)}
                </Button>
              ))}
            </Group>
          )}
          <Divider label={tp('payStep.trail')} labelPosition="left" />
          <Trail events={detail.events} />
        </Stack>
      )}
      {rejecting && detail && (
        <ReasonDialog title={`${tp('payStep.action.reject')} · ${detail.supplierName}`} label={tp('payStep.rejectReason')} onClose={() => setRejecting(false)}
          onSubmit={(reason) => paySteps.act('reject', detail.id, detail.version, reason).then(moved)} />
      )}
    </Drawer>
  );
}
