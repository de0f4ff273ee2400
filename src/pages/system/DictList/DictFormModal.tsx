/** Add or edit a dictionary; the code is checked for duplicates before saving. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { dicts } from '../../../api/endpoints/system.ts';
import type { DictRecord } from '../../../contract/routes/dict.ts';
import { isValueFree } from '../../common/duplicate.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';
import { dictRules } from './dictRules.ts';

interface DictValues { dictName: string; dictCode: string; description: string }

export function DictFormModal({ opened, dict, onClose, onSaved }: { opened: boolean; dict: DictRecord | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const form = useForm<DictValues>({
    initialValues: { dictName: '', dictCode: '', description: '' },
    validate: dictRules(tp),
  });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    form.clearErrors();
    form.setValues({ dictName: dict?.dictName ?? '', dictCode: dict?.dictCode ?? '', description: dict?.description ?? '' });
  }, [opened, dict]); // not `form`: a new object every render

  async function save(v: DictValues) {
    setSaving(true);
    try {
      if (!(await isValueFree('sys_dict', 'dict_code', v.dictCode.trim(), dict?.id))) { form.setFieldError('dictCode', tp('dict.rule.codeTaken')); return; }
      const body = { dictName: v.dictName.trim(), dictCode: v.dictCode.trim(), description: v.description.trim() || null };
      if (dict) await dicts.edit({ id: dict.id, ...body });
      else await dicts.add(body);
      notifySuccess(tp(dict ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp(dict ? 'dict.edit' : 'dict.add')}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <TextInput label={tp('dict.dictName')} withAsterisk {...form.getInputProps('dictName')} />
        <TextInput mt="sm" label={tp('dict.dictCode')} withAsterisk {...form.getInputProps('dictCode')} />
        <Textarea mt="sm" label={tp('common.description')} {...form.getInputProps('description')} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
