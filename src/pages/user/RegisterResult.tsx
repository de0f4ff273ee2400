/** After registration: the account name from the query (?username=…), what happens next, the way to login. */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useSearch } from 'wouter';
import { useT } from '../../i18n/index.ts';

export default function RegisterResult() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const account = query.get('username') ?? query.get('account') ?? '';
  return (
    <Stack align="center">
      <Title order={3}>{t('shell.register.resultTitle')}</Title>
      <Text>{t('shell.register.resultText', { account })}</Text>
      <Text size="sm" c="dimmed">{t('shell.register.resultHint')}</Text>
      <Anchor component={Link} href="/user/login">
        {t('shell.register.toLogin')}
      </Anchor>
    </Stack>
  );
}
