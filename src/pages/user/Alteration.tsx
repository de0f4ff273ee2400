/**
 * Forgotten password by phone. The SMS code is real (/sys/sms); the server of this version has no
 * call that resets a password by code, so the last step says so — an administrator resets passwords.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'wouter';
import { http } from '../../api/http.ts';
import { useT } from '../../app/i18n/index.ts';
import { MOBILE, useSmsCountdown } from './useSmsCountdown.ts';

export default function Alteration() {
  const t = useT();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ color: string; text: string }>();
  const sms = useSmsCountdown();
  const getCode = async () => {
    if (!MOBILE.test(phone)) return setMessage({ color: 'red', text: t('validation.phoneForCode') });
    try {
      await http.post('/sys/sms', { phone, smsmode: '1' }, { silent: true });
      sms.start();
      notifications.show({ color: 'green', message: t('messages.codeSent') });
      setMessage(undefined);
    } catch (e) {
      setMessage({ color: 'red', text: e instanceof Error ? e.message : String(e) });
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!MOBILE.test(phone)) return setMessage({ color: 'red', text: t('validation.phoneInvalid') });
    if (!code.trim()) return setMessage({ color: 'red', text: t('validation.smsCodeRequired') });
    setMessage({ color: 'yellow', text: t('shell.alteration.unsupported') });
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <Title order={3}>{t('shell.alteration.title')}</Title>
        <TextInput label={t('shell.login.phone')} value={phone} onChange={(e) => setPhone(e.currentTarget.value.trim())} maxLength={11} />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={t('shell.login.code')} value={code} onChange={(e) => setCode(e.currentTarget.value)} maxLength={6} />
          <Button variant="default" disabled={sms.remaining > 0} onClick={getCode} w={130}>
            {sms.remaining > 0 ? t('shell.login.resendIn', { seconds: sms.remaining }) : t('shell.login.getCode')}
          </Button>
        </Group>
        {message && <Alert color={message.color}>{message.text}</Alert>}
        <Group justify="space-between">
          <Button type="submit">{t('shell.alteration.submit')}</Button>
          <Anchor component={Link} href="/user/login">
            {t('shell.register.toLogin')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
