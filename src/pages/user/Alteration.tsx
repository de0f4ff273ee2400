/**
 * Forgotten password by phone: a code sent with smsmode '2', then the new password twice, checked with
 * the account drawer's rules before POST /sys/user/passwordChange. Success goes back to the login page
 * with the server's message; the server's refusals show in the form.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Link, useLocation } from 'wouter';
import { resetPassword, sendSmsCode } from '../../api/endpoints/session.ts';
import { useT } from '../../i18n/index.ts';
import { codeRequestError } from '../../shell/account/accountForms.ts';
import { alterationRules, emptyAlterationForm, type AlterationForm } from './alterationForm.ts';
import { useSmsCountdown } from './useSmsCountdown.ts';

export default function Alteration() {
  const t = useT();
  const [, navigate] = useLocation();
  const sms = useSmsCountdown();
  const form = useForm<AlterationForm>({ initialValues: emptyAlterationForm(), validate: alterationRules });
  const [refusal, setRefusal] = useState<string>();
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);

  const getCode = async () => {
    const { phone } = form.getValues();
    const problem = codeRequestError(phone);
    form.setFieldError('phone', problem);
    if (problem) return;
    setSending(true);
    try {
      await sendSmsCode(phone, '2', { silent: true });
      sms.start();
      notifications.show({ color: 'green', message: t('messages.codeSent') });
      setRefusal(undefined);
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: AlterationForm) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const message = await resetPassword({ ...values, smscode: values.smscode.trim() }, { silent: true });
      notifications.show({ color: 'green', message });
      navigate('/user/login');
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : t('shell.alteration.failed'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} data-testid="alteration-form" noValidate>
      <Stack>
        <Title order={3}>{t('shell.alteration.title')}</Title>
        <TextInput
          label={t('shell.login.phone')}
          maxLength={11}
          name="phone"
          {...form.getInputProps('phone')}
          onChange={(e) => form.setFieldValue('phone', e.currentTarget.value.trim())}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={t('shell.login.code')} maxLength={6} name="smscode" {...form.getInputProps('smscode')} />
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
          name="password"
          {...form.getInputProps('password')}
        />
        <PasswordInput label={t('shell.alteration.confirmPassword')} name="confirmpassword" {...form.getInputProps('confirmpassword')} />
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
