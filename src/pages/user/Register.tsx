/**
 * Self-registration (shown when registerEnable is 1): POST /sys/user/register with an SMS code sent with
 * smsmode '0'. The account gets no roles; an administrator grants them (the result page says so).
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { http } from '../../api/http.ts';
import { useT } from '../../i18n/index.ts';
import { platform } from '../../shell/platform/platform.ts';
import { password } from '../../shell/rules/validators.ts';
import { MOBILE, sendRegistrationCode, useSmsCountdown } from './useSmsCountdown.ts';

/** The i18n key of the first password problem (section 5), or undefined; an empty password is too short. */
export function passwordProblemKey(value: string, confirm: string): string | undefined {
  return (value ? password(value) : 'validation.passwordLength') ?? (value !== confirm ? 'validation.passwordMismatch' : undefined);
}

export default function Register() {
  const t = useT();
  const [, navigate] = useLocation();
  const { settings, loaded } = useSnapshot(platform);
  const sms = useSmsCountdown();
  const [form, setForm] = useState({ username: '', realname: '', password: '', confirm: '', phone: '', smscode: '' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.currentTarget.value });

  if (loaded && settings.registerEnable !== '1') {
    return <Alert color="yellow">{t('shell.register.disabled')}</Alert>;
  }
  const getCode = async () => setError(await sendRegistrationCode(form.phone, sms, t));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    let problem: string | undefined;
    const passwordKey = passwordProblemKey(form.password, form.confirm);
    if (!form.username.trim()) problem = t('shell.login.usernameRequired');
    else if (passwordKey) problem = t(passwordKey);
    else if (!MOBILE.test(form.phone)) problem = t('validation.phoneInvalid');
    else if (!form.smscode.trim()) problem = t('validation.smsCodeRequired');
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { username } = await http.post<{ username: string }>('/sys/user/register', {
        username: form.username.trim(), password: form.password, phone: form.phone, smscode: form.smscode.trim(), realname: form.realname.trim() || undefined,
      }, { silent: true });
      navigate(`/user/register-result?username=${encodeURIComponent(username)}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('shell.register.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} data-testid="register-form">
      <Stack>
        <Title order={3}>{t('shell.register.title')}</Title>
        <TextInput label={t('shell.login.username')} value={form.username} onChange={set('username')} name="username" />
        <TextInput label={t('shell.register.realname')} value={form.realname} onChange={set('realname')} name="realname" maxLength={20} />
        <PasswordInput label={t('shell.login.password')} value={form.password} onChange={set('password')} name="password" />
        <PasswordInput label={t('shell.register.confirm')} value={form.confirm} onChange={set('confirm')} name="confirm" />
        <TextInput label={t('shell.login.phone')} value={form.phone} onChange={set('phone')} maxLength={11} name="phone" />
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={t('shell.login.code')} value={form.smscode} onChange={set('smscode')} maxLength={6} name="smscode" />
          <Button variant="default" disabled={sms.remaining > 0} onClick={getCode} w={130}>
            {sms.remaining > 0 ? t('shell.login.resendIn', { seconds: sms.remaining }) : t('shell.login.getCode')}
          </Button>
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="space-between">
          <Button type="submit" loading={busy}>{t('shell.register.submit')}</Button>
          <Anchor component={Link} href="/user/login">
            {t('shell.register.toLogin')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
