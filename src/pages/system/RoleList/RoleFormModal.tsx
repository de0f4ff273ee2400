/** Add or edit a role; the role code is checked for duplicates before saving. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { roles } from '../../../api/endpoints/system.ts';
import type { RoleRecord } from '../../../contract/routes/admin-roles.ts';
import { isValueFree } from '../../common/duplicate.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';
import { validateRole, type RoleFormValues } from './roleRules.ts';

const EMPTY: RoleFormValues = { roleName: '', roleCode: '', description: '', landingPath: '' };

export function RoleFormModal({ opened, role, onClose, onSaved }: { opened: boolean; role: RoleRecord | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const form = useForm<RoleFormValues>({
    initialValues: EMPTY,
    validate: (values) => Object.fromEntries(Object.entries(validateRole(values)).map(([field, key]) => [field, tp(key)])),
  });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    form.clearErrors();
    form.setValues(role ? { id: role.id, roleName: role.roleName, roleCode: role.roleCode, description: role.description ?? '', landingPath: role.landingPath ?? '' } : EMPTY);
  }, [opened, role]); // not `form`: a new object every render

  async function save(values: RoleFormValues) {
    setSaving(true);
    try {
      if (!(await isValueFree('sys_role', 'role_code', values.roleCode.trim(), values.id))) { form.setFieldError('roleCode', tp('role.rule.codeTaken')); return; }
      const body = { roleName: values.roleName.trim(), roleCode: values.roleCode.trim(), description: values.description.trim() || null, landingPath: values.landingPath.trim() || null };
      if (values.id) await roles.edit({ id: values.id, ...body });
      else await roles.add(body);
      notifySuccess(tp(values.id ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp(role ? 'role.edit' : 'role.add')}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <TextInput label={tp('role.roleName')} withAsterisk {...form.getInputProps('roleName')} />
        <TextInput mt="sm" label={tp('role.roleCode')} withAsterisk {...form.getInputProps('roleCode')} />
        <TextInput mt="sm" label={tp('role.landingPath')} placeholder="/dashboard/analysis" {...form.getInputProps('landingPath')} />
        <Textarea mt="sm" label={tp('common.description')} {...form.getInputProps('description')} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
