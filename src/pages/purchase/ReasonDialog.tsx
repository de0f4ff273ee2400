/** Asks for the reason a move needs (cancelling a bid); the server checks it too. */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { usePageT } from '../common/index.ts';

export function ReasonDialog({ title, onSubmit, onClose }: { title: string; onSubmit(reason: string): Promise<unknown>; onClose(): void }) {
  const tp = usePageT();
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = () => {
    setSaving(true);
    onSubmit(reason.trim()).then(onClose).catch(() => {}).finally(() => setSaving(false));
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        <Textarea label={tp('purchaseBids.reason')} withAsterisk value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={reason.trim() ? null : tp('purchaseBids.reasonRequired')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button color="red" disabled={!reason.trim()} loading={saving} onClick={submit}>{tp('common.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
