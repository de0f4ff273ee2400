/** Create or edit an announcement (draft or revoked ones only; the server refuses released ones). */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, MultiSelect, SegmentedControl, Select, SimpleGrid, TextInput, Input } from '@mantine/core';
import { useForm } from '@mantine/form';
import { announcements, users as userCalls } from '../../../api/endpoints/system.ts';
import { CATEGORIES, PRIORITIES } from '../../../contract/domain/announcement.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';
import { announcementPayload, EMPTY_FORM, formOf, validateAnnouncement, type AnnouncementForm, type AnnouncementRow } from './announcementRules.ts';
import { DateTimeField } from './DateTimeField.tsx';
import { RichTextField } from './RichTextField.tsx';

export function AnnouncementFormModal({ opened, row, onClose, onSaved }: { opened: boolean; row: AnnouncementRow | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const form = useForm<AnnouncementForm>({
    initialValues: EMPTY_FORM,
    validate: (values) => Object.fromEntries(Object.entries(validateAnnouncement(values)).map(([field, key]) => [field, tp(key)])),
  });
  const [users, setUsers] = useState<Array<{ value: string; label: string }>>([]);
  const [saving, setSaving] = useState(false);
  const f = form.values;

  useEffect(() => {
    if (!opened) return;
    form.clearErrors();
    form.setValues(row ? formOf(row) : EMPTY_FORM);
  }, [opened, row]); // not `form`: a new object every render
  useEffect(() => {
    if (!opened || f.msgType !== 'USER' || users.length) return;
    userCalls.list({ pageNo: 1, pageSize: 500 })
      .then((page) => setUsers(page.records.map((u) => ({ value: u.id, label: `${u.realname || u.username} (${u.username})` }))))
      .catch(() => {});
  }, [opened, f.msgType, users.length]);

  async function save(values: AnnouncementForm) {
    setSaving(true);
    try {
      const { id, ...body } = announcementPayload(values);
      if (id) await announcements.edit({ id, ...body });
      else await announcements.add(body);
      notifySuccess(tp(values.id ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp(row ? 'announcement.edit' : 'announcement.add')} size="xl">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <TextInput label={tp('announcement.titile')} withAsterisk {...form.getInputProps('titile')} data-field="titile" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <Select label={tp('announcement.category')} allowDeselect={false} {...form.getInputProps('msgCategory')}
            data={CATEGORIES.map((c) => ({ value: c, label: tp(`announcement.categoryText.${c}`) }))} onChange={(v) => form.setFieldValue('msgCategory', v ?? '1')} />
          <Select label={tp('announcement.priorityLabel')} allowDeselect={false} {...form.getInputProps('priority')}
            data={PRIORITIES.map((p) => ({ value: p, label: tp(`announcement.priority.${p}`) }))} onChange={(v) => form.setFieldValue('priority', v ?? 'L')} />
          <DateTimeField label={tp('announcement.startTime')} value={f.startTime} onChange={(v) => form.setFieldValue('startTime', v)} error={form.errors.startTime} data-field="startTime" />
          <DateTimeField label={tp('announcement.endTime')} value={f.endTime} onChange={(v) => form.setFieldValue('endTime', v)} error={form.errors.endTime} data-field="endTime" />
        </SimpleGrid>
        <Input.Wrapper label={tp('announcement.msgType')} mt="sm">
          <div>
            <SegmentedControl value={f.msgType} onChange={(v) => form.setFieldValue('msgType', v as 'ALL' | 'USER')}
              data={[{ value: 'ALL', label: tp('announcement.msgTypeText.ALL') }, { value: 'USER', label: tp('announcement.msgTypeText.USER') }]} />
          </div>
        </Input.Wrapper>
        {f.msgType === 'USER' && (
          <MultiSelect mt="sm" label={tp('announcement.users')} withAsterisk searchable data={users} {...form.getInputProps('userIds')} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <Select label={tp('announcement.openType')} clearable {...form.getInputProps('openType')}
            data={[{ value: 'url', label: tp('announcement.openTypeText.url') }, { value: 'component', label: tp('announcement.openTypeText.component') }]} />
          <TextInput label={tp('announcement.openPage')} placeholder="/order/order-group" {...form.getInputProps('openPage')} />
        </SimpleGrid>
        <RichTextField label={tp('announcement.content')} value={f.msgContent} onChange={(html) => form.setFieldValue('msgContent', html)} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
