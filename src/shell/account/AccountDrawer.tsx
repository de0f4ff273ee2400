/**
 * The account drawer (sections 2, 5, 8): nickname, phone with an SMS code, and password. The password
 * form resets each time the drawer opens; opened without a username it warns 'no login user' and closes.
 */
import { useEffect, useState } from 'react';
import { Button, Drawer, Group, PasswordInput, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import { sessionState } from '../state/session.ts';
import { changeNickname, changePassword, changePhone, sendChangeCode } from './accountCalls.ts';
import {
  codeRequestError, emptyPasswordForm, emptyPhoneForm, nicknameRules, passwordRules, phoneRules, type NicknameForm, type PasswordForm, type PhoneForm,
} from './accountForms.ts';
import { useCountdown } from './useCountdown.ts';

const success = (message: string) => notifications.show({ color: 'green', message });

export function AccountDrawer(props: { opened: boolean; onClose(): void }) {
  const { opened, onClose } = props;
  const t = useT();
  const session = useSnapshot(sessionState);
  const username = session.user?.username;

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
      <AccountForms active={opened} />
    </Drawer>
  );
}

/**
 * The account forms (nickname, phone, password) in tabs: the drawer's body, and the personal settings
 * page's. `active` is when the forms start afresh (the drawer opening, the page showing).
 */
export function AccountForms({ active: opened }: { active: boolean }) {
  const t = useT();
  const [tab, setTab] = useState<string | null>('basic');
  return (
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="basic">{t('flows.account.tabBasic')}</Tabs.Tab>
          <Tabs.Tab value="phone">{t('flows.account.tabPhone')}</Tabs.Tab>
          <Tabs.Tab value="password">{t('flows.account.tabPassword')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic" pt="md">
          <NicknameFormPanel opened={opened} />
        </Tabs.Panel>
        <Tabs.Panel value="phone" pt="md">
          <PhoneFormPanel opened={opened} />
        </Tabs.Panel>
        <Tabs.Panel value="password" pt="md">
          <PasswordFormPanel opened={opened} />
        </Tabs.Panel>
      </Tabs>
  );
}

function NicknameFormPanel({ opened }: { opened: boolean }) {
  const t = useT();
  const session = useSnapshot(sessionState);
  const [saving, setSaving] = useState(false);
  const form = useForm<NicknameForm>({
    initialValues: { nickname: '' },
    validate: nicknameRules,
    validateInputOnBlur: true,
    // Re-check while a message shows, so it goes as soon as the nickname is right: clearing it on change
    // instead would shift the Save button from under the pointer between press and release.
    clearInputErrorOnChange: false,
    enhanceGetInputProps: ({ inputProps, field, form: current }) => {
      // taken now: the returned props are merged into inputProps, replacing its onChange
      const { onChange } = inputProps;
      return {
        onChange: (event: unknown) => {
          onChange(event);
          if (current.errors[field]) current.validateField(field);
        },
      };
    },
  });
  useEffect(() => {
    if (!opened) return;
    form.setValues({ nickname: sessionState.user?.realname ?? '' });
    form.clearErrors();
  }, [opened]); // on opening only: `form` is a new object every render
  const save = async ({ nickname }: NicknameForm) => {
    setSaving(true);
    try {
      await changeNickname(nickname);
      success(t('flows.account.saved'));
    } catch {
      // the http client shows the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack>
        <TextInput label={t('flows.account.username')} value={session.user?.username ?? ''} readOnly variant="filled" />
        <TextInput
          label={t('flows.account.nickname')}
          placeholder={t('flows.account.nicknamePlaceholder')}
          withAsterisk
          {...form.getInputProps('nickname')}
          data-testid="account-nickname"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} data-testid="account-nickname-save">
            {t('flows.account.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PhoneFormPanel({ opened }: { opened: boolean }) {
  const t = useT();
  const session = useSnapshot(sessionState);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const countdown = useCountdown();
  const form = useForm<PhoneForm>({ initialValues: emptyPhoneForm(), validate: phoneRules });
  useEffect(() => {
    if (opened) form.reset();
  }, [opened]); // on opening only: `form` is a new object every render

  const getCode = async () => {
    const { phone } = form.getValues();
    const problem = codeRequestError(phone);
    form.setFieldError('phone', problem);
    if (problem) return;
    setSending(true);
    try {
      await sendChangeCode(phone);
      countdown.start();
      success(t('messages.codeSent'));
    } catch {
      // 'phone number already exists' and the rest come from the server through the http client
    } finally {
      setSending(false);
    }
  };
  const save = async ({ phone, smscode }: PhoneForm) => {
    setSaving(true);
    try {
      await changePhone(phone, smscode);
      countdown.stop();
      form.reset();
      success(t('flows.account.saved'));
    } catch {
      // shown by the http client
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack>
        <TextInput label={t('flows.account.currentPhone')} value={session.user?.phone ?? ''} readOnly variant="filled" />
        <TextInput
          label={t('flows.account.phone')}
          placeholder={t('flows.account.phonePlaceholder')}
          withAsterisk
          maxLength={11}
          {...form.getInputProps('phone')}
          data-testid="account-phone"
        />
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('flows.account.code')}
            placeholder={t('flows.account.codePlaceholder')}
            withAsterisk
            maxLength={6}
            {...form.getInputProps('smscode')}
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
          <Button type="submit" loading={saving} data-testid="account-phone-save">
            {t('flows.account.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasswordFormPanel({ opened }: { opened: boolean }) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const form = useForm<PasswordForm>({ initialValues: emptyPasswordForm(), validate: passwordRules });
  // section 2: the password form resets each time the drawer opens
  useEffect(() => {
    if (opened) form.reset();
  }, [opened]); // on opening only: `form` is a new object every render
  const save = async (values: PasswordForm) => {
    setSaving(true);
    try {
      await changePassword({ username: sessionState.user?.username ?? '', ...values });
      form.reset();
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
      {...form.getInputProps(name)}
      data-testid={`account-${name}`}
      autoComplete={name === 'oldpassword' ? 'current-password' : 'new-password'}
    />
  );
  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack>
        {field('oldpassword', t('flows.account.oldPassword'))}
        {field('password', t('flows.account.newPassword'))}
        <Text size="xs" c="dimmed" mt={-10}>
          {t('flows.account.passwordHint')}
        </Text>
        {field('confirmpassword', t('flows.account.confirmPassword'))}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} data-testid="account-password-save">
            {t('flows.account.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
