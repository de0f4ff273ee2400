/** One change of a row as a field-by-field table (before → after), and the way to that row's whole history. */
import { Anchor, Code, Modal, Table, Text } from '@mantine/core';
import type { DataLogRecord } from '../../../contract/routes/system-admin.ts';
import { formatTime, usePageT } from '../../common/index.ts';

const show = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

export function DiffModal({ entry, onClose, onHistory }: { entry: DataLogRecord | null; onClose(): void; onHistory(entry: DataLogRecord): void }) {
  const tp = usePageT();
  const fields = entry ? [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])] : [];
  return (
    <Modal opened={entry !== null} onClose={onClose} size="xl" title={entry ? tp('dataLog.diffTitle', { table: entry.tableName, rowId: entry.rowId }) : ''}>
      {entry && (
        <>
          <Text size="sm" c="dimmed" mb="sm">{entry.username ?? ''} · {entry.action} · {formatTime(entry.createTime)}</Text>
          <Table withTableBorder data-testid="data-log-diff">
            <Table.Thead>
              <Table.Tr><Table.Th>{tp('dataLog.field')}</Table.Th><Table.Th>{tp('dataLog.before')}</Table.Th><Table.Th>{tp('dataLog.after')}</Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field) => (
                <Table.Tr key={field}>
                  <Table.Td><Code>{field}</Code></Table.Td>
                  <Table.Td bg={entry.before ? 'var(--mantine-color-red-light)' : undefined}>{entry.before ? show(entry.before[field]) : tp('dataLog.created')}</Table.Td>
                  <Table.Td bg={entry.after ? 'var(--mantine-color-green-light)' : undefined}>{entry.after ? show(entry.after[field]) : tp('dataLog.deleted')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Anchor size="sm" mt="sm" display="inline-block" onClick={() => onHistory(entry)}>{tp('dataLog.history')}</Anchor>
        </>
      )}
    </Modal>
  );
}
