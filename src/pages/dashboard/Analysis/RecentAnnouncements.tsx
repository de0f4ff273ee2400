/** The user's newest announcements (read or not); opening one shows the shared dialog and marks it read. */
import { useEffect, useState } from 'react';
import { Anchor, Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'wouter';
import { getMyAnnouncementSend, type Announcement } from '../../../api/endpoints/notices.ts';
import { AnnouncementDialog } from '../../../shell/notices/AnnouncementDialog.tsx';
import { markRead } from '../../../shell/notices/noticeStore.ts';
import { usePageT } from '../../common/index.ts';

const PRIORITY_COLOR: Record<string, string> = { L: 'gray', M: 'orange', H: 'red' };
export const RECENT_COUNT = 6;

export function RecentAnnouncements({ userType }: { userType: number | string | undefined }) {
  const tp = usePageT();
  const [rows, setRows] = useState<Announcement[]>([]);
  const [open, setOpen] = useState<Announcement | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    getMyAnnouncementSend({ pageNo: 1, pageSize: RECENT_COUNT })
      .then((page) => setRows(page.records))
      .catch(() => {});
  }, [version]);

  function show(row: Announcement) {
    setOpen(row);
    if (row.readFlag !== '1') markRead(row.id, userType).finally(() => setVersion((v) => v + 1));
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{tp('analysis.recentAnnouncements')}</Text>
        <Anchor component={Link} href="/isps/userAnnouncement" size="sm">{tp('analysis.more')}</Anchor>
      </Group>
      <Stack gap={6}>
        {rows.length === 0 && <Text c="dimmed" size="sm">{tp('analysis.noAnnouncements')}</Text>}
        {rows.map((row) => (
          <UnstyledButton key={row.id} onClick={() => show(row)} data-annt={row.id}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                {row.priority && <Badge size="xs" variant="light" color={PRIORITY_COLOR[row.priority] ?? 'gray'}>{tp(`announcement.priority.${row.priority}`)}</Badge>}
                <Text size="sm" truncate fw={row.readFlag === '1' ? 400 : 600}>{row.titile}</Text>
              </Group>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{row.sendTime ?? ''}</Text>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
      <AnnouncementDialog record={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
