/** An administrator sets a user's password (PUT /sys/user/changePassword); the user's sessions end on the server. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { users } from '../../../api/endpoints/system.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';
import { passwordRules } from './userRules.ts';

export function PasswordModal({ username, onClose }: { username: string | null; onClose(): void }) {
  const tp = usePageT();
  const form = useForm({ initialValues: { password: '', confirmpassword: '' }, validate: passwordRules });
  const [saving, setSaving] = useState(false);
  useEffect(() => { form.reset(); }, [username]); // not `form`: a new object every render

  async function save({ password, confirmpassword }: { password: string; confirmpassword: string }) {
    if (username === null) return;
    setSaving(true);
    try {
      await users.changePassword({ username, password, confirmpassword });
      notifySuccess(tp('user.passwordChanged'));
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={username !== null} onClose={onClose} title={tp('user.changePassword')}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <TextInput label={tp('user.username')} value={username ?? ''} disabled />
        <PasswordInput mt="sm" label={tp('user.newPassword')} withAsterisk {...form.getInputProps('password')} />
        <PasswordInput mt="sm" label={tp('user.confirmPassword')} withAsterisk {...form.getInputProps('confirmpassword')} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
