/**
 * Supplier registration (/newsupplier/register, /newsupplier/supplierRegister, /supplier/register):
 * POST /supplier/register creates the company, its login account and a service contract the platform
 * then initiates. The phone is confirmed with an SMS code sent with smsmode '0'. The company address
 * (district and street line) is optional.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { http } from '../../api/http.ts';
import { ADDRESS_MAX } from '../../contract/routes/registration.ts';
import { useT } from '../../i18n/index.ts';
import { RegionPicker } from '../common/RegionPicker/index.ts';
import { passwordProblemKey } from './Register.tsx';
import { MOBILE, sendRegistrationCode, useSmsCountdown } from './useSmsCountdown.ts';

export default function SupplierRegister() {
  const t = useT();
  const [, navigate] = useLocation();
  const sms = useSmsCountdown();
  const [form, setForm] = useState({ companyName: '', contact: '', address: '', phone: '', smscode: '', username: '', password: '', confirm: '' });
  const [regionId, setRegionId] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.currentTarget.value });
  const getCode = async () => setError(await sendRegistrationCode(form.phone, sms, t));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    let problem: string | undefined;
    const passwordKey = passwordProblemKey(form.password, form.confirm);
    if (!form.companyName.trim()) problem = t('shell.supplierRegister.companyRequired');
    else if (!form.contact.trim()) problem = t('shell.supplierRegister.contactRequired');
    else if (!MOBILE.test(form.phone)) problem = t('validation.phoneInvalid');
    else if (!form.smscode.trim()) problem = t('validation.smsCodeRequired');
    else if (!form.username.trim()) problem = t('shell.login.usernameRequired');
    else if (passwordKey) problem = t(passwordKey);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { username } = await http.post<{ username: string }>('/supplier/register', {
        companyName: form.companyName.trim(), contact: form.contact.trim(), phone: form.phone, smscode: form.smscode.trim(),
        username: form.username.trim(), password: form.password, regionId: regionId ?? undefined, address: form.address.trim() || undefined,
      }, { silent: true });
      navigate(`/user/register-result?username=${encodeURIComponent(username)}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('shell.register.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} data-testid="supplier-register-form">
      <Stack>
        <Title order={3}>{t('shell.supplierRegister.title')}</Title>
        <TextInput label={t('shell.supplierRegister.company')} value={form.companyName} onChange={set('companyName')} name="companyName" required />
        <TextInput label={t('shell.supplierRegister.contact')} value={form.contact} onChange={set('contact')} name="contact" required />
        <RegionPicker label={t('shell.supplierRegister.region')} value={regionId} onChange={setRegionId} />
        <TextInput label={t('shell.supplierRegister.address')} value={form.address} onChange={set('address')} maxLength={ADDRESS_MAX} name="address" />
        <TextInput label={t('shell.login.phone')} value={form.phone} onChange={set('phone')} maxLength={11} name="phone" required />
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={t('shell.login.code')} value={form.smscode} onChange={set('smscode')} maxLength={6} name="smscode" required />
          <Button variant="default" disabled={sms.remaining > 0} onClick={getCode} w={130}>
            {sms.remaining > 0 ? t('shell.login.resendIn', { seconds: sms.remaining }) : t('shell.login.getCode')}
          </Button>
        </Group>
        <TextInput label={t('shell.login.username')} value={form.username} onChange={set('username')} name="username" required />
        <PasswordInput label={t('shell.login.password')} value={form.password} onChange={set('password')} name="password" required />
        <PasswordInput label={t('shell.register.confirm')} value={form.confirm} onChange={set('confirm')} name="confirm" required />
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="space-between">
          <Button type="submit" loading={busy}>{t('shell.supplierRegister.submit')}</Button>
          <Anchor component={Link} href="/user/login">
            {t('shell.register.toLogin')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
