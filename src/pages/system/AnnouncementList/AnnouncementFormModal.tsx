/** Create or edit an announcement (draft or revoked ones only; the server refuses released ones). */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, MultiSelect, SegmentedControl, Select, SimpleGrid, TextInput, Input } from '@mantine/core';
import { http } from '../../../api/http.ts';
import { notifySuccess, usePageT, type Page } from '../../common/index.ts';
import { announcementPayload, EMPTY_FORM, formOf, validateAnnouncement, type AnnouncementErrors, type AnnouncementForm } from './announcementRules.ts';
import { RichTextField } from './RichTextField.tsx';
import { CATEGORIES, PRIORITIES, type AdminAnnouncement } from './types.ts';

export function AnnouncementFormModal({ opened, row, onClose, onSaved }: { opened: boolean; row: AdminAnnouncement | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const [form, setForm] = useState<AnnouncementForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<AnnouncementErrors>({});
  const [users, setUsers] = useState<Array<{ value: string; label: string }>>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setForm(row ? formOf(row) : EMPTY_FORM);
  }, [opened, row]);
  useEffect(() => {
    if (!opened || form.msgType !== 'USER' || users.length) return;
    http.get<Page<{ id: string; username: string; realname: string }>>('/sys/user/list', { pageNo: 1, pageSize: 500 })
      .then((page) => setUsers(page.records.map((u) => ({ value: u.id, label: `${u.realname || u.username} (${u.username})` }))))
      .catch(() => {});
  }, [opened, form.msgType, users.length]);

  const set = <K extends keyof AnnouncementForm>(key: K, value: AnnouncementForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const err = (k: keyof AnnouncementForm) => (errors[k] ? tp(errors[k]!) : undefined);

  async function save() {
    const local = validateAnnouncement(form);
    if (Object.keys(local).length) { setErrors(local); return; }
    setSaving(true);
    try {
      const body = announcementPayload(form);
      if (form.id) await http.put('/sys/annountCement/edit', body);
      else await http.post('/sys/annountCement/add', body);
      notifySuccess(tp(form.id ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp(row ? 'announcement.edit' : 'announcement.add')} size="xl">
      <TextInput label={tp('announcement.titile')} withAsterisk value={form.titile} error={err('titile')} onChange={(e) => set('titile', e.currentTarget.value)} data-field="titile" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <Select label={tp('announcement.category')} allowDeselect={false} value={form.msgCategory}
          data={CATEGORIES.map((c) => ({ value: c, label: tp(`announcement.categoryText.${c}`) }))} onChange={(v) => set('msgCategory', v ?? '1')} />
        <Select label={tp('announcement.priorityLabel')} allowDeselect={false} value={form.priority}
          data={PRIORITIES.map((p) => ({ value: p, label: tp(`announcement.priority.${p}`) }))} onChange={(v) => set('priority', v ?? 'L')} />
        <TextInput type="datetime-local" label={tp('announcement.startTime')} value={form.startTime} error={err('startTime')} onChange={(e) => set('startTime', e.currentTarget.value)} />
        <TextInput type="datetime-local" label={tp('announcement.endTime')} value={form.endTime} error={err('endTime')} onChange={(e) => set('endTime', e.currentTarget.value)} />
      </SimpleGrid>
      <Input.Wrapper label={tp('announcement.msgType')} mt="sm">
        <div>
          <SegmentedControl value={form.msgType} onChange={(v) => set('msgType', v as 'ALL' | 'USER')}
            data={[{ value: 'ALL', label: tp('announcement.msgTypeText.ALL') }, { value: 'USER', label: tp('announcement.msgTypeText.USER') }]} />
        </div>
      </Input.Wrapper>
      {form.msgType === 'USER' && (
        <MultiSelect mt="sm" label={tp('announcement.users')} withAsterisk searchable data={users} value={form.userIds} error={err('userIds')} onChange={(v) => set('userIds', v)} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <Select label={tp('announcement.openType')} clearable value={form.openType}
          data={[{ value: 'url', label: tp('announcement.openTypeText.url') }, { value: 'component', label: tp('announcement.openTypeText.component') }]}
          onChange={(v) => set('openType', v)} />
        <TextInput label={tp('announcement.openPage')} placeholder="/order/order-group" value={form.openPage} error={err('openPage')} onChange={(e) => set('openPage', e.currentTarget.value)} />
      </SimpleGrid>
      <RichTextField label={tp('announcement.content')} value={form.msgContent} onChange={(html) => set('msgContent', html)} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
        <Button loading={saving} onClick={save}>{tp('common.save')}</Button>
      </Group>
    </Modal>
  );
}
