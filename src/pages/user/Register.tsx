/**
 * Self-registration (shown when registerEnable is 1): POST /sys/user/register with an SMS code sent with
 * smsmode '0'. The account gets no roles; an administrator grants them (the result page says so).
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { registerUser } from '../../api/endpoints/registration.ts';
import { useT } from '../../i18n/index.ts';
import { platform } from '../../shell/platform/platform.ts';
import { emptyRegisterForm, firstError, registerRules, type RegisterForm } from './registrationForms.ts';
import { sendRegistrationCode, useSmsCountdown } from './useSmsCountdown.ts';

export default function Register() {
  const t = useT();
  const [, navigate] = useLocation();
  const { settings, loaded } = useSnapshot(platform);
  const sms = useSmsCountdown();
  const form = useForm<RegisterForm>({ initialValues: emptyRegisterForm(), validate: registerRules });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // the form's problems show one at a time in the alert under it, in the order the server checks them
  const input = (name: keyof RegisterForm) => ({ name, ...form.getInputProps(name, { withError: false }) });

  if (loaded && settings.registerEnable !== '1') {
    return <Alert color="yellow">{t('shell.register.disabled')}</Alert>;
  }
  const getCode = async () => setError(await sendRegistrationCode(form.getValues().phone, sms, t));
  const submit = async (values: RegisterForm) => {
    setError(undefined);
    setBusy(true);
    try {
      const { username } = await registerUser({
        username: values.username.trim(), password: values.password, phone: values.phone.trim(), smscode: values.smscode.trim(), realname: values.realname.trim() || undefined,
      }, { silent: true });
      navigate(`/user/register-result?username=${encodeURIComponent(username)}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('shell.register.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={form.onSubmit(submit, (errors) => setError(firstError(errors)))} data-testid="register-form" noValidate>
      <Stack>
        <Title order={3}>{t('shell.register.title')}</Title>
        <TextInput label={t('shell.login.username')} {...input('username')} />
        <TextInput label={t('shell.register.realname')} {...input('realname')} maxLength={20} />
        <PasswordInput label={t('shell.login.password')} {...input('password')} />
        <PasswordInput label={t('shell.register.confirm')} {...input('confirm')} />
        <TextInput label={t('shell.login.phone')} {...input('phone')} maxLength={11} />
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={t('shell.login.code')} {...input('smscode')} maxLength={6} />
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
