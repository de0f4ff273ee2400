/** Add or edit a role; the role code is checked for duplicates before saving. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, TextInput, Textarea } from '@mantine/core';
import { http } from '../../../api/http.ts';
import { isValueFree } from '../../common/duplicate.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';
import { validateRole, type RoleFormValues } from './roleRules.ts';
import type { RoleRecord } from './types.ts';

const EMPTY: RoleFormValues = { roleName: '', roleCode: '', description: '', landingPath: '' };

export function RoleFormModal({ opened, role, onClose, onSaved }: { opened: boolean; role: RoleRecord | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const [values, setValues] = useState<RoleFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof RoleFormValues, string>>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setValues(role ? { id: role.id, roleName: role.roleName, roleCode: role.roleCode, description: role.description ?? '', landingPath: role.landingPath ?? '' } : EMPTY);
  }, [opened, role]);
  const set = (key: keyof RoleFormValues, value: string) => { setValues((v) => ({ ...v, [key]: value })); setErrors((e) => ({ ...e, [key]: undefined })); };

  async function save() {
    const local = validateRole(values);
    if (Object.keys(local).length) { setErrors(local); return; }
    setSaving(true);
    try {
      if (!(await isValueFree('sys_role', 'role_code', values.roleCode.trim(), values.id))) { setErrors({ roleCode: 'role.rule.codeTaken' }); return; }
      const body = { roleName: values.roleName.trim(), roleCode: values.roleCode.trim(), description: values.description.trim() || null, landingPath: values.landingPath.trim() || null };
      if (values.id) await http.put('/sys/role/edit', { id: values.id, ...body });
      else await http.post('/sys/role/add', body);
      notifySuccess(tp(values.id ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  const err = (k: keyof RoleFormValues) => (errors[k] ? tp(errors[k]!) : undefined);
  return (
    <Modal opened={opened} onClose={onClose} title={tp(role ? 'role.edit' : 'role.add')}>
      <TextInput label={tp('role.roleName')} withAsterisk value={values.roleName} error={err('roleName')} onChange={(e) => set('roleName', e.currentTarget.value)} />
      <TextInput mt="sm" label={tp('role.roleCode')} withAsterisk value={values.roleCode} error={err('roleCode')} onChange={(e) => set('roleCode', e.currentTarget.value)} />
      <TextInput mt="sm" label={tp('role.landingPath')} placeholder="/dashboard/analysis" value={values.landingPath} error={err('landingPath')} onChange={(e) => set('landingPath', e.currentTarget.value)} />
      <Textarea mt="sm" label={tp('common.description')} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
        <Button loading={saving} onClick={save}>{tp('common.save')}</Button>
      </Group>
    </Modal>
  );
}
