/**
 * Forgotten password by phone: a code sent with smsmode '2', then the new password twice, checked with
 * the account drawer's rules before POST /sys/user/passwordChange. Success goes back to the login page
 * with the server's message; the server's refusals show in the form.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useLocation } from 'wouter';
import { resetPassword, sendSmsCode } from '../../api/endpoints/session.ts';
import { useT } from '../../i18n/index.ts';
import { codeRequestError, hasErrors, type Errors } from '../../shell/account/accountForms.ts';
import { alterationErrors, emptyAlterationForm, type AlterationForm } from './alterationForm.ts';
import { useSmsCountdown } from './useSmsCountdown.ts';

type Field = keyof AlterationForm;

export default function Alteration() {
  const t = useT();
  const [, navigate] = useLocation();
  const sms = useSmsCountdown();
  const [form, setForm] = useState<AlterationForm>(emptyAlterationForm);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [refusal, setRefusal] = useState<string>();
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = key === 'phone' ? e.currentTarget.value.trim() : e.currentTarget.value;
    setForm((current) => ({ ...current, [key]: value }));
  };

  const getCode = async () => {
    const problem = codeRequestError(form.phone);
    setErrors((current) => ({ ...current, phone: problem ? t(problem) : undefined }));
    if (problem) return;
    setSending(true);
    try {
      await sendSmsCode(form.phone, '2', { silent: true });
      sms.start();
      notifications.show({ color: 'green', message: t('messages.codeSent') });
      setRefusal(undefined);
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems = alterationErrors(form);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, key && t(key)])));
    if (hasErrors(problems)) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      const message = await resetPassword({ ...form, smscode: form.smscode.trim() }, { silent: true });
      notifications.show({ color: 'green', message });
      navigate('/user/login');
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : t('shell.alteration.failed'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} data-testid="alteration-form" noValidate>
      <Stack>
        <Title order={3}>{t('shell.alteration.title')}</Title>
        <TextInput label={t('shell.login.phone')} value={form.phone} onChange={set('phone')} maxLength={11} name="phone" error={errors.phone} />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={t('shell.login.code')} value={form.smscode} onChange={set('smscode')} maxLength={6} name="smscode" error={errors.smscode} />
          <Button
            mt={25}
            variant="default"
            disabled={sms.remaining > 0}
            loading={sending}
            onClick={getCode}
            w={130}
            data-testid="alteration-get-code"
          >
            {sms.remaining > 0 ? t('shell.login.resendIn', { seconds: sms.remaining }) : t('shell.login.getCode')}
          </Button>
        </Group>
        <PasswordInput
          label={t('shell.alteration.newPassword')}
          description={t('shell.alteration.passwordHint')}
          value={form.password}
          onChange={set('password')}
          name="password"
          error={errors.password}
        />
        <PasswordInput
          label={t('shell.alteration.confirmPassword')}
          value={form.confirmpassword}
          onChange={set('confirmpassword')}
          name="confirmpassword"
          error={errors.confirmpassword}
        />
        {refusal && <Alert color="red">{refusal}</Alert>}
        <Group justify="space-between">
          <Button type="submit" loading={busy}>{t('shell.alteration.submit')}</Button>
          <Anchor component={Link} href="/user/login">
            {t('shell.register.toLogin')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
