/** Add or edit a position. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { positions } from '../../../api/endpoints/system-admin.ts';
import { RULE_CODE_PATTERN } from '../../../contract/domain/fillRule.ts';
import type { PositionRecord } from '../../../contract/routes/system-admin.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';

interface Values { code: string; name: string; rank: number; description: string }
const EMPTY: Values = { code: '', name: '', rank: 1, description: '' };

export function PositionFormModal({ opened, position, onClose, onSaved }: { opened: boolean; position: PositionRecord | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: {
      code: (v) => (new RegExp(RULE_CODE_PATTERN).test(v.trim()) ? null : tp('position.rule.codeFormat')),
      name: (v) => (v.trim() ? null : tp('position.rule.nameRequired')),
      rank: (v) => (Number.isInteger(v) && v >= 1 && v <= 99 ? null : tp('position.rule.rankRange')),
    },
  });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    form.clearErrors();
    form.setValues(position ? { code: position.code, name: position.name, rank: position.rank, description: position.description ?? '' } : EMPTY);
  }, [opened, position]); // not `form`: a new object every render

  async function save(v: Values) {
    setSaving(true);
    try {
      const body = { code: v.code.trim(), name: v.name.trim(), rank: v.rank, description: v.description.trim() || null };
      if (position) await positions.edit({ id: position.id, version: position.version, ...body });
      else await positions.add(body);
      notifySuccess(tp(position ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp(position ? 'position.edit' : 'position.add')}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <TextInput label={tp('position.code')} withAsterisk {...form.getInputProps('code')} />
        <TextInput mt="sm" label={tp('position.name')} withAsterisk {...form.getInputProps('name')} />
        <NumberInput mt="sm" label={tp('position.rank')} min={1} max={99} allowDecimal={false} withAsterisk {...form.getInputProps('rank')} />
        <Textarea mt="sm" label={tp('common.description')} {...form.getInputProps('description')} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
