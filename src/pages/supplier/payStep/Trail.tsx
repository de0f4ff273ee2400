/** A fee record's history: who moved it, when, and the reason or amounts the move carried. */
import { Text, Timeline } from '@mantine/core';
import type { PayStepDetail } from '../../../contract/routes/payStep.ts';
import { formatTime, usePageT } from '../../common/index.ts';

export function Trail({ events }: { events: PayStepDetail['events'] }) {
  const tp = usePageT();
  return (
    <Timeline bulletSize={12} lineWidth={2} active={events.length - 1} data-testid="pay-step-trail">
      {events.map((event) => (
        <Timeline.Item key={event.id} title={tp(`payStep.event.${event.action}`)}>
          <Text size="xs" c="dimmed">{`${event.actorName} · ${formatTime(event.at)}`}</Text>
          {typeof event.detail?.reason === 'string' && <Text size="xs">{event.detail.reason}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
