/**
 * /screen, the big screen (issue 21): a full-window overview for a wall display — today's orders, lines
 * arriving, deliveries on the way, receiving checks, this month's amount, lines by step, rejections and
 * amounts by canteen and supplier, and a 14-day trend. It reads GET /screen/overview when the live channel
 * says order lines moved (overviewFeed.ts) (platform: everything; procurement: its institution; others are
 * refused by the server).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BarChart, CompositeChart } from '@mantine/charts';
import { IconArrowLeft, IconMaximize } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { bigScreen } from '../../api/endpoints/operations.ts';
import { LINE_STATUS_NAMES, type LineStatus } from '../../contract/domain/order.ts';
import type { ScreenOverview } from '../../contract/routes/screen.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { getLocale } from '../../i18n/index.ts';
import { sessionState } from '../../shell/state/session.ts';
import { usePageT } from '../common/index.ts';
import { watchOverview } from './overviewFeed.ts';

const BG = '#0b1a33';
const PANEL = '#12284d';
const money = (value: number) => value.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

export default function Screen() {
  const tp = usePageT();
  const [, navigate] = useLocation();
  const [data, setData] = useState<ScreenOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const { token, user } = useSnapshot(sessionState);
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !token) return;
    const feed = watchOverview({
      userId,
      token,
      load: () => bigScreen.overview(),
      onData: (overview) => { setData(overview); setError(null); },
      onError: (failure) => setError(String((failure as Error)?.message ?? failure)),
    });
    return () => feed.close();
  }, [userId, token]);
  const zh = getLocale() === 'zh-CN';
  const status = (s: string) => (s in LINE_STATUS_NAMES ? LINE_STATUS_NAMES[s as LineStatus][zh ? 'zh' : 'en'] : s);

  return (
    <Box ref={root} data-testid="big-screen" style={{ minHeight: '100vh', background: BG, color: '#e6f0ff', padding: 'clamp(12px, 2vw, 32px)' }}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Button variant="subtle" color="gray" c="#9fb3d1" leftSection={<IconArrowLeft size={18} />} onClick={() => navigate('/dashboard/analysis')}>{tp('screen.back')}</Button>
        <Title order={1} ta="center" c="#7fd1ff" style={{ fontSize: 'clamp(20px, 3vw, 44px)', letterSpacing: 2 }}>{tp('screen.title')}</Title>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="#9fb3d1" data-testid="screen-updated">{data ? tp('screen.updated', { time: formatDateTime(data.at, { seconds: true }).slice(11) }) : ''}</Text>
          <Button variant="subtle" color="gray" c="#9fb3d1" leftSection={<IconMaximize size={18} />} onClick={() => void root.current?.requestFullscreen?.().catch(() => {})}>{tp('screen.fullscreen')}</Button>
        </Group>
      </Group>
      {error && <Text c="red.4" size="xl" ta="center" mt="xl" data-testid="screen-error">{error}</Text>}
      {data && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
            <Figure label={tp('screen.ordersToday')} value={data.ordersToday} testId="fig-orders" />
            <Figure label={tp('screen.linesToday')} value={data.linesToday} />
            <Figure label={tp('screen.underway')} value={data.deliveriesUnderway} color="#ffd166" />
            <Figure label={tp('screen.checksToday')} value={data.checksToday} color="#06d6a0" />
            <Figure label={tp('screen.amountMonth')} value={money(data.amountMonth)} color="#7fd1ff" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
            <Panel title={tp('screen.trend')} span>
              <CompositeChart h={260} data={data.trend.map((d) => ({ ...d, label: d.day.slice(5) }))} dataKey="label" withLegend withRightYAxis
                textColor="#c9d6ea" gridColor="rgba(255,255,255,0.1)"
                series={[{ name: 'orders', label: tp('screen.orders'), color: 'cyan.5', type: 'bar' }, { name: 'amount', label: tp('screen.amount'), color: 'yellow.5', type: 'line', yAxisId: 'right' }]} />
            </Panel>
            <Panel title={tp('screen.pipeline')}>
              <Ranking rows={data.pipeline.map((p) => ({ id: p.status, name: status(p.status), value: p.count }))} none={tp('screen.none')} />
            </Panel>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }} spacing="md">
            <Panel title={tp('screen.exceptionsCanteen')}><Bars rows={data.exceptionsByCanteen} color="red.5" none={tp('screen.none')} /></Panel>
            <Panel title={tp('screen.exceptionsSupplier')}><Bars rows={data.exceptionsBySupplier} color="orange.5" none={tp('screen.none')} /></Panel>
            <Panel title={tp('screen.amountCanteen')}><Ranking rows={data.amountByCanteen} none={tp('screen.none')} format={money} /></Panel>
            <Panel title={tp('screen.amountSupplier')}><Ranking rows={data.amountBySupplier} none={tp('screen.none')} format={money} /></Panel>
          </SimpleGrid>
        </Stack>
      )}
    </Box>
  );
}

function Figure({ label, value, color = '#ffffff', testId }: { label: string; value: ReactNode; color?: string; testId?: string }) {
  return (
    <Paper p="md" radius="md" style={{ background: PANEL, border: '1px solid rgba(127,209,255,0.25)' }}>
      <Text c="#9fb3d1" style={{ fontSize: 'clamp(13px, 1.2vw, 20px)' }}>{label}</Text>
      <Text fw={800} c={color} data-testid={testId} style={{ fontSize: 'clamp(28px, 3.6vw, 64px)', lineHeight: 1.1 }}>{value}</Text>
    </Paper>
  );
}

function Panel({ title, children, span }: { title: string; children: ReactNode; span?: boolean }) {
  return (
    <Paper p="md" radius="md" style={{ background: PANEL, border: '1px solid rgba(127,209,255,0.25)', gridColumn: span ? 'span 2' : undefined }}>
      <Text fw={700} c="#7fd1ff" mb="sm" style={{ fontSize: 'clamp(14px, 1.3vw, 22px)' }}>{title}</Text>
      {children}
    </Paper>
  );
}

function Ranking({ rows, none, format = String }: { rows: Array<{ id: string; name: string; value: number }>; none: string; format?: (value: number) => string }) {
  if (rows.length === 0) return <Text c="#9fb3d1">{none}</Text>;
  const top = Math.max(...rows.map((row) => row.value), 1);
  return (
    <Stack gap={8}>
      {rows.map((row) => (
        <div key={row.id}>
          <Group justify="space-between" wrap="nowrap"><Text size="md" truncate>{row.name}</Text><Text fw={700}>{format(row.value)}</Text></Group>
          <div style={{ height: 6, borderRadius: 3, background: 'rgba(255,255,255,0.1)' }}>
            <div style={{ width: `${(100 * row.value) / top}%`, height: 6, borderRadius: 3, background: '#7fd1ff' }} />
          </div>
        </div>
      ))}
    </Stack>
  );
}

function Bars({ rows, color, none }: { rows: Array<{ id: string; name: string; value: number }>; color: string; none: string }) {
  if (rows.length === 0) return <Text c="#9fb3d1">{none}</Text>;
  return <BarChart h={200} data={rows} dataKey="name" series={[{ name: 'value', color }]} textColor="#c9d6ea" gridColor="rgba(255,255,255,0.1)" />;
}
