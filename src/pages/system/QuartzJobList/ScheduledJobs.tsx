/**
 * The scheduled jobs on the QuartzJobList screen: each periodic job with its cron (UTC), parameters,
 * enabled or paused, its last run; edit, pause, resume, run now and its run log. The server checks the
 * permission, the cron and the version read.
 */
import { useCallback, useEffect, useState } from 'react';
import { Anchor, Badge, Button, Code, Drawer, Group, Modal, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schedules } from '../../../api/endpoints/operations.ts';
import { cronProblem } from '../../../contract/domain/operations.ts';
import type { JobRun, ScheduledJob } from '../../../contract/routes/schedules.ts';
import { confirmAction, formatTime, ListTable, notifySuccess, usePagedList, usePageT, type Column, type ListQuery, type PageT } from '../../common/index.ts';

const RUN_COLOR = { running: 'blue', completed: 'green', failed: 'red' } as const;
const jobLabel = (tp: PageT, name: string) => {
  const key = `schedule.jobName.${name.replace(/\./g, '_')}`;
  const label = tp(key);
  return label === `pages.${key}` ? name : label;
};
const duration = (ms: number | null) => (ms === null ? '—' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

export function ScheduledJobs({ onRan }: { onRan(): void }) {
  const tp = usePageT();
  const [rows, setRows] = useState<ScheduledJob[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<ScheduledJob | null>(null);
  const [runsOf, setRunsOf] = useState<ScheduledJob | null>(null);
  const load = useCallback(() => {
    setLoading(true);
    schedules.list().then(setRows).catch(() => {}).finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  async function act(job: ScheduledJob, kind: 'pause' | 'resume' | 'run') {
    if (kind !== 'resume') {
      const ok = await confirmAction({
        title: tp('common.confirmTitle'), message: tp(kind === 'pause' ? 'schedule.confirmPause' : 'schedule.confirmRun', { name: jobLabel(tp, job.name) }),
        confirm: tp('common.ok'), cancel: tp('common.cancel'), danger: kind === 'pause',
      });
      if (!ok) return;
    }
    try {
      if (kind === 'pause') await schedules.pause(job.name, job.version);
      else if (kind === 'resume') await schedules.resume(job.name, job.version);
      else {
        await schedules.runNow(job.name);
        notifySuccess(tp('schedule.started'));
        onRan();
      }
      if (kind !== 'run') notifySuccess(tp('common.saveSuccess'));
    } catch { /* shown by the shell */ }
    load();
  }

  const columns: Column<ScheduledJob>[] = [
    { key: 'name', title: tp('schedule.name'), render: (j) => <div><Text size="sm" fw={500}>{jobLabel(tp, j.name)}</Text><Text size="xs" c="dimmed">{j.name}</Text></div> },
    { key: 'cron', title: tp('schedule.cron'), render: (j) => <Code>{j.cron}</Code> },
    { key: 'params', title: tp('schedule.params'), render: (j) => <Code>{JSON.stringify(j.params)}</Code> },
    { key: 'enabled', title: tp('schedule.enabled'), render: (j) => <Badge variant="light" color={j.enabled ? 'green' : 'gray'} data-testid={`schedule-state-${j.name}`}>{tp(j.enabled ? 'schedule.on' : 'schedule.paused')}</Badge> },
    {
      key: 'lastRun', title: tp('schedule.lastRun'),
      render: (j) => (j.lastRun ? (
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" color={RUN_COLOR[j.lastRun.state]}>{tp(`schedule.stateText.${j.lastRun.state}`)}</Badge>
          <Text size="xs">{formatTime(j.lastRun.startedAt)} · {duration(j.lastRun.durationMs)}</Text>
        </Group>
      ) : <Text size="xs" c="dimmed">{tp('schedule.never')}</Text>),
    },
    { key: 'retries', title: tp('jobs.attempts'), render: (j) => <Text size="xs">{tp('schedule.retries', { count: j.retryLimit })}</Text> },
    {
      key: 'actions', title: tp('common.actions'),
      render: (j) => (
        <Group gap="xs" wrap="nowrap" data-job={j.name}>
          <Anchor size="sm" onClick={() => act(j, 'run')}>{tp('schedule.runNow')}</Anchor>
          {j.enabled ? <Anchor size="sm" c="orange" onClick={() => act(j, 'pause')}>{tp('schedule.pause')}</Anchor> : <Anchor size="sm" c="green" onClick={() => act(j, 'resume')}>{tp('schedule.resume')}</Anchor>}
          <Anchor size="sm" onClick={() => setEditing(j)}>{tp('schedule.edit')}</Anchor>
          <Anchor size="sm" onClick={() => setRunsOf(j)}>{tp('schedule.runs')}</Anchor>
        </Group>
      ),
    },
  ];

  return (
    <div data-testid="scheduled-jobs">
      <Group justify="space-between" mb="xs"><Text fw={600}>{tp('schedule.title')}</Text></Group>
      <ListTable columns={columns} rows={rows} rowKey={(j) => j.name} loading={loading} />
      <EditModal job={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); load(); }} />
      <RunsDrawer job={runsOf} onClose={() => setRunsOf(null)} />
    </div>
  );
}

function EditModal({ job, onClose, onSaved }: { job: ScheduledJob | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const form = useForm({
    initialValues: { cron: '', params: '{}' },
    validate: {
      cron: (v) => cronProblem(v),
      params: (v) => {
        try {
          const value = JSON.parse(v);
          return value && typeof value === 'object' && !Array.isArray(value) ? null : tp('schedule.paramsInvalid');
        } catch {
          return tp('schedule.paramsInvalid');
        }
      },
    },
  });
  useEffect(() => {
    if (job) form.setValues({ cron: job.cron, params: JSON.stringify(job.params, null, 2) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job]);
  async function submit(values: { cron: string; params: string }) {
    try {
      await schedules.edit(job!.name, { cron: values.cron, params: JSON.parse(values.params), version: job!.version });
      notifySuccess(tp('common.editSuccess'));
      onSaved();
    } catch { /* shown by the shell */ }
  }
  return (
    <Modal opened={!!job} onClose={onClose} title={job ? `${tp('schedule.edit')} · ${jobLabel(tp, job.name)}` : ''}>
      <form onSubmit={form.onSubmit(submit)}>
        <TextInput label={tp('schedule.cron')} description={tp('schedule.cronHint', { cron: job?.defaultCron ?? '' })} withAsterisk {...form.getInputProps('cron')} data-testid="schedule-cron" />
        <Textarea mt="sm" label={tp('schedule.params')} autosize minRows={3} ff="monospace" {...form.getInputProps('params')} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit">{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}

function RunsDrawer({ job, onClose }: { job: ScheduledJob | null; onClose(): void }) {
  const tp = usePageT();
  const name = job?.name;
  const source = useCallback((query: ListQuery) => (name ? schedules.runs(name, query) : Promise.resolve({ records: [], total: 0, current: 1, size: 10, pages: 0 })), [name]);
  const list = usePagedList<JobRun, Record<string, never>>(source, {}, 10);
  const columns: Column<JobRun>[] = [
    { key: 'startedAt', title: tp('schedule.startedAt'), render: (r) => formatTime(r.startedAt) },
    { key: 'attempt', title: tp('schedule.attempt'), render: (r) => r.attempt },
    { key: 'state', title: tp('schedule.state'), render: (r) => <Badge variant="light" color={RUN_COLOR[r.state]} data-state={r.state}>{tp(`schedule.stateText.${r.state}`)}</Badge> },
    { key: 'duration', title: tp('schedule.duration'), render: (r) => duration(r.durationMs) },
    {
      key: 'output', title: tp('schedule.output'),
      render: (r) => (r.error
        ? <Tooltip label={r.error} multiline w={320}><Text size="xs" c="red" maw={220} truncate>{r.error}</Text></Tooltip>
        : <Code data-testid="run-output">{JSON.stringify(r.output)}</Code>),
    },
  ];
  return (
    <Drawer opened={!!job} onClose={onClose} position="right" size="xl" title={job ? `${tp('schedule.runs')} · ${jobLabel(tp, job.name)}` : ''}>
      <Group justify="flex-end" mb="xs"><Button size="xs" variant="default" onClick={list.reload}>{tp('jobs.refresh')}</Button></Group>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
    </Drawer>
  );
}
