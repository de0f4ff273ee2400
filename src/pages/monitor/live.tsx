/**
 * What the monitoring screens share: a figure polled every few seconds (pausable) with the last samples
 * kept for charts, the header that says when it was read, and a line chart drawn only while on screen
 * (a screen kept alive behind another tab has no size).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { LineChart } from '@mantine/charts';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { formatDateTime } from '../../i18n/dates.ts';
import { PageCard, usePageT } from '../common/index.ts';

export const POLL_SECONDS = 5;
/** Samples a chart keeps (5 minutes at the default rate). */
const HISTORY = 60;

export interface Polled<T> {
  data: T | null;
  history: T[];
  paused: boolean;
  setPaused(paused: boolean): void;
  at: number | null;
}

export function usePolling<T>(read: () => Promise<T>, seconds = POLL_SECONDS): Polled<T> {
  const [data, setData] = useState<T | null>(null);
  const [history, setHistory] = useState<T[]>([]);
  const [paused, setPaused] = useState(false);
  const [at, setAt] = useState<number | null>(null);
  const readRef = useRef(read);
  readRef.current = read;
  useEffect(() => {
    if (paused) return;
    let live = true;
    const tick = () => readRef.current()
      .then((value) => {
        if (!live) return;
        setData(value);
        setAt(Date.now());
        setHistory((old) => [...old.slice(-(HISTORY - 1)), value]);
      })
      .catch(() => { /* the shell shows the server's message */ });
    void tick();
    const timer = setInterval(tick, seconds * 1000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [paused, seconds]);
  return { data, history, paused, setPaused, at };
}

export function LivePage({ title, polled, children }: { title: string; polled: Polled<unknown>; children: ReactNode }) {
  const tp = usePageT();
  return (
    <PageCard
      title={title}
      actions={
        <Group gap="xs">
          <Badge variant="dot" color={polled.paused ? 'gray' : 'green'} data-testid="live-badge">{tp('monitor.refresh', { seconds: POLL_SECONDS })}</Badge>
          {polled.at && <Text size="xs" c="dimmed" data-testid="live-updated">{tp('monitor.updated', { time: clock(polled.at) })}</Text>}
          <Button size="xs" variant="default" leftSection={polled.paused ? <IconPlayerPlay size={14} /> : <IconPlayerPause size={14} />} onClick={() => polled.setPaused(!polled.paused)}>
            {polled.paused ? tp('monitor.resume') : tp('monitor.pause')}
          </Button>
        </Group>
      }
    >
      {children}
    </PageCard>
  );
}

/** A titled figure. */
export function Stat({ label, value, color }: { label: string; value: ReactNode; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={700} size="lg" c={color} style={{ wordBreak: 'break-word' }}>{value}</Text>
    </Paper>
  );
}

function useShown(ref: React.RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setShown(element.offsetWidth > 0 && element.offsetHeight > 0);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return shown;
}

/** A line chart over the polled samples: `x` labels each sample, `series` picks the lines. */
export function LiveChart({ title, data, series, height = 200, testId }: { title: string; data: Array<Record<string, number | string>>; series: Array<{ name: string; label: string; color: string }>; height?: number; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useShown(box);
  return (
    <Paper withBorder p="sm" radius="sm" data-testid={testId} data-points={data.length}>
      <Text fw={600} size="sm" mb="xs">{title}</Text>
      <div ref={box} style={{ height }}>
        {shown && data.length > 0 && (
          <LineChart h={height} data={data} dataKey="time" series={series} curveType="linear" withDots={false} withLegend legendProps={{ verticalAlign: 'bottom', height: 24 }} />
        )}
      </div>
    </Paper>
  );
}

export const clock = (at: string | number) => formatDateTime(at, { seconds: true }).slice(11);
export const megabytes = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

export function bytesText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export function durationText(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return [d ? `${d}d` : '', h ? `${h}h` : '', `${m}m`].filter(Boolean).join(' ');
}
