/** Add or edit one item of a dictionary. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { dicts } from '../../../api/endpoints/system.ts';
import type { DictItemRecord } from '../../../contract/routes/dict.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';
import { itemRules } from './dictRules.ts';

interface Props { opened: boolean; dictId: string; item: DictItemRecord | null; onClose(): void; onSaved(): void }

interface ItemValues { itemText: string; itemValue: string; description: string; sortOrder: number; enabled: boolean }

export function ItemFormModal({ opened, dictId, item, onClose, onSaved }: Props) {
  const tp = usePageT();
  const form = useForm<ItemValues>({
    initialValues: { itemText: '', itemValue: '', description: '', sortOrder: 1, enabled: true },
    validate: itemRules(tp),
  });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    form.clearErrors();
    form.setValues({ itemText: item?.itemText ?? '', itemValue: item?.itemValue ?? '', description: item?.description ?? '', sortOrder: item?.sortOrder ?? 1, enabled: (item?.status ?? 1) === 1 });
  }, [opened, item]); // not `form`: a new object every render

  async function save(v: ItemValues) {
    setSaving(true);
    try {
      const body = { itemText: v.itemText.trim(), itemValue: v.itemValue.trim(), description: v.description.trim() || null, sortOrder: v.sortOrder, status: v.enabled ? 1 : 0 };
      if (item) await dicts.editItem({ id: item.id, ...body });
      else await dicts.addItem({ dictId, ...body });
      notifySuccess(tp(item ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp(item ? 'dict.editItem' : 'dict.addItem')}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <TextInput label={tp('dict.itemText')} withAsterisk {...form.getInputProps('itemText')} />
        <TextInput mt="sm" label={tp('dict.itemValue')} withAsterisk {...form.getInputProps('itemValue')} />
        <Textarea mt="sm" label={tp('common.description')} {...form.getInputProps('description')} />
        <NumberInput mt="sm" label={tp('common.sortNo')} allowDecimal={false} {...form.getInputProps('sortOrder')} onChange={(x) => form.setFieldValue('sortOrder', Number(x) || 0)} />
        <Switch mt="md" label={tp('dict.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
