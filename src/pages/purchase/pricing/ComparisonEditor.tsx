/**
 * Entering or changing a three-party comparison: product, canteens, effective day, the quotes (one row per
 * supplier) and the chosen one; the rules (three different suppliers, a reason when the choice is not the
 * lowest) are the contract's comparisonRefusal, so the form says what the server would.
 */
import { useEffect } from 'react';
import { ActionIcon, Button, Group, Modal, MultiSelect, Radio, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { priceComparisons } from '../../../api/endpoints/purchasePricing.ts';
import { PRICE_PATTERN } from '../../../contract/domain/order.ts';
import { comparisonRefusal, lowestPrice, MIN_COMPARISON_SUPPLIERS } from '../../../contract/domain/purchasePricing.ts';
import type { ComparisonDetail } from '../../../contract/routes/purchasePricing.ts';
import { ruleMessage } from '../../../i18n/index.ts';
import { AttachmentUpload, usePageT } from '../../common/index.ts';
import { chinaToday, useOptions } from './parts.tsx';

type Quote = { supplierId: string | null; price: string; quoteDate: string; note: string; fileId: string | null };
type Values = { baseProductId: string | null; restaurantIds: string[]; effectiveFrom: string; quotes: Quote[]; chosenSupplierId: string | null; choiceReason: string; note: string };

const blankQuote = (): Quote => ({ supplierId: null, price: '', quoteDate: chinaToday(), note: '', fileId: null });

export function ComparisonEditor({ editing, onClose, onSaved }: { editing: ComparisonDetail | 'new'; onClose(): void; onSaved(detail: ComparisonDetail): void }) {
  const tp = usePageT();
  const options = useOptions({ canteens: true, suppliers: true, products: true });
  const form = useForm<Values>({
    initialValues: {
      baseProductId: null, restaurantIds: [], effectiveFrom: chinaToday(), quotes: Array.from({ length: MIN_COMPARISON_SUPPLIERS }, blankQuote),
      chosenSupplierId: null, choiceReason: '', note: '',
    },
    validate: {
      baseProductId: (v) => (v ? null : tp('pricing.rule.product')),
      restaurantIds: (v) => (v.length > 0 ? null : tp('pricing.rule.canteens')),
      quotes: {
        supplierId: (v) => (v ? null : tp('pricing.rule.supplier')),
        price: (v) => (new RegExp(PRICE_PATTERN).test(v) && Number(v) > 0 ? null : tp('pricing.rule.price')),
      },
      chosenSupplierId: (v, values) => {
        const refusal = comparisonRefusal(values.quotes.filter((q) => q.supplierId).map((q) => ({ supplierId: q.supplierId!, price: q.price })), v, values.choiceReason);
        return refusal ? ruleMessage(refusal.code, refusal.params)! : null;
      },
    },
  });
  useEffect(() => {
    if (editing === 'new') return;
    form.setValues({
      baseProductId: editing.baseProductId, restaurantIds: editing.canteens.map((c) => c.id), effectiveFrom: editing.effectiveFrom,
      quotes: editing.quotes.map((q) => ({ supplierId: q.supplierId, price: q.price, quoteDate: q.quoteDate, note: q.note ?? '', fileId: q.fileId })),
      chosenSupplierId: editing.chosenSupplierId, choiceReason: editing.choiceReason ?? '', note: editing.note ?? '',
    });
  }, [editing]); // not `form`: a new object every render

  const values = form.values;
  const lowest = lowestPrice(values.quotes.filter((q) => Number(q.price) > 0).map((q) => ({ supplierId: q.supplierId ?? '', price: q.price })));
  const save = async (v: Values) => {
    const body = {
      baseProductId: v.baseProductId!, restaurantIds: v.restaurantIds, effectiveFrom: v.effectiveFrom,
      quotes: v.quotes.map((q) => ({ supplierId: q.supplierId!, price: q.price, quoteDate: q.quoteDate, note: q.note || null, fileId: q.fileId })),
      chosenSupplierId: v.chosenSupplierId, choiceReason: v.choiceReason || null, note: v.note || null,
    };
    try {
      onSaved(editing === 'new' ? await priceComparisons.create(body) : await priceComparisons.update(editing.id, { ...body, version: editing.version }));
    } catch { /* the shell shows the server's message */ }
  };
  return (
    <Modal opened onClose={onClose} size="xl" title={tp(editing === 'new' ? 'pricing.comparison.add' : 'pricing.comparison.edit')}>
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label={tp('pricing.product')} searchable withAsterisk data={options.products} {...form.getInputProps('baseProductId')} data-testid="comparison-product" />
            <DateInput label={tp('pricing.effectiveFrom')} valueFormat="YYYY-MM-DD" withAsterisk value={values.effectiveFrom} onChange={(v) => form.setFieldValue('effectiveFrom', v ?? chinaToday())} />
          </SimpleGrid>
          <MultiSelect label={tp('pricing.canteens')} withAsterisk data={options.canteens} {...form.getInputProps('restaurantIds')} data-testid="comparison-canteens" />
          <Text size="sm" fw={500}>{tp('pricing.comparison.quotes', { min: MIN_COMPARISON_SUPPLIERS })}</Text>
          <Radio.Group value={values.chosenSupplierId} onChange={(v) => form.setFieldValue('chosenSupplierId', v)} error={form.errors.chosenSupplierId}>
            <Table.ScrollContainer minWidth={640}>
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={60}>{tp('pricing.comparison.choose')}</Table.Th>
                    <Table.Th>{tp('pricing.supplier')}</Table.Th>
                    <Table.Th w={120}>{tp('pricing.price')}</Table.Th>
                    <Table.Th w={150}>{tp('pricing.comparison.quoteDate')}</Table.Th>
                    <Table.Th>{tp('pricing.note')}</Table.Th>
                    <Table.Th>{tp('pricing.comparison.attachment')}</Table.Th>
                    <Table.Th w={40} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {values.quotes.map((q, i) => (
                    <Table.Tr key={i} data-testid="comparison-quote-row">
                      <Table.Td><Radio value={q.supplierId ?? `none-${i}`} disabled={!q.supplierId} aria-label={tp('pricing.comparison.choose')} data-testid="comparison-choose" /></Table.Td>
                      <Table.Td><Select searchable data={options.suppliers} {...form.getInputProps(`quotes.${i}.supplierId`)} data-testid="comparison-supplier" /></Table.Td>
                      <Table.Td>
                        <TextInput {...form.getInputProps(`quotes.${i}.price`)} data-testid="comparison-price"
                          rightSection={lowest !== null && Number(q.price) === lowest ? <Text size="xs" c="green">{tp('pricing.comparison.lowestShort')}</Text> : null} rightSectionWidth={40} />
                      </Table.Td>
                      <Table.Td><DateInput valueFormat="YYYY-MM-DD" value={q.quoteDate} onChange={(v) => form.setFieldValue(`quotes.${i}.quoteDate`, v ?? chinaToday())} /></Table.Td>
                      <Table.Td><TextInput maxLength={500} {...form.getInputProps(`quotes.${i}.note`)} /></Table.Td>
                      <Table.Td><AttachmentUpload value={q.fileId} onChange={(path) => form.setFieldValue(`quotes.${i}.fileId`, path)} testId="comparison-quote-upload" /></Table.Td>
                      <Table.Td>
                        <ActionIcon variant="subtle" color="red" disabled={values.quotes.length <= 1} aria-label={tp('common.delete')} onClick={() => form.removeListItem('quotes', i)}><IconTrash size={16} /></ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Radio.Group>
          <Group><Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('quotes', blankQuote())}>{tp('pricing.comparison.addQuote')}</Button></Group>
          <Textarea label={tp('pricing.comparison.choiceReason')} description={tp('pricing.comparison.choiceReasonHint')} autosize minRows={2} maxLength={500} {...form.getInputProps('choiceReason')} data-testid="comparison-reason" />
          <Textarea label={tp('pricing.note')} autosize minRows={1} maxLength={500} {...form.getInputProps('note')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
            <Button type="submit" data-testid="comparison-save">{tp('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
