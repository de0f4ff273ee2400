/**
 * dashboard/Analysis: pending-work cards and recent announcements. No orders-over-time chart: the server
 * has no call that returns orders by date or order items (only the six counts), and the page shows no made-up data.
 */
import { Stack, Text, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../../shell/state/session.ts';
import { usePageT } from '../../common/index.ts';
import { CountCards } from './CountCards.tsx';
import { RecentAnnouncements } from './RecentAnnouncements.tsx';

export default function Analysis() {
  const tp = usePageT();
  const session = useSnapshot(sessionState);
  const user = session.user as { userType?: number | string; realname?: string } | null;
  return (
    <Stack gap="md">
      <div>
        <Title order={4}>{tp('analysis.title')}</Title>
        {user?.realname && <Text size="sm" c="dimmed">{tp('analysis.greeting', { name: user.realname })}</Text>}
      </div>
      <CountCards userType={user?.userType} />
      <RecentAnnouncements userType={user?.userType} />
    </Stack>
  );
}
