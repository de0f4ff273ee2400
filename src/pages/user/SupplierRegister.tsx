/**
 * Supplier registration (/newsupplier/register, /newsupplier/supplierRegister, /supplier/register).
 * The API server of this version has no supplier self-registration call: the form checks its fields
 * and then tells the supplier to contact the platform, which creates supplier accounts.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useT } from '../../app/i18n/index.ts';
import { MOBILE } from './useSmsCountdown.ts';

export default function SupplierRegister() {
  const t = useT();
  const [form, setForm] = useState({ company: '', creditCode: '', contact: '', phone: '' });
  const [message, setMessage] = useState<{ color: string; text: string }>();
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.currentTarget.value });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    let problem: string | undefined;
    if (!form.company.trim()) problem = t('shell.supplierRegister.companyRequired');
    else if (!form.contact.trim()) problem = t('shell.supplierRegister.contactRequired');
    else if (!MOBILE.test(form.phone)) problem = t('validation.phoneInvalid');
    setMessage(problem ? { color: 'red', text: problem } : { color: 'yellow', text: t('shell.supplierRegister.unsupported') });
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <Title order={3}>{t('shell.supplierRegister.title')}</Title>
        <TextInput label={t('shell.supplierRegister.company')} value={form.company} onChange={set('company')} required />
        <TextInput label={t('shell.supplierRegister.creditCode')} value={form.creditCode} onChange={set('creditCode')} />
        <TextInput label={t('shell.supplierRegister.contact')} value={form.contact} onChange={set('contact')} required />
        <TextInput label={t('shell.login.phone')} value={form.phone} onChange={set('phone')} maxLength={11} required />
        {message && <Alert color={message.color}>{message.text}</Alert>}
        <Group justify="space-between">
          <Button type="submit">{t('shell.supplierRegister.submit')}</Button>
          <Anchor component={Link} href="/user/login">
            {t('shell.register.toLogin')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
