/**
 * Self-registration (shown when registerEnable is 1). The API server of this version has no
 * registration call: the form validates what it can and then says so honestly; accounts are made by
 * the platform administrator.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useT } from '../../app/i18n/index.ts';
import { platform } from '../../shell/platform/platform.ts';
import { MOBILE } from './useSmsCountdown.ts';

const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d]).{6,16}$/;

export default function Register() {
  const t = useT();
  const { settings, loaded } = useSnapshot(platform);
  const [form, setForm] = useState({ username: '', password: '', confirm: '', phone: '' });
  const [message, setMessage] = useState<{ color: string; text: string }>();
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.currentTarget.value });

  if (loaded && settings.registerEnable !== '1') {
    return <Alert color="yellow">{t('shell.register.disabled')}</Alert>;
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    let problem: string | undefined;
    if (!form.username.trim()) problem = t('shell.login.usernameRequired');
    else if (form.password.length < 6 || form.password.length > 16) problem = t('validation.passwordLength');
    else if (!STRONG.test(form.password)) problem = t('validation.passwordWeak');
    else if (form.password !== form.confirm) problem = t('validation.passwordMismatch');
    else if (!MOBILE.test(form.phone)) problem = t('validation.phoneInvalid');
    setMessage(problem ? { color: 'red', text: problem } : { color: 'yellow', text: t('shell.register.unsupported') });
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <Title order={3}>{t('shell.register.title')}</Title>
        <TextInput label={t('shell.login.username')} value={form.username} onChange={set('username')} />
        <PasswordInput label={t('shell.login.password')} value={form.password} onChange={set('password')} />
        <PasswordInput label={t('shell.register.confirm')} value={form.confirm} onChange={set('confirm')} />
        <TextInput label={t('shell.login.phone')} value={form.phone} onChange={set('phone')} maxLength={11} />
        {message && <Alert color={message.color}>{message.text}</Alert>}
        <Group justify="space-between">
          <Button type="submit">{t('shell.register.submit')}</Button>
          <Anchor component={Link} href="/user/login">
            {t('shell.register.toLogin')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
