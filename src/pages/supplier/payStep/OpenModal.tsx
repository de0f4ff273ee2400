/** The platform opens the fee record of a service contract year: the initiated contracts with a service period to choose from. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { contracts } from '../../../api/endpoints/contract.ts';
import { paySteps } from '../../../api/endpoints/payStep.ts';
import { CONTRACT_STATUS } from '../../../contract/domain/serviceContract.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';

export function OpenModal({ onClose, onOpened }: { onClose(): void; onOpened(id: string): void }) {
  const tp = usePageT();
  const [choices, setChoices] = useState<Array<{ value: string; label: string }>>([]);
  const [contractId, setContractId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    contracts.list({ pageSize: 200 }).then((page) => setChoices(page.records
      .filter((c) => c.status !== CONTRACT_STATUS.notInitiated && c.beginDate && c.endDate)
      .map((c) => ({ value: c.id, label: `${c.supplierName} · ${c.beginDate} ~ ${c.endDate}` })))).catch(() => {});
  }, []);
  const submit = () => {
    if (!contractId) return;
    setBusy(true);
    paySteps.open(contractId).then((record) => { notifySuccess(tp('payStep.opened')); onOpened(record.id); }).catch(() => {}).finally(() => setBusy(false));
  };
  return (
    <Modal opened onClose={onClose} title={tp('payStep.open')}>
      <Stack>
        <Text size="sm" c="dimmed">{tp('payStep.openHint')}</Text>
        <Select label={tp('payStep.contract')} searchable data={choices} value={contractId} onChange={setContractId} data-testid="pay-step-contract" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button disabled={!contractId} loading={busy} onClick={submit} data-testid="pay-step-open-submit">{tp('common.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
