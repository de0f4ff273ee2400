/** monitor/TomcatInfo — here the job queue: jobs per queue waiting, running, failed and completed, charted live. */
import { Badge, SimpleGrid } from '@mantine/core';
import { monitor } from '../../api/endpoints/operations.ts';
import type { Static } from 'typebox';
import type { QueueCounts } from '../../contract/routes/jobs.ts';
import { ListTable, usePageT, type Column } from '../common/index.ts';
import { clock, LiveChart, LivePage, Stat, usePolling } from './live.tsx';

type Queue = Static<typeof QueueCounts>;

export default function TomcatInfo() {
  const tp = usePageT();
  const polled = usePolling(() => monitor.queue());
  const queues = polled.data?.queues ?? [];
  const total = (queue: Queue[], key: keyof Omit<Queue, 'name'>) => queue.reduce((sum, q) => sum + q[key], 0);
  const columns: Column<Queue>[] = [
    { key: 'name', title: tp('jobs.queue'), render: (q) => q.name },
    { key: 'queued', title: tp('monitor.queued'), render: (q) => q.created + q.retry },
    { key: 'active', title: tp('monitor.active'), render: (q) => q.active },
    { key: 'failed', title: tp('monitor.failed'), render: (q) => (q.failed > 0 ? <Badge color="red" variant="light">{q.failed}</Badge> : 0) },
    { key: 'completed', title: tp('monitor.completed'), render: (q) => q.completed },
  ];
  return (
    <LivePage title={tp('monitor.queue')} polled={polled}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
        <Stat label={tp('monitor.queued')} value={total(queues, 'created') + total(queues, 'retry')} />
        <Stat label={tp('monitor.active')} value={total(queues, 'active')} color="blue" />
        <Stat label={tp('monitor.failed')} value={total(queues, 'failed')} color={total(queues, 'failed') > 0 ? 'red' : undefined} />
        <Stat label={tp('monitor.queue')} value={polled.data ? (polled.data.workers ? tp('monitor.workers') : tp('monitor.workersOff')) : '—'} />
      </SimpleGrid>
      <LiveChart testId="queue-chart" title={tp('monitor.queue')} height={180}
        data={polled.history.map((s) => ({ time: clock(s.at), queued: total(s.queues, 'created') + total(s.queues, 'retry'), active: total(s.queues, 'active'), failed: total(s.queues, 'failed') }))}
        series={[{ name: 'queued', label: tp('monitor.queued'), color: 'gray.6' }, { name: 'active', label: tp('monitor.active'), color: 'blue.6' }, { name: 'failed', label: tp('monitor.failed'), color: 'red.6' }]} />
      <ListTable columns={columns} rows={queues} rowKey={(q) => q.name} loading={!polled.data} />
    </LivePage>
  );
}
