/** The 404 page: the path matched no route. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../i18n/index.ts';

export function NotFound() {
  const t = useT();
  return (
    <Center mih={360} data-testid="page-404">
      <Stack align="center" gap="sm">
        <Title order={1} c="dimmed">
          404
        </Title>
        <Text>{t('shell.exception.notFound')}</Text>
        <Button onClick={() => navigate('/dashboard/analysis')}>{t('shell.exception.backHome')}</Button>
      </Stack>
    </Center>
  );
}

export default NotFound;
