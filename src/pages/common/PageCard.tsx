/** The white panel every screen sits in, with its title and the toolbar on the right. */
import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

export function PageCard({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper p="md" radius="sm" withBorder>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={4}>{title}</Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Paper>
  );
}
