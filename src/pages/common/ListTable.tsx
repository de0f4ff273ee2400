/** The table of every list screen: columns, optional row selection, loading overlay, empty line, pager. */
import type { ReactNode } from 'react';
import { Box, Checkbox, Group, LoadingOverlay, Pagination, ScrollArea, Skeleton, Table, Text } from '@mantine/core';
import { usePageT } from './i18n.ts';

export interface Column<T> {
  key: string;
  title: ReactNode;
  render?: (row: T) => ReactNode;
  width?: number | string;
}

/** Cells keep one line; a wide table scrolls sideways instead of breaking labels and links letter by letter. */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The actions column stays pinned to the right edge while a wide table scrolls, so 编辑 / 删除 and
 * the rest are never cut off.
 */
const PINNED = {
  ...NOWRAP,
  position: 'sticky',
  right: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-default-border), -6px 0 6px -6px rgba(0, 0, 0, 0.15)',
} as const;
const cellStyle = (c: { key: string }) => (c.key === 'actions' ? PINNED : NOWRAP);

/** Placeholder rows while the first page loads: the table keeps its shape instead of saying "no data". */
const SKELETON_ROWS = 5;

interface Props<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  selected?: string[];
  onSelectedChange?: (ids: string[]) => void;
  /** `approximate`: the total is the server's estimate past what it counted ("about N"). */
  pager?: { pageNo: number; pageSize: number; total: number; approximate?: boolean; onChange(page: number): void };
}

export function ListTable<T>({ columns, rows, rowKey, loading, selected, onSelectedChange, pager }: Props<T>) {
  const tp = usePageT();
  const selectable = Boolean(selected && onSelectedChange);
  const keys = rows.map(rowKey);
  const allChecked = selectable && keys.length > 0 && keys.every((k) => selected!.includes(k));
  const someChecked = selectable && keys.some((k) => selected!.includes(k));
  const toggle = (key: string) =>
    onSelectedChange?.(selected!.includes(key) ? selected!.filter((k) => k !== key) : [...selected!, key]);
  return (
    <Box pos="relative">
      <LoadingOverlay visible={Boolean(loading)} zIndex={5} />
      <ScrollArea>
        <Table striped highlightOnHover withTableBorder verticalSpacing="xs" miw={600}>
          <Table.Thead>
            <Table.Tr>
              {selectable && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={tp('common.selectAll')}
                    checked={allChecked}
                    indeterminate={someChecked && !allChecked}
                    onChange={() => onSelectedChange!(allChecked ? selected!.filter((k) => !keys.includes(k)) : [...new Set([...selected!, ...keys])])}
                  />
                </Table.Th>
              )}
              {columns.map((c) => <Table.Th key={c.key} w={c.width} style={cellStyle(c)} data-column={c.key}>{c.title}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              return (
                <Table.Tr key={key} data-row-key={key}>
                  {selectable && (
                    <Table.Td><Checkbox aria-label={key} checked={selected!.includes(key)} onChange={() => toggle(key)} /></Table.Td>
                  )}
                  {columns.map((c) => (
                    <Table.Td key={c.key} style={cellStyle(c)} data-column={c.key}>{c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
            {rows.length === 0 && loading && Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Table.Tr key={`skeleton-${i}`} data-testid="list-skeleton">
                {selectable && <Table.Td />}
                {columns.map((c) => <Table.Td key={c.key}><Skeleton height={12} radius="sm" /></Table.Td>)}
              </Table.Tr>
            ))}
            {rows.length === 0 && !loading && (
              <Table.Tr>
                <Table.Td colSpan={columns.length + (selectable ? 1 : 0)}>
                  <Text c="dimmed" ta="center" py="md">{tp('common.empty')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pager && (
        <Group justify="flex-end" mt="sm" gap="md">
          <Text size="sm" c="dimmed">{tp(pager.approximate ? 'common.totalAbout' : 'common.total', { total: pager.total.toLocaleString() })}</Text>
          <Pagination
            size="sm"
            total={Math.max(1, Math.ceil(pager.total / pager.pageSize))}
            value={pager.pageNo}
            onChange={pager.onChange}
          />
        </Group>
      )}
    </Box>
  );
}
