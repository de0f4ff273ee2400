/** Add or edit one user: fields, role and department pickers, local rules, then the duplicate checks, then save. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, MultiSelect, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { users } from '../../../api/endpoints/system.ts';
import type { UserRecord } from '../../../contract/routes/admin-users.ts';
import { ruleMessage } from '../../../i18n/index.ts';
import { isUserValueFree } from '../../common/duplicate.ts';
import { notifySuccess, splitIds, usePageT } from '../../common/index.ts';
import { USER_TYPES, userPayload, userRules, type UserFormValues } from './userRules.ts';
import { useUserOptions } from './useUserOptions.ts';

const EMPTY: UserFormValues = {
  username: '', realname: '', password: '', confirmpassword: '', phone: '', email: '', userType: '1', selectedroles: [], selecteddeparts: [],
};

interface Props { opened: boolean; user: UserRecord | null; onClose(): void; onSaved(): void }

export function UserFormModal({ opened, user, onClose, onSaved }: Props) {
  const tp = usePageT();
  const { roles, departs } = useUserOptions();
  const form = useForm<UserFormValues>({ initialValues: EMPTY, validate: userRules });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    form.clearErrors();
    if (!user) { form.setValues(EMPTY); return; }
    form.setValues({
      ...EMPTY, id: user.id, username: user.username, realname: user.realname ?? '', phone: user.phone ?? '', email: user.email ?? '',
      userType: String(user.userType ?? '1'), selecteddeparts: splitIds(user.departIds),
    });
    users.queryUserRole(user.id)
      .then((ids) => { if (form.getValues().id === user.id) form.setFieldValue('selectedroles', ids); })
      .catch(() => {});
  }, [opened, user]); // not `form`: a new object every render

  async function save(values: UserFormValues) {
    setSaving(true);
    try {
      // Section 5: the duplicate checks run before saving; each taken value is shown at its field.
      const found: Partial<Record<keyof UserFormValues, string>> = {};
      if (!values.id && !(await isUserValueFree('username', values.username.trim()))) found.username = ruleMessage('USERNAME_EXISTS');
      if (values.phone.trim() && !(await isUserValueFree('phone', values.phone.trim(), values.id))) found.phone = ruleMessage('PHONE_EXISTS');
      if (values.email.trim() && !(await isUserValueFree('email', values.email.trim(), values.id))) found.email = ruleMessage('EMAIL_EXISTS');
      if (Object.keys(found).length) { form.setErrors(found); return; }
      const body = userPayload(values);
      if ('id' in body) await users.edit(body);
      else await users.add(body);
      notifySuccess(tp(values.id ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch {
      /* the shell shows the server's message */
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp(user ? 'user.edit' : 'user.add')} size="lg">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={tp('user.username')} withAsterisk disabled={Boolean(user)} {...form.getInputProps('username')} data-field="username" />
          <TextInput label={tp('user.realname')} withAsterisk {...form.getInputProps('realname')} data-field="realname" />
          {!user && (
            <>
              <PasswordInput label={tp('user.password')} withAsterisk {...form.getInputProps('password')} data-field="password" />
              <PasswordInput label={tp('user.confirmPassword')} withAsterisk {...form.getInputProps('confirmpassword')} data-field="confirmpassword" />
            </>
          )}
          <TextInput label={tp('user.phone')} {...form.getInputProps('phone')} data-field="phone" />
          <TextInput label={tp('user.email')} {...form.getInputProps('email')} data-field="email" />
          <Select label={tp('user.userType')} data={USER_TYPES.map((v) => ({ value: v, label: tp(`user.type.${v}`) }))}
            allowDeselect={false} {...form.getInputProps('userType')} onChange={(v) => form.setFieldValue('userType', v ?? '1')} />
        </SimpleGrid>
        <MultiSelect mt="sm" label={tp('user.roles')} data={roles} searchable clearable {...form.getInputProps('selectedroles')} data-field="roles" />
        <MultiSelect mt="sm" label={tp('user.departs')} data={departs} searchable clearable {...form.getInputProps('selecteddeparts')} data-field="departs" />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
