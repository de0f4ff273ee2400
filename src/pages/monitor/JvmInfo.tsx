/** monitor/JvmInfo — here the Node runtime: memory and heap, event-loop delay, active handles, garbage collection, charted live. */
import { Group, SimpleGrid, Badge } from '@mantine/core';
import { monitor } from '../../api/endpoints/operations.ts';
import { usePageT } from '../common/index.ts';
import { clock, durationText, LiveChart, LivePage, megabytes, Stat, usePolling } from './live.tsx';

export default function JvmInfo() {
  const tp = usePageT();
  const polled = usePolling(() => monitor.runtime());
  const r = polled.data;
  const heap = polled.history.map((s) => ({ time: clock(s.at), heapUsed: megabytes(s.heapUsed), heapTotal: megabytes(s.heapTotal), rss: megabytes(s.rss) }));
  const loop = polled.history.map((s) => ({ time: clock(s.at), mean: s.loopMeanMs, p99: s.loopP99Ms, max: s.loopMaxMs }));
  return (
    <LivePage title={tp('monitor.runtime')} polled={polled}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} mb="md">
        <Stat label={tp('monitor.node')} value={r?.node ?? '—'} />
        <Stat label={tp('monitor.pid')} value={r?.pid ?? '—'} />
        <Stat label={tp('monitor.uptime')} value={r ? durationText(r.uptimeS) : '—'} />
        <Stat label={tp('monitor.heapUsed')} value={r ? `${megabytes(r.heapUsed)} MB` : '—'} />
        <Stat label={tp('monitor.rss')} value={r ? `${megabytes(r.rss)} MB` : '—'} />
        <Stat label={tp('monitor.gc')} value={r ? tp('monitor.gcText', { count: r.gcCount, ms: r.gcTotalMs }) : '—'} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="md">
        <LiveChart testId="heap-chart" title={tp('monitor.heap')} data={heap} series={[
          { name: 'heapUsed', label: tp('monitor.heapUsed'), color: 'blue.6' },
          { name: 'heapTotal', label: tp('monitor.heapTotal'), color: 'teal.6' },
          { name: 'rss', label: tp('monitor.rss'), color: 'grape.6' },
        ]} />
        <LiveChart testId="loop-chart" title={tp('monitor.loop')} data={loop} series={[
          { name: 'mean', label: tp('monitor.loopMean'), color: 'green.6' },
          { name: 'p99', label: tp('monitor.loopP99'), color: 'orange.6' },
          { name: 'max', label: tp('monitor.loopMax'), color: 'red.6' },
        ]} />
      </SimpleGrid>
      <Group gap="xs">
        {(r?.handles ?? []).map((h) => <Badge key={h.type} variant="light" color="gray">{h.type} × {h.count}</Badge>)}
      </Group>
    </LivePage>
  );
}
