/** An administrator sets a user's password (PUT /sys/user/changePassword); the user's sessions end on the server. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, PasswordInput, TextInput } from '@mantine/core';
import { http } from '../../../api/http.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';
import { confirmError, passwordError } from './userRules.ts';

export function PasswordModal({ username, onClose }: { username: string | null; onClose(): void }) {
  const tp = usePageT();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => { setPassword(''); setConfirm(''); setErrors({}); }, [username]);

  async function save() {
    const p = passwordError(password);
    const c = p ? undefined : confirmError(password, confirm);
    if (p || c) { setErrors({ password: p, confirm: c }); return; }
    setSaving(true);
    try {
      await http.put('/sys/user/changePassword', { username, password, confirmpassword: confirm });
      notifySuccess(tp('user.passwordChanged'));
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={username !== null} onClose={onClose} title={tp('user.changePassword')}>
      <TextInput label={tp('user.username')} value={username ?? ''} disabled />
      <PasswordInput mt="sm" label={tp('user.newPassword')} withAsterisk value={password}
        error={errors.password && tp(errors.password)} onChange={(e) => { setPassword(e.currentTarget.value); setErrors({}); }} />
      <PasswordInput mt="sm" label={tp('user.confirmPassword')} withAsterisk value={confirm}
        error={errors.confirm && tp(errors.confirm)} onChange={(e) => { setConfirm(e.currentTarget.value); setErrors({}); }} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
        <Button loading={saving} onClick={save}>{tp('common.save')}</Button>
      </Group>
    </Modal>
  );
}
