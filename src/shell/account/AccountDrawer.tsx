/**
 * The account drawer (sections 2, 5, 8): nickname, phone with an SMS code, and password. The password
 * form resets each time the drawer opens; opened without a username it warns 'no login user' and closes.
 */
import { useEffect, useState } from 'react';
import { Button, Drawer, Group, PasswordInput, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import { sessionState } from '../state/session.ts';
import { changeNickname, changePassword, changePhone, sendChangeCode } from './accountCalls.ts';
import { codeRequestError, emptyPasswordForm, hasErrors, nicknameError, passwordErrors, phoneErrors, type Errors, type PasswordForm, type PhoneForm } from './accountForms.ts';
import { useCountdown } from './useCountdown.ts';

const success = (message: string) => notifications.show({ color: 'green', message });

export function AccountDrawer(props: { opened: boolean; onClose(): void }) {
  const { opened, onClose } = props;
  const t = useT();
  const session = useSnapshot(sessionState);
  const username = session.user?.username;
  const [tab, setTab] = useState<string | null>('basic');

  // no user: warn instead of opening
  useEffect(() => {
    if (opened && !username) {
      notifications.show({ color: 'yellow', message: t('messages.noLoginUser') });
      onClose();
    }
  }, [opened, username, onClose, t]);

  return (
    <Drawer
      opened={opened && !!username}
      onClose={onClose}
      position="right"
      size="md"
      title={t('flows.account.title')}
      data-testid="account-drawer"
    >
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="basic">{t('flows.account.tabBasic')}</Tabs.Tab>
          <Tabs.Tab value="phone">{t('flows.account.tabPhone')}</Tabs.Tab>
          <Tabs.Tab value="password">{t('flows.account.tabPassword')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic" pt="md">
          <NicknameForm opened={opened} />
        </Tabs.Panel>
        <Tabs.Panel value="phone" pt="md">
          <PhoneFormPanel opened={opened} />
        </Tabs.Panel>
        <Tabs.Panel value="password" pt="md">
          <PasswordFormPanel opened={opened} />
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}

function NicknameForm({ opened }: { opened: boolean }) {
  const t = useT();
  const session = useSnapshot(sessionState);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (opened) {
      setValue(sessionState.user?.realname ?? '');
      setError(undefined);
    }
  }, [opened]);
  const save = async () => {
    const problem = nicknameError(value);
    setError(problem ? t(problem) : undefined);
    if (problem) return;
    setSaving(true);
    try {
      await changeNickname(value);
      success(t('flows.account.saved'));
    } catch {
      // the http client shows the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack>
      <TextInput label={t('flows.account.username')} value={session.user?.username ?? ''} readOnly variant="filled" />
      <TextInput
        label={t('flows.account.nickname')}
        placeholder={t('flows.account.nicknamePlaceholder')}
        withAsterisk
        value={value}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setValue(next);
          // Re-check while a message shows, so it goes as soon as the nickname is right: clearing it on blur
          // instead would shift the Save button from under the pointer between press and release.
          if (error) {
            const problem = nicknameError(next);
            setError(problem ? t(problem) : undefined);
          }
        }}
        onBlur={() => {
          const problem = nicknameError(value);
          setError(problem ? t(problem) : undefined);
        }}
        error={error}
        data-testid="account-nickname"
      />
      <Group justify="flex-end">
        <Button onClick={save} loading={saving} data-testid="account-nickname-save">
          {t('flows.account.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function PhoneFormPanel({ opened }: { opened: boolean }) {
  const t = useT();
  const session = useSnapshot(sessionState);
  const [form, setForm] = useState<PhoneForm>({ phone: '', smscode: '' });
  const [errors, setErrors] = useState<Errors<keyof PhoneForm>>({});
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const countdown = useCountdown();
  useEffect(() => {
    if (opened) {
      setForm({ phone: '', smscode: '' });
      setErrors({});
    }
  }, [opened]);
  const translate = (errs: Errors<keyof PhoneForm>) =>
    Object.fromEntries(Object.entries(errs).map(([k, v]) => [k, v ? t(v) : v])) as Errors<keyof PhoneForm>;

  const getCode = async () => {
    const problem = codeRequestError(form.phone);
    if (problem) {
      setErrors((e) => ({ ...e, phone: t(problem) }));
      return;
    }
    setErrors((e) => ({ ...e, phone: undefined }));
    setSending(true);
    try {
      await sendChangeCode(form.phone);
      countdown.start();
      success(t('messages.codeSent'));
    } catch {
      // 'phone number already exists' and the rest come from the server through the http client
    } finally {
      setSending(false);
    }
  };
  const save = async () => {
    const problems = phoneErrors(form);
    setErrors(translate(problems));
    if (hasErrors(problems)) return;
    setSaving(true);
    try {
      await changePhone(form.phone, form.smscode);
      countdown.stop();
      setForm({ phone: '', smscode: '' });
      success(t('flows.account.saved'));
    } catch {
      // shown by the http client
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack>
      <TextInput label={t('flows.account.currentPhone')} value={session.user?.phone ?? ''} readOnly variant="filled" />
      <TextInput
        label={t('flows.account.phone')}
        placeholder={t('flows.account.phonePlaceholder')}
        withAsterisk
        maxLength={11}
        value={form.phone}
        onChange={(e) => setForm({ ...form, phone: e.currentTarget.value })}
        error={errors.phone}
        data-testid="account-phone"
      />
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('flows.account.code')}
          placeholder={t('flows.account.codePlaceholder')}
          withAsterisk
          maxLength={6}
          value={form.smscode}
          onChange={(e) => setForm({ ...form, smscode: e.currentTarget.value })}
          error={errors.smscode}
          data-testid="account-code"
        />
        <Button
          mt={25}
          variant="default"
          w={120}
          disabled={countdown.remaining > 0}
          loading={sending}
          onClick={getCode}
          data-testid="account-get-code"
        >
          {countdown.remaining > 0 ? t('flows.account.resend', { seconds: countdown.remaining }) : t('flows.account.getCode')}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button onClick={save} loading={saving} data-testid="account-phone-save">
          {t('flows.account.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function PasswordFormPanel({ opened }: { opened: boolean }) {
  const t = useT();
  const [form, setForm] = useState<PasswordForm>(emptyPasswordForm);
  const [errors, setErrors] = useState<Errors<keyof PasswordForm>>({});
  const [saving, setSaving] = useState(false);
  // section 2: the password form resets each time the drawer opens
  useEffect(() => {
    if (opened) {
      setForm(emptyPasswordForm());
      setErrors({});
    }
  }, [opened]);
  const save = async () => {
    const problems = passwordErrors(form);
    setErrors(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, v ? t(v) : v])));
    if (hasErrors(problems)) return;
    setSaving(true);
    try {
      await changePassword({ username: sessionState.user?.username ?? '', ...form });
      setForm(emptyPasswordForm());
      success(t('flows.account.passwordSaved'));
    } catch {
      // the http client shows the server's message (e.g. a wrong old password)
    } finally {
      setSaving(false);
    }
  };
  const field = (name: keyof PasswordForm, label: string) => (
    <PasswordInput
      label={label}
      withAsterisk
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.currentTarget.value })}
      error={errors[name]}
      data-testid={`account-${name}`}
      autoComplete={name === 'oldpassword' ? 'current-password' : 'new-password'}
    />
  );
  return (
    <Stack>
      {field('oldpassword', t('flows.account.oldPassword'))}
      {field('password', t('flows.account.newPassword'))}
      <Text size="xs" c="dimmed" mt={-10}>
        {t('flows.account.passwordHint')}
      </Text>
      {field('confirmpassword', t('flows.account.confirmPassword'))}
      <Group justify="flex-end">
        <Button onClick={save} loading={saving} data-testid="account-password-save">
          {t('flows.account.save')}
        </Button>
      </Group>
    </Stack>
  );
}
