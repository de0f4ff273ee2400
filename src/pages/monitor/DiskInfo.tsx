/** monitor/DiskInfo: the disk holding the data folder, what the folder takes, and uploaded files by purpose and storage. */
import { Progress, SimpleGrid, Text } from '@mantine/core';
import { monitor } from '../../api/endpoints/operations.ts';
import { ListTable, usePageT, type Column } from '../common/index.ts';
import { bytesText, LivePage, Stat, usePolling } from './live.tsx';

type Upload = { purpose: string; storage: string; files: number; bytes: number };

export default function DiskInfo() {
  const tp = usePageT();
  const polled = usePolling(() => monitor.disk(), 30);
  const disk = polled.data;
  const usedShare = disk && disk.totalBytes > 0 ? (100 * (disk.totalBytes - disk.freeBytes)) / disk.totalBytes : 0;
  const columns: Column<Upload>[] = [
    { key: 'purpose', title: tp('monitor.purpose'), render: (u) => tp(`oss.purposeText.${u.purpose}`) },
    { key: 'storage', title: tp('monitor.storage'), render: (u) => u.storage },
    { key: 'files', title: tp('monitor.files'), render: (u) => u.files },
    { key: 'bytes', title: tp('monitor.bytes'), render: (u) => bytesText(u.bytes) },
  ];
  return (
    <LivePage title={tp('monitor.disk')} polled={polled}>
      <Text size="sm" c="dimmed" mb="xs">{tp('monitor.dataDir')}: {disk?.dataDir ?? '—'}</Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="sm">
        <Stat label={tp('monitor.total')} value={disk ? bytesText(disk.totalBytes) : '—'} />
        <Stat label={tp('monitor.free')} value={disk ? bytesText(disk.freeBytes) : '—'} />
        <Stat label={tp('monitor.used')} value={disk ? `${usedShare.toFixed(1)}%` : '—'} color={usedShare > 90 ? 'red' : undefined} />
        <Stat label={tp('monitor.dataBytes')} value={disk ? `${bytesText(disk.dataBytes)}${disk.dataPartial ? ' *' : ''}` : '—'} />
      </SimpleGrid>
      <Progress value={usedShare} color={usedShare > 90 ? 'red' : 'blue'} mb="xs" data-testid="disk-use" />
      {disk?.dataPartial && <Text size="xs" c="dimmed">* {tp('monitor.partial')}</Text>}
      <Text fw={600} mt="md" mb="xs">{tp('monitor.uploads')}</Text>
      <ListTable columns={columns} rows={disk?.uploads ?? []} rowKey={(u) => `${u.purpose}:${u.storage}`} loading={!disk} />
    </LivePage>
  );
}
