/** The 521 page: the server did not answer. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/index.ts';

export function ServerDown() {
  const t = useT();
  return (
    <Center mih="100vh" data-testid="page-521">
      <Stack align="center" gap="sm">
        <Title order={1} c="dimmed">
          521
        </Title>
        <Text>{t('shell.exception.serverDown')}</Text>
        <Button onClick={() => window.location.assign('/dashboard/analysis')}>{t('shell.exception.retry')}</Button>
      </Stack>
    </Center>
  );
}

export default ServerDown;
