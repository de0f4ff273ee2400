/** Add or edit one user: fields, role and department pickers, local rules, then the duplicate checks, then save. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, MultiSelect, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { http } from '../../../api/http.ts';
import { isUserValueFree } from '../../common/duplicate.ts';
import { notifySuccess, splitIds, usePageT } from '../../common/index.ts';
import { USER_TYPES, type UserRecord } from './types.ts';
import { userPayload, validateUser, type UserErrors, type UserFormValues } from './userRules.ts';
import { useUserOptions } from './useUserOptions.ts';

const EMPTY: UserFormValues = {
  username: '', realname: '', password: '', confirmpassword: '', phone: '', email: '', userType: '1', selectedroles: [], selecteddeparts: [],
};

interface Props { opened: boolean; user: UserRecord | null; onClose(): void; onSaved(): void }

export function UserFormModal({ opened, user, onClose, onSaved }: Props) {
  const tp = usePageT();
  const { roles, departs } = useUserOptions();
  const [values, setValues] = useState<UserFormValues>(EMPTY);
  const [errors, setErrors] = useState<UserErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    if (!user) { setValues(EMPTY); return; }
    setValues({
      ...EMPTY, id: user.id, username: user.username, realname: user.realname ?? '', phone: user.phone ?? '', email: user.email ?? '',
      userType: String(user.userType ?? '1'), selecteddeparts: splitIds(user.departIds),
    });
    http.get<string[]>('/sys/user/queryUserRole', { userid: user.id })
      .then((ids) => setValues((v) => (v.id === user.id ? { ...v, selectedroles: ids } : v)))
      .catch(() => {});
  }, [opened, user]);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const err = (key: keyof UserFormValues) => (errors[key] ? tp(errors[key]!) : undefined);

  async function save() {
    const local = validateUser(values);
    if (Object.keys(local).length) { setErrors(local); return; }
    setSaving(true);
    try {
      // Section 5: the duplicate checks run before saving; each taken value is shown at its field.
      const found: UserErrors = {};
      if (!values.id && !(await isUserValueFree('username', values.username.trim()))) found.username = 'user.rule.usernameTaken';
      if (values.phone.trim() && !(await isUserValueFree('phone', values.phone.trim(), values.id))) found.phone = 'user.rule.phoneTaken';
      if (values.email.trim() && !(await isUserValueFree('email', values.email.trim(), values.id))) found.email = 'user.rule.emailTaken';
      if (Object.keys(found).length) { setErrors(found); return; }
      const body = userPayload(values);
      if (values.id) await http.put('/sys/user/edit', body);
      else await http.post('/sys/user/add', body);
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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={tp('user.username')} withAsterisk disabled={Boolean(user)} value={values.username} error={err('username')}
          onChange={(e) => set('username', e.currentTarget.value)} data-field="username" />
        <TextInput label={tp('user.realname')} withAsterisk value={values.realname} error={err('realname')}
          onChange={(e) => set('realname', e.currentTarget.value)} data-field="realname" />
        {!user && (
          <>
            <PasswordInput label={tp('user.password')} withAsterisk value={values.password} error={err('password')}
              onChange={(e) => set('password', e.currentTarget.value)} data-field="password" />
            <PasswordInput label={tp('user.confirmPassword')} withAsterisk value={values.confirmpassword} error={err('confirmpassword')}
              onChange={(e) => set('confirmpassword', e.currentTarget.value)} data-field="confirmpassword" />
          </>
        )}
        <TextInput label={tp('user.phone')} value={values.phone} error={err('phone')}
          onChange={(e) => set('phone', e.currentTarget.value)} data-field="phone" />
        <TextInput label={tp('user.email')} value={values.email} error={err('email')}
          onChange={(e) => set('email', e.currentTarget.value)} data-field="email" />
        <Select label={tp('user.userType')} data={USER_TYPES.map((v) => ({ value: v, label: tp(`user.type.${v}`) }))}
          value={values.userType} allowDeselect={false} onChange={(v) => set('userType', v ?? '1')} />
      </SimpleGrid>
      <MultiSelect mt="sm" label={tp('user.roles')} data={roles} value={values.selectedroles} searchable clearable
        onChange={(v) => set('selectedroles', v)} data-field="roles" />
      <MultiSelect mt="sm" label={tp('user.departs')} data={departs} value={values.selecteddeparts} searchable clearable
        onChange={(v) => set('selecteddeparts', v)} data-field="departs" />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
        <Button loading={saving} onClick={save}>{tp('common.save')}</Button>
      </Group>
    </Modal>
  );
}
