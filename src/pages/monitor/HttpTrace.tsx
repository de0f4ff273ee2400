/** monitor/HttpTrace: the newest requests from the server's in-memory trace (query values hidden), filterable. */
import { useState } from 'react';
import { Badge, Button, Checkbox, Group, NumberInput, Text, TextInput } from '@mantine/core';
import { monitor } from '../../api/endpoints/operations.ts';
import type { TraceRecord } from '../../contract/routes/monitor.ts';
import { useAuthorized } from '../../shell/Authorized.tsx';
import { ListTable, notifySuccess, usePageT, type Column } from '../common/index.ts';
import { clock, LivePage, usePolling } from './live.tsx';

const statusColor = (status: number) => (status >= 500 ? 'red' : status >= 400 ? 'orange' : status >= 300 ? 'blue' : 'green');

export default function HttpTrace() {
  const tp = usePageT();
  const [path, setPath] = useState('');
  const [errorsOnly, setErrorsOnly] = useState(false);
  const polled = usePolling(() => monitor.trace({ ...(path ? { path } : {}), ...(errorsOnly ? { minStatus: 400 } : {}) }));
  const trace = polled.data;
  const mayEdit = useAuthorized('system:config:edit');
  // null: show the server's rate; a number: what is being typed
  const [percent, setPercent] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const shownPercent = percent ?? (trace ? Math.round(trace.sampleRate * 100) : 100);
  async function saveSampling() {
    setSaving(true);
    try {
      const saved = await monitor.setTraceSampling(shownPercent);
      notifySuccess(tp('monitor.samplingSaved', { percent: saved.percent }));
      setPercent(null);
    } finally {
      setSaving(false);
    }
  }
  const columns: Column<TraceRecord>[] = [
    { key: 'at', title: tp('monitor.time'), render: (r) => clock(r.at) },
    { key: 'method', title: tp('monitor.method'), render: (r) => r.method },
    { key: 'path', title: tp('monitor.path'), render: (r) => <Text size="sm" maw={420} truncate title={r.path}>{r.path}</Text> },
    { key: 'status', title: tp('monitor.code'), render: (r) => <Badge variant="light" color={statusColor(r.status)}>{r.status}</Badge> },
    { key: 'ms', title: tp('monitor.ms'), render: (r) => r.ms },
    { key: 'user', title: tp('monitor.user'), render: (r) => r.user ?? '—' },
  ];
  return (
    <LivePage title={tp('monitor.trace')} polled={polled}>
      <Group mb="sm" align="flex-end">
        <TextInput label={tp('monitor.pathFilter')} value={path} onChange={(e) => setPath(e.currentTarget.value)} w={240} data-testid="trace-path" />
        <Checkbox label={tp('monitor.errorsOnly')} checked={errorsOnly} onChange={(e) => setErrorsOnly(e.currentTarget.checked)} mb={6} />
        {mayEdit && (
          <Group gap="xs" align="flex-end" ml="auto">
            <NumberInput label={tp('monitor.sampling')} min={0} max={100} step={5} clampBehavior="strict" allowDecimal={false} w={140}
              value={shownPercent} onChange={(value) => setPercent(typeof value === 'number' ? value : null)} data-testid="trace-sampling" />
            <Button variant="light" loading={saving} disabled={!trace} onClick={() => void saveSampling()} data-testid="trace-sampling-save">{tp('monitor.samplingSave')}</Button>
          </Group>
        )}
      </Group>
      {trace && <Text size="xs" c="dimmed" mb="xs">{tp('monitor.traceInfo', { capacity: trace.capacity, rate: Math.round(trace.sampleRate * 100), seen: trace.seen })}</Text>}
      <ListTable columns={columns} rows={(trace?.records ?? []).slice(0, 100)} rowKey={(r) => `${r.at}${r.path}${r.ms}`} loading={!trace} />
    </LivePage>
  );
}
