/**
 * Supplier registration (/newsupplier/register, /newsupplier/supplierRegister, /supplier/register):
 * POST /supplier/register creates the company, its login account and a service contract the platform
 * then initiates. The phone is confirmed with an SMS code sent with smsmode '0'. The company address
 * (district and street line) is optional.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useLocation } from 'wouter';
import { registerSupplier } from '../../api/endpoints/registration.ts';
import { ADDRESS_MAX } from '../../contract/routes/registration.ts';
import { useT } from '../../i18n/index.ts';
import { RegionPicker } from '../common/RegionPicker/index.ts';
import { emptySupplierRegisterForm, firstError, supplierRegisterRules, type SupplierRegisterForm } from './registrationForms.ts';
import { sendRegistrationCode, useSmsCountdown } from './useSmsCountdown.ts';

export default function SupplierRegister() {
  const t = useT();
  const [, navigate] = useLocation();
  const sms = useSmsCountdown();
  const form = useForm<SupplierRegisterForm>({ initialValues: emptySupplierRegisterForm(), validate: supplierRegisterRules });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // the form's problems show one at a time in the alert under it, in the order the server checks them
  const input = (name: Exclude<keyof SupplierRegisterForm, 'regionId'>) => ({ name, ...form.getInputProps(name, { withError: false }) });
  const getCode = async () => setError(await sendRegistrationCode(form.getValues().phone, sms, t));
  const submit = async (values: SupplierRegisterForm) => {
    setError(undefined);
    setBusy(true);
    try {
      const { username } = await registerSupplier({
        companyName: values.companyName.trim(), contact: values.contact.trim(), phone: values.phone.trim(), smscode: values.smscode.trim(),
        username: values.username.trim(), password: values.password, regionId: values.regionId ?? undefined, address: values.address.trim() || undefined,
      }, { silent: true });
      navigate(`/user/register-result?username=${encodeURIComponent(username)}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('shell.register.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={form.onSubmit(submit, (errors) => setError(firstError(errors)))} data-testid="supplier-register-form">
      <Stack>
        <Title order={3}>{t('shell.supplierRegister.title')}</Title>
        <TextInput label={t('shell.supplierRegister.company')} {...input('companyName')} required />
        <TextInput label={t('shell.supplierRegister.contact')} {...input('contact')} required />
        <RegionPicker label={t('shell.supplierRegister.region')} value={form.values.regionId} onChange={(id) => form.setFieldValue('regionId', id)} />
        <TextInput label={t('shell.supplierRegister.address')} {...input('address')} maxLength={ADDRESS_MAX} />
        <TextInput label={t('shell.login.phone')} {...input('phone')} maxLength={11} required />
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={t('shell.login.code')} {...input('smscode')} maxLength={6} required />
          <Button variant="default" disabled={sms.remaining > 0} onClick={getCode} w={130}>
            {sms.remaining > 0 ? t('shell.login.resendIn', { seconds: sms.remaining }) : t('shell.login.getCode')}
          </Button>
        </Group>
        <TextInput label={t('shell.login.username')} {...input('username')} required />
        <PasswordInput label={t('shell.login.password')} {...input('password')} required />
        <PasswordInput label={t('shell.register.confirm')} {...input('confirm')} required />
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
