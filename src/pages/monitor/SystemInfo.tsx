/** monitor/SystemInfo: the machine — load, CPU use, memory and uptime, charted live. */
import { SimpleGrid } from '@mantine/core';
import { monitor } from '../../api/endpoints/operations.ts';
import { usePageT } from '../common/index.ts';
import { bytesText, clock, durationText, LiveChart, LivePage, megabytes, Stat, usePolling } from './live.tsx';

export default function SystemInfo() {
  const tp = usePageT();
  const polled = usePolling(() => monitor.system());
  const s = polled.data;
  return (
    <LivePage title={tp('monitor.system')} polled={polled}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} mb="md">
        <Stat label={tp('monitor.host')} value={s?.hostname ?? '—'} />
        <Stat label={tp('monitor.platform')} value={s ? `${s.platform} ${s.arch}` : '—'} />
        <Stat label={tp('monitor.cpus')} value={s?.cpus ?? '—'} />
        <Stat label={tp('monitor.load')} value={s ? s.load.join(' / ') : '—'} />
        <Stat label={tp('monitor.memory')} value={s ? tp('monitor.memText', { used: bytesText(s.totalMem - s.freeMem), total: bytesText(s.totalMem) }) : '—'} />
        <Stat label={tp('monitor.sysUptime')} value={s ? durationText(s.uptimeS) : '—'} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LiveChart testId="cpu-chart" title={tp('monitor.cpu')} data={polled.history.map((x) => ({ time: clock(x.at), cpu: x.cpuPercent, load: x.load[0] }))}
          series={[{ name: 'cpu', label: tp('monitor.cpu'), color: 'red.6' }, { name: 'load', label: tp('monitor.load'), color: 'indigo.6' }]} />
        <LiveChart testId="mem-chart" title={`${tp('monitor.memory')} (MB)`} data={polled.history.map((x) => ({ time: clock(x.at), used: megabytes(x.totalMem - x.freeMem), free: megabytes(x.freeMem) }))}
          series={[{ name: 'used', label: tp('monitor.used'), color: 'blue.6' }, { name: 'free', label: tp('monitor.free'), color: 'green.6' }]} />
      </SimpleGrid>
    </LivePage>
  );
}
