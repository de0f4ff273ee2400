/** Login by password or by phone with an SMS code; then the redirect query or the landing path. */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLock, IconPhone, IconUser } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { Link, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { passwordLogin, phoneLogin, queryLoginType, sendSmsCode } from '../../api/endpoints/session.ts';
import { ApiError } from '../../api/http.ts';
import type { LoginResult } from '../../contract/routes/session.ts';
import { mobileProblem, phoneForCodeProblem, smsCodeProblem } from '../../contract/rules/index.ts';
import { ruleMessage, useT } from '../../i18n/index.ts';
import { platform } from '../../shell/platform/platform.ts';
import { afterLoginPath } from '../../shell/router/guards.ts';
import { login } from '../../shell/state/session.ts';
import { firstError } from './registrationForms.ts';
import { useSmsCountdown } from './useSmsCountdown.ts';

interface LoginForm {
  username: string;
  password: string;
  phone: string;
  code: string;
}

export default function Login() {
  const t = useT();
  const search = useSearch();
  const { settings } = useSnapshot(platform);
  const [tab, setTab] = useState<string | null>('password');
  // only the open tab's fields are checked; the first problem shows in the alert
  const form = useForm<LoginForm>({
    initialValues: { username: '', password: '', phone: '', code: '' },
    validate: (values) =>
      tab === 'password'
        ? { username: values.username.trim() ? null : t('shell.login.usernameRequired'), password: values.password ? null : t('shell.login.passwordRequired') }
        : { phone: ruleMessage(mobileProblem(values.phone)) ?? null, code: ruleMessage(smsCodeProblem(values.code)) ?? null },
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const sms = useSmsCountdown();

  const finish = async (result: LoginResult) => {
    await login(result);
    const landing = await queryLoginType({ silent: true }).catch(() => undefined);
    navigate(afterLoginPath(search, landing), { replace: true });
  };

  const submit = async ({ username, password, phone, code }: LoginForm) => {
    setError(undefined);
    setBusy(true);
    try {
      const envelope =
        tab === 'password'
          ? await passwordLogin({ username: username.trim(), password })
          : await phoneLogin(phone, code.trim());
      if (String(envelope.code) === '200' && envelope.result) await finish(envelope.result);
      else setError(envelope.message || t('shell.login.failed'));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('shell.login.failed'));
    } finally {
      setBusy(false);
    }
  };
  const refuse = (errors: Record<string, unknown>) => setError(firstError(errors));

  const getCode = async () => {
    const { phone } = form.getValues();
    const problem = ruleMessage(phoneForCodeProblem(phone));
    if (problem) return setError(problem);
    setError(undefined);
    try {
      await sendSmsCode(phone, '1', { silent: true });
      sms.start();
      notifications.show({ color: 'green', message: t('messages.codeSent') });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit, refuse)} data-testid="login-form">
      <Stack>
        <Title order={3} ta="center">
          {t('shell.login.title')}
        </Title>
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List grow>
            <Tabs.Tab value="password">{t('shell.login.byPassword')}</Tabs.Tab>
            <Tabs.Tab value="phone">{t('shell.login.byPhone')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="password" pt="md">
            <Stack>
              <TextInput name="username" leftSection={<IconUser size={16} />} placeholder={t('shell.login.username')} {...form.getInputProps('username', { withError: false })} autoComplete="username" />
              <PasswordInput name="password" leftSection={<IconLock size={16} />} placeholder={t('shell.login.password')} {...form.getInputProps('password', { withError: false })} autoComplete="current-password" />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="phone" pt="md">
            <Stack>
              <TextInput name="phone" leftSection={<IconPhone size={16} />} placeholder={t('shell.login.phone')} {...form.getInputProps('phone', { withError: false })} onChange={(e) => form.setFieldValue('phone', e.currentTarget.value.trim())} maxLength={11} />
              <Group gap="xs" wrap="nowrap">
                <TextInput name="code" style={{ flex: 1 }} placeholder={t('shell.login.code')} {...form.getInputProps('code', { withError: false })} maxLength={6} />
                <Button variant="default" disabled={sms.remaining > 0} onClick={getCode} w={130}>
                  {sms.remaining > 0 ? t('shell.login.resendIn', { seconds: sms.remaining }) : t('shell.login.getCode')}
                </Button>
              </Group>
            </Stack>
          </Tabs.Panel>
        </Tabs>
        {error && (
          <Alert color="red" data-testid="login-error">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy} fullWidth>
          {t('shell.login.submit')}
        </Button>
        <Group justify="space-between">
          <Anchor component={Link} href="/newsupplier/supplierRegister" size="sm">
            {t('shell.login.supplierRegister')}
          </Anchor>
          {settings.registerEnable === '1' && (
            <Anchor component={Link} href="/user/register" size="sm">
              {t('shell.login.register')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}
