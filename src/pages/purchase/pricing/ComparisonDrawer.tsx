/** One comparison in a drawer: the quotes side by side (lowest and chosen marked), the choice, the canteens, the actions allowed now and the trail. */
import { useEffect, useState } from 'react';
import { Badge, Button, Divider, Drawer, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { priceComparisons } from '../../../api/endpoints/purchasePricing.ts';
import type { DecisionAction } from '../../../contract/domain/purchasePricing.ts';
import type { ComparisonDetail } from '../../../contract/routes/purchasePricing.ts';
import { AttachmentView, formatTime, usePageT } from '../../common/index.ts';
import { PurchasePrintButton } from '../PrintButton.tsx';
import { Field, StatusBadge, Trail } from './parts.tsx';

export function ComparisonDrawer({ id, refresh, onClose, onAction, onEdit }: {
  id: string | null; refresh: number; onClose(): void; onAction(action: DecisionAction, row: ComparisonDetail): void; onEdit(row: ComparisonDetail): void;
}) {
  const tp = usePageT();
  const [detail, setDetail] = useState<ComparisonDetail | null>(null);
  useEffect(() => {
    setDetail(null);
    if (id) priceComparisons.detail(id).then(setDetail).catch(() => {});
  }, [id, refresh]);
  return (
    <Drawer opened={!!id} onClose={onClose} position="right" size="xl" title={detail ? `${tp('pricing.comparison.title')} · ${detail.productName}` : tp('pricing.comparison.title')}>
      {detail && (
        <Stack data-testid="comparison-drawer">
          <Group justify="space-between">
            <StatusBadge kind="decision" status={detail.status} />
            <PurchasePrintButton document="price_comparison" title={detail.productName} start={(templateId) => priceComparisons.print(detail.id, templateId)} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Field label={tp('pricing.product')}>{`${detail.productName}（${detail.unit}）· ${detail.productCode}`}</Field>
            <Field label={tp('pricing.effectiveFrom')}>{detail.effectiveFrom}</Field>
            <Field label={tp('pricing.canteens')}>{detail.canteens.map((c) => c.name).join('、')}</Field>
            <Field label={tp('pricing.createBy')}>{`${detail.createBy ?? ''} · ${formatTime(detail.createTime)}`}</Field>
          </SimpleGrid>
          <Divider label={tp('pricing.comparison.sideBySide')} labelPosition="left" />
          <Table.ScrollContainer minWidth={520}>
            <Table withTableBorder withColumnBorders data-testid="comparison-side-by-side">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  {detail.quotes.map((q) => <Table.Th key={q.id}>{q.supplierName}</Table.Th>)}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>{tp('pricing.price')}</Table.Td>
                  {detail.quotes.map((q) => (
                    <Table.Td key={q.id}>
                      <Group gap={4}>
                        <Text size="sm" fw={q.chosen ? 700 : 400}>{q.price}</Text>
                        {q.lowest && <Badge size="xs" color="green" variant="light">{tp('pricing.comparison.lowest')}</Badge>}
                        {q.chosen && <Badge size="xs" color="blue" data-testid="comparison-chosen">{tp('pricing.comparison.chosen')}</Badge>}
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>{tp('pricing.comparison.quoteDate')}</Table.Td>
                  {detail.quotes.map((q) => <Table.Td key={q.id}>{q.quoteDate}</Table.Td>)}
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>{tp('pricing.note')}</Table.Td>
                  {detail.quotes.map((q) => <Table.Td key={q.id}>{q.note ?? '—'}</Table.Td>)}
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>{tp('pricing.comparison.attachment')}</Table.Td>
                  {detail.quotes.map((q) => <Table.Td key={q.id}>{q.fileId ? <AttachmentView path={q.fileId} testId="comparison-quote-file" /> : '—'}</Table.Td>)}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {detail.choiceReason && <Field label={tp('pricing.comparison.choiceReason')}>{detail.choiceReason}</Field>}
          {detail.note && <Field label={tp('pricing.note')}>{detail.note}</Field>}
          {detail.reason && <Field label={tp('pricing.rejectReason')}>{detail.reason}</Field>}
          <Group gap="xs">
            {detail.status === 'draft' && detail.actions.length > 0 && <Button size="xs" variant="default" onClick={() => onEdit(detail)}>{tp('common.edit')}</Button>}
            {detail.actions.map((a) => (
              <Button key={a} size="xs" variant="light" color={a === 'reject' ? 'red' : undefined} onClick={() => onAction(a, detail)} data-testid={`comparison-${a}`}>{tp(`pricing.action.${a}`)}</Button>
            ))}
          </Group>
          <Divider label={tp('pricing.trail')} labelPosition="left" />
          <Trail events={detail.events} />
        </Stack>
      )}
    </Drawer>
  );
}
