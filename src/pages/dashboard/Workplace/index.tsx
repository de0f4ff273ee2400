/**
 * dashboard/Workplace (首页 > 工作台): the user's own desk. The queues they work (the bell's counts, each
 * leading to its queue), the order groups they most recently have in scope, the templates they may print
 * with, newest change first, and their newest announcements. A panel whose call the user may not make
 * (no ordering or template rights) is left out rather than shown empty.
 */
import { useEffect, useState } from 'react';
import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { TemplateRecord } from '../../../api/endpoints/print.ts';
import { http } from '../../../api/http.ts';
import { groupList, type GroupRecord } from '../../../contract/routes/ordering.ts';
import { templateList } from '../../../contract/routes/print.ts';
import { formatDateTime } from '../../../i18n/dates.ts';
import { useT } from '../../../i18n/index.ts';
import { sessionState } from '../../../shell/state/session.ts';
import { usePageT } from '../../common/index.ts';
import { CountCards } from '../Analysis/CountCards.tsx';
import { RecentAnnouncements } from '../Analysis/RecentAnnouncements.tsx';

export const RECENT_ROWS = 6;

/** A panel's rows: undefined while loading, null when the user may not read them. */
type Rows<T> = T[] | null | undefined;

function useRows<T>(load: () => Promise<{ records: T[] }>): Rows<T> {
  const [rows, setRows] = useState<Rows<T>>(undefined);
  useEffect(() => {
    let live = true;
    load()
      .then((page) => live && setRows(page.records))
      .catch(() => live && setRows(null));
    return () => {
      live = false;
    };
  }, []);
  return rows;
}

function Panel<T>({ title, more, rows, empty, render, testId }: { title: string; more: string; rows: Rows<T>; empty: string; render: (row: T) => React.ReactNode; testId: string }) {
  const tp = usePageT();
  if (rows === null) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{title}</Text>
        <Anchor component={Link} href={more} size="sm">{tp('analysis.more')}</Anchor>
      </Group>
      <Stack gap={8}>
        {rows === undefined && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={18} radius="sm" />)}
        {rows?.length === 0 && <Text c="dimmed" size="sm">{empty}</Text>}
        {rows?.map(render)}
      </Stack>
    </Card>
  );
}

export default function Workplace() {
  const t = useT();
  const tp = usePageT();
  const session = useSnapshot(sessionState);
  const user = session.user as { userType?: number | string; realname?: string } | null;
  const groups = useRows<GroupRecord>(() => http.call(groupList, { query: { pageNo: 1, pageSize: RECENT_ROWS, column: 'arrivalDate', order: 'desc' } }, { silent: true }));
  const recentTemplates = useRows<TemplateRecord>(() => http.call(templateList, { query: { pageNo: 1, pageSize: RECENT_ROWS } }, { silent: true }));
  return (
    <Stack gap="md">
      <div>
        <Title order={4}>{tp('workplace.title')}</Title>
        <Text size="sm" c="dimmed">
          {user?.realname ? tp('analysis.greeting', { name: user.realname }) : ''} {formatDateTime(new Date()).slice(0, 10)}
        </Text>
      </div>
      <Text fw={600}>{tp('workplace.queues')}</Text>
      <CountCards userType={user?.userType} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Panel
          testId="workplace-groups"
          title={tp('workplace.recentGroups')}
          more="/order/order-group"
          rows={groups}
          empty={tp('workplace.noGroups')}
          render={(group) => (
            <Group key={group.id} justify="space-between" gap="xs" style={{ rowGap: 2 }}>
              <Anchor component={Link} href={`/order/order-group?groupNo=${encodeURIComponent(group.groupNo)}`} size="sm">
                {group.groupNo}
              </Anchor>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{group.restaurantName}</Text>
                <Badge variant="light" color="gray">{group.arrivalDate}</Badge>
                <Text size="sm" ff="monospace" w={80} ta="right">{group.amount.toFixed(2)}</Text>
              </Group>
            </Group>
          )}
        />
        <Panel
          testId="workplace-templates"
          title={tp('workplace.recentTemplates')}
          more="/template/manager"
          rows={recentTemplates}
          empty={tp('workplace.noTemplates')}
          render={(template) => (
            <Group key={template.id} justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component={Link} href={`/printDesign/${template.id}`} size="sm" truncate>{template.name}</Anchor>
              <Group gap={6} wrap="nowrap">
                {template.typeName && <Badge variant="light">{template.typeName}</Badge>}
                {template.private && <Badge variant="light" color="gray">{t('pages.workplace.private')}</Badge>}
                <Text size="xs" c="dimmed">{formatDateTime(template.updatedAt)}</Text>
              </Group>
            </Group>
          )}
        />
      </SimpleGrid>
      <RecentAnnouncements userType={user?.userType} />
    </Stack>
  );
}
