/** dashboard/Analysis: pending-work cards, orders over the last 30 days and by canteen or supplier, recent announcements. */
import { Stack, Text, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../../shell/state/session.ts';
import { usePageT } from '../../common/index.ts';
import { Breakdown } from './Breakdown.tsx';
import { CountCards } from './CountCards.tsx';
import { OrdersChart } from './OrdersChart.tsx';
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
      <OrdersChart />
      <Breakdown />
      <RecentAnnouncements userType={user?.userType} />
    </Stack>
  );
}
