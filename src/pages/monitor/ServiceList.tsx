/** monitor/ServiceList: the services this instance relies on, probed every few seconds, and the job queue's figures. */
import { Badge, SimpleGrid, Text } from '@mantine/core';
import { monitor } from '../../api/endpoints/operations.ts';
import type { ServiceStatus } from '../../contract/routes/monitor.ts';
import { ListTable, usePageT, type Column } from '../common/index.ts';
import { LivePage, Stat, usePolling } from './live.tsx';

const COLOR = { up: 'green', down: 'red', off: 'gray' } as const;

export default function ServiceList() {
  const tp = usePageT();
  const polled = usePolling(async () => ({ services: await monitor.services(), queue: await monitor.queue() }));
  const services = polled.data?.services.services ?? [];
  const queues = polled.data?.queue.queues ?? [];
  const sum = (key: 'created' | 'retry' | 'active' | 'failed') => queues.reduce((total, queue) => total + queue[key], 0);
  const columns: Column<ServiceStatus>[] = [
    { key: 'name', title: tp('monitor.service'), render: (s) => tp(`monitor.serviceName.${s.name}`) },
    { key: 'status', title: tp('monitor.status'), render: (s) => <Badge color={COLOR[s.status]} variant="light" data-status={s.status}>{tp(`monitor.statusText.${s.status}`)}</Badge> },
    { key: 'latency', title: tp('monitor.latency'), render: (s) => s.latencyMs ?? '—' },
    { key: 'detail', title: tp('monitor.detail'), render: (s) => s.detail },
  ];
  return (
    <LivePage title={tp('monitor.services')} polled={polled}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
        <Stat label={tp('monitor.queued')} value={sum('created') + sum('retry')} />
        <Stat label={tp('monitor.active')} value={sum('active')} color="blue" />
        <Stat label={tp('monitor.failed')} value={sum('failed')} color={sum('failed') > 0 ? 'red' : undefined} />
        <Stat label={tp('monitor.queue')} value={polled.data ? (polled.data.queue.workers ? tp('monitor.workers') : tp('monitor.workersOff')) : '—'} />
      </SimpleGrid>
      <ListTable columns={columns} rows={services} rowKey={(s) => s.name} loading={!polled.data} />
      <Text size="xs" c="dimmed" mt="sm">{tp('monitor.metricsHint')}</Text>
    </LivePage>
  );
}
