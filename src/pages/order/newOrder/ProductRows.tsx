/** Rows of product + quantity for the new-order forms (add products, back-fill), choosing from the offered products. */
import { ActionIcon, Button, Group, NumberInput, Select, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { usePageT } from '../../common/index.ts';

export interface ProductRow {
  baseProductId: string | null;
  quantity: number | string;
}

export function ProductRows({ options, rows, onChange }: { options: Array<{ value: string; label: string }>; rows: ProductRow[]; onChange(rows: ProductRow[]): void }) {
  const tp = usePageT();
  const set = (index: number, patch: Partial<ProductRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap="xs">
      {rows.map((row, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
          <Select style={{ flex: 1 }} label={index === 0 ? tp('newOrder.lines') : undefined} searchable data={options} value={row.baseProductId} onChange={(v) => set(index, { baseProductId: v })} data-testid="product-row-product" />
          <NumberInput w={110} label={index === 0 ? tp('order.quantity') : undefined} decimalScale={3} min={0} value={row.quantity} onChange={(v) => set(index, { quantity: v })} data-testid="product-row-quantity" />
          <ActionIcon variant="subtle" color="red" mb={4} disabled={rows.length === 1} onClick={() => onChange(rows.filter((_, i) => i !== index))} aria-label="remove"><IconTrash size={16} /></ActionIcon>
        </Group>
      ))}
      <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={() => onChange([...rows, { baseProductId: null, quantity: '' }])} style={{ alignSelf: 'flex-start' }}>{tp('newOrder.addLine')}</Button>
    </Stack>
  );
}

/** The rows that name a product and a quantity above 0, as the API takes them. */
export const filledRows = (rows: ProductRow[]) =>
  rows.filter((r) => r.baseProductId && Number(r.quantity) > 0).map((r) => ({ baseProductId: r.baseProductId!, quantity: String(r.quantity) }));
