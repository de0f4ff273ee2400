/** Add or edit a template type; the code is checked for duplicates before saving. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, TextInput } from '@mantine/core';
import { http } from '../../../api/http.ts';
import { isValueFree } from '../../common/duplicate.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';
import type { TemplateType } from '../common/types.ts';

export function TypeFormModal({ opened, type, onClose, onSaved }: { opened: boolean; type: TemplateType | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [sortNo, setSortNo] = useState<number>(0);
  const [errors, setErrors] = useState<{ name?: string; code?: string }>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setName(type?.name ?? ''); setCode(type?.code ?? ''); setSortNo(type?.sortNo ?? 0);
  }, [opened, type]);

  async function save() {
    const found: { name?: string; code?: string } = {};
    if (!name.trim()) found.name = 'templateType.rule.nameRequired';
    if (!code.trim()) found.code = 'templateType.rule.codeRequired';
    if (found.name || found.code) { setErrors(found); return; }
    setSaving(true);
    try {
      if (!(await isValueFree('print_template_types', 'code', code.trim(), type?.id))) { setErrors({ code: 'templateType.rule.codeTaken' }); return; }
      const body = { name: name.trim(), code: code.trim(), sortNo };
      if (type) await http.put(`/print/templateTypes/${type.id}`, body);
      else await http.post('/print/templateTypes', body);
      notifySuccess(tp(type ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp(type ? 'templateType.edit' : 'templateType.add')}>
      <TextInput label={tp('templateType.name')} withAsterisk maxLength={50} value={name} error={errors.name && tp(errors.name)}
        onChange={(e) => { setName(e.currentTarget.value); setErrors({}); }} />
      <TextInput mt="sm" label={tp('templateType.code')} withAsterisk maxLength={50} value={code} error={errors.code && tp(errors.code)}
        onChange={(e) => { setCode(e.currentTarget.value); setErrors({}); }} />
      <NumberInput mt="sm" label={tp('common.sortNo')} value={sortNo} allowDecimal={false} onChange={(v) => setSortNo(Number(v) || 0)} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
        <Button loading={saving} onClick={save}>{tp('common.save')}</Button>
      </Group>
    </Modal>
  );
}
