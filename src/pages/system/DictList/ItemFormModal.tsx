/** Add or edit one item of a dictionary. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Switch, TextInput, Textarea } from '@mantine/core';
import { http } from '../../../api/http.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';
import type { DictItemRecord } from './types.ts';

interface Props { opened: boolean; dictId: string; item: DictItemRecord | null; onClose(): void; onSaved(): void }

export function ItemFormModal({ opened, dictId, item, onClose, onSaved }: Props) {
  const tp = usePageT();
  const [v, setV] = useState({ itemText: '', itemValue: '', description: '', sortOrder: 1, enabled: true });
  const [errors, setErrors] = useState<{ itemText?: string; itemValue?: string }>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setV({ itemText: item?.itemText ?? '', itemValue: item?.itemValue ?? '', description: item?.description ?? '', sortOrder: item?.sortOrder ?? 1, enabled: (item?.status ?? 1) === 1 });
  }, [opened, item]);

  async function save() {
    const e: { itemText?: string; itemValue?: string } = {};
    if (!v.itemText.trim()) e.itemText = 'dict.rule.itemTextRequired';
    if (!v.itemValue.trim()) e.itemValue = 'dict.rule.itemValueRequired';
    if (e.itemText || e.itemValue) { setErrors(e); return; }
    setSaving(true);
    try {
      const body = { itemText: v.itemText.trim(), itemValue: v.itemValue.trim(), description: v.description.trim() || null, sortOrder: v.sortOrder, status: v.enabled ? 1 : 0 };
      if (item) await http.put('/sys/dictItem/edit', { id: item.id, ...body });
      else await http.post('/sys/dictItem/add', { dictId, ...body });
      notifySuccess(tp(item ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp(item ? 'dict.editItem' : 'dict.addItem')}>
      <TextInput label={tp('dict.itemText')} withAsterisk value={v.itemText} error={errors.itemText && tp(errors.itemText)} onChange={(e) => { const x = e.currentTarget.value; setV((s) => ({ ...s, itemText: x })); setErrors({}); }} />
      <TextInput mt="sm" label={tp('dict.itemValue')} withAsterisk value={v.itemValue} error={errors.itemValue && tp(errors.itemValue)} onChange={(e) => { const x = e.currentTarget.value; setV((s) => ({ ...s, itemValue: x })); setErrors({}); }} />
      <Textarea mt="sm" label={tp('common.description')} value={v.description} onChange={(e) => { const x = e.currentTarget.value; setV((s) => ({ ...s, description: x })); }} />
      <NumberInput mt="sm" label={tp('common.sortNo')} value={v.sortOrder} allowDecimal={false} onChange={(x) => setV((s) => ({ ...s, sortOrder: Number(x) || 0 }))} />
      <Switch mt="md" label={tp('dict.enabled')} checked={v.enabled} onChange={(e) => { const x = e.currentTarget.checked; setV((s) => ({ ...s, enabled: x })); }} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
        <Button loading={saving} onClick={save}>{tp('common.save')}</Button>
      </Group>
    </Modal>
  );
}
