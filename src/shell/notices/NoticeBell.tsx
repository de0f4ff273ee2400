/**
 * The header bell (sections 2, 7, 9): pending counts polled every 6 s, unread announcements and system
 * messages in a 300 px popover, the announcement dialog, and the live channel while a user is logged in.
 */
import { useEffect, useState } from 'react';
import { ActionIcon, Anchor, Badge, Divider, Group, Indicator, Popover, ScrollArea, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { Announcement } from '../../api/endpoints/notices.ts';
import { useT } from '../../i18n/index.ts';
import { sessionState } from '../state/session.ts';
import { settings } from '../state/settings.ts';
import { AnnouncementDialog } from './AnnouncementDialog.tsx';
import { useLiveChannel } from './useLiveChannel.ts';
import { clearNotices, loadAnnouncement, markRead, noticeState, refreshCounts, refreshNotices } from './noticeStore.ts';
import { COUNTS_POLL_MS } from '../../api/endpoints/counts.ts';
import { bellTotal, countLabelKey, countLink } from './pendingCounts.ts';
import { startPolling } from './poller.ts';

/** The popover's width (section 9). */
const POPOVER_WIDTH = 300;
const PRIORITY_COLOR: Record<string, string> = { L: 'blue', M: 'orange', H: 'red' };

export function NoticeBell() {
  const t = useT();
  const session = useSnapshot(sessionState);
  const notices = useSnapshot(noticeState);
  const prefs = useSnapshot(settings);
  const [opened, setOpened] = useState(false);
  const [reading, setReading] = useState<Announcement | null>(null);
  const userId = session.user?.id;
  const userType = session.user?.userType;
  const token = session.token;

  // counts every 6 s; announcements on open and on live messages
  useEffect(() => {
    if (!userId || !token) return;
    refreshNotices().catch(() => {});
    const poll = startPolling(() => refreshCounts(userType), COUNTS_POLL_MS);
    return () => {
      poll.stop();
      clearNotices();
    };
  }, [userId, token, userType]);

  const open = async (record: Announcement) => {
    setOpened(false);
    setReading({ ...record });
    await markRead(record.id, userType);
  };

  useLiveChannel(userId, token, userType, (id) => {
    loadAnnouncement(id).then((record) => open(record), () => {});
  });

  if (!userId) return null;
  const unread = notices.anntTotal + notices.sysTotal;
  const total = bellTotal(notices.counts, notices.keys, unread, prefs.bellCounts);
  const pending = notices.keys.filter((key) => notices.counts[key] > 0);

  const list = (items: readonly Announcement[]) =>
    items.length === 0 ? (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {t('flows.bell.empty')}
      </Text>
    ) : (
      <ScrollArea.Autosize mah={300} type="auto">
        <Stack gap={0}>
          {items.map((item) => (
            <UnstyledButton key={item.id} onClick={() => open(item as Announcement)} py={6} px={4} data-testid="notice-item">
              <Group gap={6} wrap="nowrap" align="flex-start">
                {item.priority && (
                  <Badge size="xs" variant="light" color={PRIORITY_COLOR[item.priority] ?? 'gray'} style={{ flexShrink: 0 }}>
                    {t(`flows.priority.${item.priority}`)}
                  </Badge>
                )}
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" lineClamp={1}>
                    {item.titile}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.sender ?? ''} {item.sendTime ?? ''}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );

  return (
    <>
      <Popover
        width={POPOVER_WIDTH}
        position="bottom-end"
        shadow="md"
        opened={opened}
        onChange={setOpened}
        onOpen={() => {
          refreshNotices().catch(() => {});
        }}
      >
        <Popover.Target>
          <Indicator label={total > 99 ? '99+' : total} size={16} disabled={total === 0} offset={4} color="red" data-testid="notice-count">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('flows.bell.label')}
              // The header's own text colour: white on the dark top-menu header, dark on a light one.
              style={{ color: 'inherit' }}
              data-testid="notice-bell"
              onClick={() => setOpened((o) => !o)}
            >
              <IconBell size={20} />
            </ActionIcon>
          </Indicator>
        </Popover.Target>
        <Popover.Dropdown p="xs" data-testid="notice-popover">
          <Text size="xs" fw={600} c="dimmed" mb={4}>
            {t('flows.bell.pending')}
          </Text>
          {pending.length === 0 ? (
            <Text size="sm" c="dimmed" mb="xs">
              {t('flows.bell.noPending')}
            </Text>
          ) : (
            <Stack gap={2} mb="xs">
              {pending.map((key) => (
                <Anchor key={key} component={Link} href={countLink(key, userType)} size="sm" onClick={() => setOpened(false)} data-testid={`count-${key}`}>
                  <Group justify="space-between">
                    <span>{t(countLabelKey(key, userType))}</span>
                    <Badge size="sm" color="red" variant="filled">
                      {notices.counts[key]}
                    </Badge>
                  </Group>
                </Anchor>
              ))}
            </Stack>
          )}
          <Divider />
          <Tabs defaultValue="annt">
            <Tabs.List grow>
              <Tabs.Tab value="annt">
                {t('flows.bell.notices')} ({notices.anntTotal})
              </Tabs.Tab>
              <Tabs.Tab value="sys">
                {t('flows.bell.sysMessages')} ({notices.sysTotal})
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="annt" pt={4}>
              {list(notices.anntMsgList as Announcement[])}
            </Tabs.Panel>
            <Tabs.Panel value="sys" pt={4}>
              {list(notices.sysMsgList as Announcement[])}
            </Tabs.Panel>
          </Tabs>
          <Divider mb={4} />
          <Group justify="center">
            <Anchor component={Link} href="/isps/userAnnouncement" size="sm" onClick={() => setOpened(false)} data-testid="notice-more">
              {t('flows.bell.viewMore')}
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
      <AnnouncementDialog record={reading} onClose={() => setReading(null)} />
    </>
  );
}

