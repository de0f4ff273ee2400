/** The canteen drawer's form: college, address, contacts and delivery slots as editable rows, the acting departments. */
import { ActionIcon, Button, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { canteens } from '../../api/endpoints/schools.ts';
import { contactsProblem, MAX_CONTACTS, MAX_SLOTS, nameProblem, slotsProblem } from '../../contract/domain/school.ts';
import type { CanteenRecord } from '../../contract/routes/schools.ts';
import { RegionPicker } from '../common/RegionPicker/index.ts';
import { notifySuccess, usePageT } from '../common/index.ts';
import { problemText, useLang } from './shared.tsx';

export type Options = Array<{ value: string; label: string }>;

interface Props {
  canteen: CanteenRecord | null;
  colleges: Options;
  departs: Options;
  onDone: () => void;
}

export function CanteenForm({ canteen, colleges, departs, onDone }: Props) {
  const tp = usePageT();
  const lang = useLang();
  const form = useForm({
    initialValues: {
      name: canteen?.name ?? '',
      collegeId: canteen?.collegeId ?? (null as string | null),
      regionId: canteen?.regionId ?? (null as string | null),
      address: canteen?.address ?? '',
      contacts: canteen?.contacts.length ? canteen.contacts : [{ name: '', phone: '' }],
      deliverySlots: canteen?.deliverySlots.length ? canteen.deliverySlots : [{ code: 'lunch', name: '', time: '' }],
      departId: canteen?.departId ?? (null as string | null),
      departIds: canteen?.departIds ?? [],
    },
    validate: {
      name: (v) => problemText(nameProblem(v), lang),
      collegeId: (v) => (v ? null : tp('schools.college')),
      contacts: (v) => problemText(contactsProblem(v), lang),
      deliverySlots: (v) => problemText(slotsProblem(v), lang),
    },
  });
  const submit = form.onSubmit(async (values) => {
    const body = { ...values, collegeId: values.collegeId!, departIds: values.departIds.filter((id) => id !== values.departId) };
    if (canteen) await canteens.edit(canteen.id, { ...body, version: canteen.version });
    else await canteens.create(body);
    notifySuccess(tp('schools.saved'));
    onDone();
  });
  // the college list holds enabled colleges; a canteen of a disabled one still shows its own
  const collegeChoices = canteen && !colleges.some((c) => c.value === canteen.collegeId) ? [...colleges, { value: canteen.collegeId, label: canteen.collegeName }] : colleges;
  return (
    <form onSubmit={submit}>
      <Stack>
        <TextInput label={tp('schools.name')} withAsterisk {...form.getInputProps('name')} />
        <Select label={tp('schools.college')} withAsterisk searchable data={collegeChoices} {...form.getInputProps('collegeId')} />
        <RegionPicker label={tp('schools.region')} value={form.values.regionId} onChange={(id) => form.setFieldValue('regionId', id)} />
        <TextInput label={tp('schools.address')} {...form.getInputProps('address')} />

        <Text fw={600} size="sm">{tp('schools.contacts')}</Text>
        {form.values.contacts.map((_, i) => (
          <Group key={i} gap="xs" wrap="nowrap" align="flex-end" data-testid={`contact-${i}`}>
            <TextInput flex={1} label={tp('schools.contactName')} {...form.getInputProps(`contacts.${i}.name`)} />
            <TextInput flex={1} label={tp('schools.phone')} {...form.getInputProps(`contacts.${i}.phone`)} />
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={tp('schools.remove')} disabled={form.values.contacts.length === 1} onClick={() => form.removeListItem('contacts', i)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {form.errors.contacts && <Text c="red" size="xs">{form.errors.contacts}</Text>}
        <Group>
          <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} disabled={form.values.contacts.length >= MAX_CONTACTS} onClick={() => form.insertListItem('contacts', { name: '', phone: '' })}>
            {tp('schools.addContact')}
          </Button>
        </Group>

        <Text fw={600} size="sm">{tp('schools.slots')}</Text>
        {form.values.deliverySlots.map((_, i) => (
          <Group key={i} gap="xs" wrap="nowrap" align="flex-end" data-testid={`slot-${i}`}>
            <TextInput w={90} label={tp('schools.slotCode')} {...form.getInputProps(`deliverySlots.${i}.code`)} />
            <TextInput w={90} label={tp('schools.slotName')} {...form.getInputProps(`deliverySlots.${i}.name`)} />
            <TextInput flex={1} miw={0} label={tp('schools.slotTime')} placeholder="09:00-10:00" {...form.getInputProps(`deliverySlots.${i}.time`)} />
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={tp('schools.remove')} disabled={form.values.deliverySlots.length === 1} onClick={() => form.removeListItem('deliverySlots', i)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {form.errors.deliverySlots && <Text c="red" size="xs">{form.errors.deliverySlots}</Text>}
        <Group>
          <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} disabled={form.values.deliverySlots.length >= MAX_SLOTS} onClick={() => form.insertListItem('deliverySlots', { code: '', name: '', time: '' })}>
            {tp('schools.addSlot')}
          </Button>
        </Group>

        <Select label={tp('schools.depart')} searchable clearable data={departs} {...form.getInputProps('departId')} />
        <MultiSelect label={tp('schools.linkedDeparts')} searchable clearable data={departs.filter((d) => d.value !== form.values.departId)} {...form.getInputProps('departIds')} />
        <Group justify="flex-end"><Button type="submit">{tp('common.save')}</Button></Group>
      </Stack>
    </form>
  );
}
