/** The create / edit dialog of a bid: its rule (on create), title, effective day and the deadline for offers. */
import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { purchaseBids } from '../../api/endpoints/purchaseBids.ts';
import type { PurchaseBidRow } from '../../contract/routes/purchaseBids.ts';
import { usePageT } from '../common/index.ts';
import { DateTimeField } from '../system/AnnouncementList/DateTimeField.tsx';
import type { Option } from './options.ts';

/** 'YYYY-MM-DD HH:mm:ss' in the browser's zone as the instant the wire carries, and back. */
const toInstant = (local: string) => new Date(local.replace(' ', 'T')).toISOString();
const toLocal = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
};

/** A new bid's defaults: effective tomorrow, offers taken for three days until 17:00. */
function defaults(): { effectiveFrom: string; deadline: string } {
  const day = (offset: number) => toLocal(new Date(Date.now() + offset * 86_400_000).toISOString()).slice(0, 10);
  return { effectiveFrom: day(1), deadline: `${day(3)} 17:00:00` };
}

export function BidForm({ bid, rules, onClose, onSaved }: { bid: PurchaseBidRow | null; rules: Option[]; onClose(): void; onSaved(id: string): void }) {
  const tp = usePageT();
  const required = (value: unknown) => (value ? null : tp('purchaseBids.required'));
  const form = useForm({
    initialValues: { ruleId: bid?.ruleId ?? '', title: bid?.title ?? '', ...(bid ? { effectiveFrom: bid.effectiveFrom, deadline: toLocal(bid.deadline) } : defaults()) },
    validate: { ruleId: required, title: required, effectiveFrom: required, deadline: required },
  });
  const [saving, setSaving] = useState(false);
  const submit = form.onSubmit((v) => {
    setSaving(true);
    const body = { title: v.title.trim(), effectiveFrom: v.effectiveFrom, deadline: toInstant(v.deadline) };
    (bid ? purchaseBids.editBid(bid.id, { ...body, version: bid.version }) : purchaseBids.createBid({ ...body, ruleId: v.ruleId }))
      .then((saved) => { onSaved(saved.id); onClose(); })
      .catch(() => {})
      .finally(() => setSaving(false));
  });
  return (
    <Modal opened onClose={onClose} title={tp(bid ? 'common.edit' : 'purchaseBids.newBid')}>
      <form onSubmit={submit}>
        <Stack>
          <Select label={tp('purchaseBids.rule')} data={rules} disabled={!!bid} withAsterisk searchable {...form.getInputProps('ruleId')} data-testid="bid-rule" />
          <TextInput label={tp('purchaseBids.bidTitle2')} withAsterisk {...form.getInputProps('title')} data-testid="bid-title" />
          <DateInput label={tp('purchaseBids.effectiveFrom')} withAsterisk valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" {...form.getInputProps('effectiveFrom')} data-testid="bid-effective" />
          <DateTimeField label={tp('purchaseBids.deadline')} value={form.values.deadline} onChange={(value) => form.setFieldValue('deadline', value)} error={form.errors.deadline} data-field="deadline" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
            <Button type="submit" loading={saving} data-testid="bid-save">{tp('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
