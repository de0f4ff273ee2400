/** The dialog of an action that takes a reason or note: the server says whether one is required (its guard). */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { usePageT } from './i18n.ts';

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
        <Textarea label={label} autosize minRows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid="reason-input" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button loading={busy} onClick={submit} data-testid="reason-submit">{tp('common.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
