/**
 * The supplier's pay steps: its fee records (one per contract year), the chosen one as a stepper (prepay,
 * hand in the proof, platform's check, assessment, settlement) with its amounts, and the proof upload while
 * the server offers it (due, or sent back).
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, FileInput, Group, Paper, Select, SimpleGrid, Stack, Stepper, Text, useMatches } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { paySteps } from '../../../api/endpoints/payStep.ts';
import { PAY_STEPS, STEP_OF_STATUS } from '../../../contract/domain/payStep.ts';
import type { PayStepDetail, PayStepRecord } from '../../../contract/routes/payStep.ts';
import { notifySuccess, PageCard, usePageT } from '../../common/index.ts';
import { Field, PayStepBadge, yuan } from './parts.tsx';
import { ProofLink } from './ProofLink.tsx';
import { Trail } from './Trail.tsx';

export function SupplierSteps() {
  const tp = usePageT();
  const [records, setRecords] = useState<PayStepRecord[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [detail, setDetail] = useState<PayStepDetail | null>(null);
  const [proof, setProof] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  // five steps side by side do not fit a phone: there they stack
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  useEffect(() => {
    paySteps.list({ column: 'yearBegin', order: 'desc', pageSize: 50 }).then((page) => {
      setRecords(page.records);
      setChosen((current) => current ?? page.records[0]?.id ?? null);
    }).catch(() => setRecords([]));
  }, []);
  const load = useCallback(() => {
    if (chosen) paySteps.detail(chosen).then(setDetail).catch(() => {});
  }, [chosen]);
  useEffect(load, [load]);
  const submit = () => {
    if (!detail || !proof) return;
    setBusy(true);
    paySteps.upload(detail.id, detail.version, proof)
      .then((next) => { notifySuccess(tp('payStep.uploaded')); setDetail(next); setProof(null); })
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  const step = detail ? STEP_OF_STATUS[detail.status] : 0;
  return (
    <PageCard title={tp('payStep.title')}>
      {records?.length === 0 && <Alert variant="light" data-testid="pay-step-none">{tp('payStep.none')}</Alert>}
      {records && records.length > 1 && (
        <Select mb="md" w={260} label={tp('payStep.year')} value={chosen} onChange={setChosen} allowDeselect={false}
          data={records.map((r) => ({ value: r.id, label: `${r.yearBegin} ~ ${r.yearEnd}` }))} data-testid="pay-step-year" />
      )}
      {detail && (
        <Stack data-testid="pay-step-supplier">
          <Group justify="space-between">
            <Text fw={600}>{`${tp('payStep.serviceYear')}：${detail.yearBegin} ~ ${detail.yearEnd}`}</Text>
            <PayStepBadge status={detail.status} />
          </Group>
          <Stepper active={step} size="sm" orientation={orientation} allowNextStepsSelect={false}>
            {PAY_STEPS.map((name) => (
              <Stepper.Step key={name} label={tp(`payStep.step.${name}`)} description={tp(`payStep.stepHint.${name}`)}
                color={name === 'proof' && detail.status === 'rejected' ? 'red' : undefined} />
            ))}
          </Stepper>
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Field label={tp('payStep.prepayment')} testId="pay-step-prepayment">{yuan(detail.prepayment)}</Field>
              <Field label={tp('payStep.dueDate')}>{detail.dueDate}</Field>
              <Field label={tp('payStep.tradeToDate')}>{yuan(detail.tradeToDate)}</Field>
              <Field label={tp('payStep.feeToDate')}>{yuan(detail.feeToDate)}</Field>
              <Field label={tp('payStep.annualTrade')}>{yuan(detail.annualTrade)}</Field>
              <Field label={tp('payStep.fee')}>{yuan(detail.fee)}</Field>
              <Field label={tp('payStep.refund')}>{yuan(detail.refund)}</Field>
              <Field label={tp('payStep.proof')}>{detail.proofPath ? <ProofLink path={detail.proofPath} name={detail.proofName} /> : '—'}</Field>
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="sm">{tp('payStep.feeRule')}</Text>
          </Paper>
          {detail.status === 'rejected' && <Alert color="red" variant="light" title={tp('payStep.rejectedTitle')} data-testid="pay-step-rejected">{detail.rejectReason}</Alert>}
          {detail.actions.includes('upload') && (
            <Paper withBorder p="md">
              <Stack gap="xs">
                <Text size="sm">{tp('payStep.uploadHint', { amount: yuan(detail.prepayment), due: detail.dueDate })}</Text>
                <Group align="flex-end">
                  <FileInput w={{ base: '100%', sm: 320 }} label={tp('payStep.proofFile')} placeholder={tp('payStep.chooseProof')} accept="application/pdf,image/png,image/jpeg"
                    value={proof} onChange={setProof} clearable data-testid="pay-step-file" />
                  <Button leftSection={<IconUpload size={16} />} disabled={!proof} loading={busy} onClick={submit} data-testid="pay-step-upload">{tp('payStep.submitProof')}</Button>
                </Group>
              </Stack>
            </Paper>
          )}
          <Trail events={detail.events} />
        </Stack>
      )}
    </PageCard>
  );
}
