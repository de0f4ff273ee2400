/** Add a region under a parent (its code extends the parent's), or rename and reorder one (codes stay). */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { regionAdmin } from '../../../api/endpoints/system-extra.ts';
import { REGION_CODE_PATTERN } from '../../../contract/domain/systemExtra.ts';
import { REGION_ROOT } from '../../../contract/routes/region.ts';
import type { RegionRecord } from '../../../contract/routes/system-extra.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';

export interface RegionEditing {
  pid: string;
  /** null: a new region under pid. */
  region: RegionRecord | null;
}

interface Values { id: string; text: string; sort: number }

export function RegionFormModal({ editing, onClose, onSaved }: { editing: RegionEditing | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const form = useForm<Values>({
    initialValues: { id: '', text: '', sort: 0 },
    validate: {
      id: (v) => (editing?.region || new RegExp(REGION_CODE_PATTERN).test(v.trim()) ? null : tp('address.rule.codeFormat')),
      text: (v) => (v.trim() ? null : tp('address.rule.nameRequired')),
    },
  });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!editing) return;
    form.clearErrors();
    const r = editing.region;
    form.setValues(r ? { id: r.id, text: r.text, sort: r.sort } : { id: editing.pid === REGION_ROOT ? '' : editing.pid, text: '', sort: 0 });
  }, [editing]); // not `form`: a new object every render

  async function save(v: Values) {
    if (!editing) return;
    setSaving(true);
    try {
      const r = editing.region;
      if (r) await regionAdmin.edit({ id: r.id, version: r.version, text: v.text.trim(), sort: v.sort });
      else await regionAdmin.add({ pid: editing.pid, id: v.id.trim(), text: v.text.trim(), sort: v.sort });
      notifySuccess(tp(r ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={editing !== null} onClose={onClose} title={tp(editing?.region ? 'address.edit' : 'address.add')}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        {editing && editing.pid !== REGION_ROOT && <Text size="sm" c="dimmed" mb="xs">{tp('address.parentCode', { code: editing.pid })}</Text>}
        <TextInput label={tp('address.code')} withAsterisk disabled={Boolean(editing?.region)} {...form.getInputProps('id')} />
        <TextInput mt="sm" label={tp('address.name')} withAsterisk {...form.getInputProps('text')} />
        <NumberInput mt="sm" label={tp('common.sortNo')} min={0} max={9999} allowDecimal={false} {...form.getInputProps('sort')} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
