/** monitor/RedisInfo — here the database: kind, size, connections, largest tables and slow statements. */
import { SimpleGrid, Text } from '@mantine/core';
import { monitor } from '../../api/endpoints/operations.ts';
import { ListTable, usePageT, type Column } from '../common/index.ts';
import { bytesText, clock, LiveChart, LivePage, Stat, usePolling } from './live.tsx';

type Table = { name: string; bytes: number; rows: number };
type Slow = { query: string; ms: number; calls: number | null };

export default function RedisInfo() {
  const tp = usePageT();
  const polled = usePolling(() => monitor.database(), 10);
  const d = polled.data;
  const tables: Column<Table>[] = [
    { key: 'name', title: tp('monitor.table'), render: (t) => t.name },
    { key: 'bytes', title: tp('monitor.bytes'), render: (t) => bytesText(t.bytes) },
    { key: 'rows', title: tp('monitor.rows'), render: (t) => t.rows },
  ];
  const slow: Column<Slow>[] = [
    { key: 'query', title: tp('monitor.query'), render: (s) => <Text size="xs" ff="monospace" maw={560} truncate title={s.query}>{s.query}</Text> },
    { key: 'ms', title: tp('monitor.ms'), render: (s) => s.ms },
    { key: 'calls', title: tp('monitor.calls'), render: (s) => s.calls ?? '—' },
  ];
  return (
    <LivePage title={tp('monitor.database')} polled={polled}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="md">
        <Stat label={tp('monitor.kind')} value={d?.kind ?? '—'} />
        <Stat label={tp('monitor.version')} value={d?.version ?? '—'} />
        <Stat label={tp('monitor.size')} value={d ? bytesText(d.sizeBytes) : '—'} />
        <Stat label={tp('monitor.connections')} value={d ? tp('monitor.connText', { ...d.connections, max: d.connections.max ?? '—' }) : '—'} />
      </SimpleGrid>
      <LiveChart testId="db-chart" title={tp('monitor.connections')} data={polled.history.map((s) => ({ time: clock(s.at), active: s.connections.active, idle: s.connections.idle }))}
        series={[{ name: 'active', label: tp('monitor.active'), color: 'blue.6' }, { name: 'idle', label: 'idle', color: 'gray.6' }]} height={160} />
      <Text fw={600} mt="md" mb="xs">{tp('monitor.tables')}</Text>
      <ListTable columns={tables} rows={d?.tables ?? []} rowKey={(t) => t.name} loading={!d} />
      <Text fw={600} mt="md">{tp('monitor.slow')}</Text>
      <Text size="xs" c="dimmed" mb="xs">{tp('monitor.slowSource', { source: d?.slowSource ?? '—' })}</Text>
      {d && d.slow.length === 0 ? <Text size="sm" c="dimmed">{tp('monitor.noSlow')}</Text> : <ListTable columns={slow} rows={d?.slow ?? []} rowKey={(s) => s.query} loading={!d} />}
    </LivePage>
  );
}
