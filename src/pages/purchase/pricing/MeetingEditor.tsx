/** Recording or changing a price meeting: title, day, attendees, minutes, period, canteens and one supplier and price per product. */
import { useEffect } from 'react';
import { ActionIcon, Button, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { priceMeetings } from '../../../api/endpoints/purchasePricing.ts';
import { PRICE_PATTERN } from '../../../contract/domain/order.ts';
import { conferenceRefusal } from '../../../contract/domain/purchasePricing.ts';
import type { MeetingDetail } from '../../../contract/routes/purchasePricing.ts';
import { ruleMessage } from '../../../i18n/index.ts';
import { usePageT } from '../../common/index.ts';
import { chinaToday, useOptions } from './parts.tsx';

type Line = { baseProductId: string | null; supplierId: string | null; price: string };
type Values = { title: string; meetingDate: string; attendees: string; minutes: string; periodStart: string; periodEnd: string; restaurantIds: string[]; lines: Line[] };
const blankLine = (): Line => ({ baseProductId: null, supplierId: null, price: '' });

export function MeetingEditor({ editing, onClose, onSaved }: { editing: MeetingDetail | 'new'; onClose(): void; onSaved(detail: MeetingDetail): void }) {
  const tp = usePageT();
  const options = useOptions({ canteens: true, suppliers: true, products: true });
  const form = useForm<Values>({
    initialValues: { title: '', meetingDate: chinaToday(), attendees: '', minutes: '', periodStart: chinaToday(), periodEnd: chinaToday(), restaurantIds: [], lines: [blankLine()] },
    validate: {
      title: (v) => (v.trim() ? null : tp('pricing.rule.title')),
      attendees: (v) => (v.trim() ? null : tp('pricing.rule.attendees')),
      minutes: (v) => (v.trim() ? null : tp('pricing.rule.minutes')),
      restaurantIds: (v) => (v.length > 0 ? null : tp('pricing.rule.canteens')),
      lines: {
        baseProductId: (v) => (v ? null : tp('pricing.rule.product')),
        supplierId: (v) => (v ? null : tp('pricing.rule.supplier')),
        price: (v) => (new RegExp(PRICE_PATTERN).test(v) && Number(v) > 0 ? null : tp('pricing.rule.price')),
      },
      periodEnd: (_, values) => {
        const refusal = conferenceRefusal({ ...values, lines: values.lines.map((l) => ({ baseProductId: l.baseProductId ?? '', price: l.price || '1' })) });
        return refusal ? ruleMessage(refusal.code, refusal.params)! : null;
      },
    },
  });
  useEffect(() => {
    if (editing === 'new') return;
    form.setValues({
      title: editing.title, meetingDate: editing.meetingDate, attendees: editing.attendees, minutes: editing.minutes, periodStart: editing.periodStart, periodEnd: editing.periodEnd,
      restaurantIds: editing.canteens.map((c) => c.id), lines: editing.lines.map((l) => ({ baseProductId: l.baseProductId, supplierId: l.supplierId, price: l.price })),
    });
  }, [editing]); // not `form`: a new object every render
  const v = form.values;
  const date = (key: 'meetingDate' | 'periodStart' | 'periodEnd', label: string) => (
    <DateInput label={tp(label)} valueFormat="YYYY-MM-DD" withAsterisk value={v[key]} error={form.errors[key]} onChange={(d) => form.setFieldValue(key, d ?? chinaToday())} />
  );
  const save = async (values: Values) => {
    const body = { ...values, lines: values.lines.map((l) => ({ baseProductId: l.baseProductId!, supplierId: l.supplierId!, price: l.price })) };
    try {
      onSaved(editing === 'new' ? await priceMeetings.create(body) : await priceMeetings.update(editing.id, { ...body, version: editing.version }));
    } catch { /* the shell shows the server's message */ }
  };
  return (
    <Modal opened onClose={onClose} size="xl" title={tp(editing === 'new' ? 'pricing.meeting.add' : 'pricing.meeting.edit')}>
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={tp('pricing.meeting.name')} withAsterisk maxLength={100} {...form.getInputProps('title')} data-testid="meeting-title" />
            {date('meetingDate', 'pricing.meeting.date')}
            {date('periodStart', 'pricing.meeting.periodStart')}
            {date('periodEnd', 'pricing.meeting.periodEnd')}
          </SimpleGrid>
          <TextInput label={tp('pricing.meeting.attendees')} withAsterisk maxLength={500} {...form.getInputProps('attendees')} />
          <Textarea label={tp('pricing.meeting.minutes')} withAsterisk autosize minRows={3} maxLength={10000} {...form.getInputProps('minutes')} />
          <MultiSelect label={tp('pricing.canteens')} withAsterisk data={options.canteens} {...form.getInputProps('restaurantIds')} />
          <Text size="sm" fw={500}>{tp('pricing.meeting.lines')}</Text>
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr><Table.Th>{tp('pricing.product')}</Table.Th><Table.Th>{tp('pricing.supplier')}</Table.Th><Table.Th w={120}>{tp('pricing.price')}</Table.Th><Table.Th w={40} /></Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {v.lines.map((_, i) => (
                  <Table.Tr key={i}>
                    <Table.Td><Select searchable data={options.products} {...form.getInputProps(`lines.${i}.baseProductId`)} /></Table.Td>
                    <Table.Td><Select searchable data={options.suppliers} {...form.getInputProps(`lines.${i}.supplierId`)} /></Table.Td>
                    <Table.Td><TextInput {...form.getInputProps(`lines.${i}.price`)} /></Table.Td>
                    <Table.Td><ActionIcon variant="subtle" color="red" disabled={v.lines.length <= 1} aria-label={tp('common.delete')} onClick={() => form.removeListItem('lines', i)}><IconTrash size={16} /></ActionIcon></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group><Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('lines', blankLine())}>{tp('pricing.meeting.addLine')}</Button></Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
            <Button type="submit">{tp('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
