/** Add or edit a dictionary; the code is checked for duplicates before saving. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, TextInput, Textarea } from '@mantine/core';
import { http } from '../../../api/http.ts';
import { isValueFree } from '../../common/duplicate.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';
import { DICT_CODE, type DictRecord } from './types.ts';

export function DictFormModal({ opened, dict, onClose, onSaved }: { opened: boolean; dict: DictRecord | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const [v, setV] = useState({ dictName: '', dictCode: '', description: '' });
  const [errors, setErrors] = useState<{ dictName?: string; dictCode?: string }>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setV({ dictName: dict?.dictName ?? '', dictCode: dict?.dictCode ?? '', description: dict?.description ?? '' });
  }, [opened, dict]);

  async function save() {
    const e: { dictName?: string; dictCode?: string } = {};
    if (!v.dictName.trim()) e.dictName = 'dict.rule.nameRequired';
    if (!v.dictCode.trim()) e.dictCode = 'dict.rule.codeRequired';
    else if (!DICT_CODE.test(v.dictCode.trim())) e.dictCode = 'dict.rule.codeFormat';
    if (e.dictName || e.dictCode) { setErrors(e); return; }
    setSaving(true);
    try {
      if (!(await isValueFree('sys_dict', 'dict_code', v.dictCode.trim(), dict?.id))) { setErrors({ dictCode: 'dict.rule.codeTaken' }); return; }
      const body = { dictName: v.dictName.trim(), dictCode: v.dictCode.trim(), description: v.description.trim() || null };
      if (dict) await http.put('/sys/dict/edit', { id: dict.id, ...body });
      else await http.post('/sys/dict/add', body);
      notifySuccess(tp(dict ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp(dict ? 'dict.edit' : 'dict.add')}>
      <TextInput label={tp('dict.dictName')} withAsterisk value={v.dictName} error={errors.dictName && tp(errors.dictName)} onChange={(e) => { const x = e.currentTarget.value; setV((s) => ({ ...s, dictName: x })); setErrors({}); }} />
      <TextInput mt="sm" label={tp('dict.dictCode')} withAsterisk value={v.dictCode} error={errors.dictCode && tp(errors.dictCode)} onChange={(e) => { const x = e.currentTarget.value; setV((s) => ({ ...s, dictCode: x })); setErrors({}); }} />
      <Textarea mt="sm" label={tp('common.description')} value={v.description} onChange={(e) => { const x = e.currentTarget.value; setV((s) => ({ ...s, description: x })); }} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
        <Button loading={saving} onClick={save}>{tp('common.save')}</Button>
      </Group>
    </Modal>
  );
}
