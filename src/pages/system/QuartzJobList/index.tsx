/**
 * system/QuartzJobList (the scheduled jobs menu entry): the scheduled jobs (ScheduledJobs.tsx: cron,
 * parameters, pause/resume, run now, run log), then the job queues — jobs per queue and state,
 * the jobs newest first with their progress and last error, retry for a failed job and cancel for one that
 * has not ended. The server checks the permission (system:job:manage) and what each job allows.
 */
import { useCallback, useState } from 'react';
import { Anchor, Badge, Button, Group, Progress, Select, SimpleGrid, Paper, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { jobs } from '../../../api/endpoints/system.ts';
import { JOB_STATES, type AdminJob, type JobState } from '../../../contract/routes/jobs.ts';
import { ScheduledJobs } from './ScheduledJobs.tsx';
import { confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column, type ListQuery, type PageT } from '../../common/index.ts';

interface QueueCount { name: string; created: number; retry: number; active: number; completed: number; cancelled: number; failed: number }

const STATE_COLOR: Record<JobState, string> = { created: 'gray', retry: 'yellow', active: 'blue', completed: 'green', cancelled: 'dark', failed: 'red' };
const ENDED: readonly JobState[] = ['completed', 'cancelled', 'failed'];

/** A queue's name as people read it (the queue's own name when this build has no words for it). */
const queueLabel = (tp: PageT, name: string) => {
  const key = `jobs.queueName.${name.replace(/\./g, '_')}`;
  const label = tp(key);
  return label === `pages.${key}` ? name : label;
};

export default function QuartzJobList() {
  const tp = usePageT();
  const [counts, setCounts] = useState<QueueCount[]>([]);
  // One call answers both the counts and the page of jobs.
  const source = useCallback(async (query: ListQuery) => {
    const answer = await jobs.list(query as Parameters<typeof jobs.list>[0]);
    setCounts(answer.counts);
    return answer.jobs;
  }, []);
  const list = usePagedList<AdminJob, { state: string | null; name: string | null }>(source, { state: null, name: null }, 20);

  async function act(row: AdminJob, kind: 'retry' | 'cancel') {
    const ok = await confirmAction({
      title: tp('common.confirmTitle'), message: tp(`jobs.confirm.${kind}`, { name: queueLabel(tp, row.name) }),
      confirm: tp('common.ok'), cancel: tp('common.cancel'), danger: kind === 'cancel',
    });
    if (!ok) return;
    try {
      await (kind === 'retry' ? jobs.retry(row.id) : jobs.cancel(row.id));
      notifySuccess(tp(`jobs.done.${kind}`));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<AdminJob>[] = [
    { key: 'name', title: tp('jobs.queue'), render: (r) => queueLabel(tp, r.name) },
    { key: 'state', title: tp('jobs.state'), render: (r) => <Badge variant="light" color={STATE_COLOR[r.state]}>{tp(`jobs.stateText.${r.state}`)}</Badge> },
    {
      key: 'progress', title: tp('jobs.progress'), width: 160,
      render: (r) => (r.total ? (
        <Group gap="xs" wrap="nowrap">
          <Progress value={(100 * (r.done ?? 0)) / r.total} w={70} size="sm" color={STATE_COLOR[r.state]} />
          <Text size="xs">{r.done}/{r.total}</Text>
        </Group>
      ) : tp('jobs.none')),
    },
    { key: 'attempts', title: tp('jobs.attempts'), render: (r) => `${r.retryCount + 1}/${r.retryLimit + 1}` },
    { key: 'createdOn', title: tp('jobs.createdOn'), render: (r) => formatTime(r.createdOn) },
    { key: 'startedOn', title: tp('jobs.startedOn'), render: (r) => (r.startedOn ? formatTime(r.startedOn) : tp('jobs.none')) },
    { key: 'completedOn', title: tp('jobs.completedOn'), render: (r) => (r.completedOn ? formatTime(r.completedOn) : tp('jobs.none')) },
    { key: 'worker', title: tp('jobs.worker'), render: (r) => r.worker ?? tp('jobs.none') },
    {
      key: 'error', title: tp('jobs.error'),
      render: (r) => (r.error ? <Tooltip label={r.error} multiline w={360}><Text size="sm" c="red" maw={220} truncate>{r.error}</Text></Tooltip> : ''),
    },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          {r.state === 'failed' && <Anchor size="sm" onClick={() => act(r, 'retry')}>{tp('jobs.retry')}</Anchor>}
          {!ENDED.includes(r.state) && <Anchor size="sm" c="red" onClick={() => act(r, 'cancel')}>{tp('jobs.cancel')}</Anchor>}
        </Group>
      ),
    },
  ];

  return (
    <PageCard title={tp('schedule.title')} actions={<Button variant="default" leftSection={<IconRefresh size={16} />} onClick={list.reload} data-testid="jobs-refresh">{tp('jobs.refresh')}</Button>}>
      <ScheduledJobs onRan={list.reload} />
      <Text fw={600} mt="lg" mb="xs">{tp('schedule.queueTitle')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mb="md" data-testid="queue-counts">
        {counts.map((queue) => (
          <Paper key={queue.name} withBorder p="sm" radius="sm" data-queue={queue.name}>
            <Text fw={600} size="sm" mb={6}>{queueLabel(tp, queue.name)} <Text span c="dimmed" size="xs">{queue.name}</Text></Text>
            <Group gap="md">
              <Figure label={tp('jobs.queued')} value={queue.created + queue.retry} />
              <Figure label={tp('jobs.active')} value={queue.active} color="blue" />
              <Figure label={tp('jobs.failed')} value={queue.failed} color={queue.failed > 0 ? 'red' : undefined} />
              <Figure label={tp('jobs.completed')} value={queue.completed} color="green" />
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <Select label={tp('jobs.queue')} data-testid="job-queue" clearable w={180} value={list.filters.name}
          data={counts.map((queue) => ({ value: queue.name, label: queueLabel(tp, queue.name) }))} onChange={(v) => list.setFilter('name', v)} />
        <Select label={tp('jobs.state')} data-testid="job-state" clearable w={150} value={list.filters.state}
          data={JOB_STATES.map((state) => ({ value: state, label: tp(`jobs.stateText.${state}`) }))} onChange={(v) => list.setFilter('state', v)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
    </PageCard>
  );
}

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={700} c={color}>{value}</Text>
    </div>
  );
}
