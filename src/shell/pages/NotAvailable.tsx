/** A menu screen whose page is not part of this version. */
import { Card, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/index.ts';

export function NotAvailable({ title }: { title: string }) {
  const t = useT();
  return (
    <Card withBorder padding="xl" data-testid="not-available">
      <Title order={4}>{title}</Title>
      <Text c="dimmed" mt="sm">
        {t('shell.notAvailable')}
      </Text>
    </Card>
  );
}

export function ExternalFrame({ url, title }: { url: string; title: string }) {
  return <iframe src={url} title={title} style={{ width: '100%', height: 'calc(100vh - 180px)', border: 0 }} />;
}
