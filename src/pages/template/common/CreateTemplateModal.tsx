/** A new, empty template: name, type, private or shared; then it opens in the designer. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, Switch, TextInput } from '@mantine/core';
import { http } from '../../../api/http.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';
import { blankTemplate } from './blank.ts';
import type { TypeChoice } from './useTemplateTypes.ts';

interface Props { opened: boolean; types: TypeChoice[]; defaultPrivate: boolean; onClose(): void; onCreated(id: string): void }

export function CreateTemplateModal({ opened, types, defaultPrivate, onClose, onCreated }: Props) {
  const tp = usePageT();
  const [name, setName] = useState('');
  const [typeId, setTypeId] = useState<string | null>(null);
  const [isPrivate, setPrivate] = useState(defaultPrivate);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => { if (opened) { setName(''); setTypeId(null); setPrivate(defaultPrivate); setError(undefined); } }, [opened, defaultPrivate]);

  async function save() {
    if (!name.trim()) { setError(tp('template.rule.nameRequired')); return; }
    setSaving(true);
    try {
      const created = await http.post<{ id: string }>('/print/templates', { name: name.trim(), typeId, private: isPrivate, body: blankTemplate(types.find((t) => t.value === typeId)?.code) });
      notifySuccess(tp('common.addSuccess'));
      onClose();
      onCreated(created.id);
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp('template.create')}>
      <TextInput label={tp('template.name')} withAsterisk maxLength={100} value={name} error={error}
        onChange={(e) => { setName(e.currentTarget.value); setError(undefined); }} data-field="name" />
      <Select mt="sm" label={tp('template.type')} data={types} value={typeId} clearable onChange={setTypeId} />
      <Switch mt="md" label={tp('template.private')} description={tp('template.privateHint')} checked={isPrivate}
        onChange={(e) => setPrivate(e.currentTarget.checked)} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
        <Button loading={saving} onClick={save}>{tp('template.createAndDesign')}</Button>
      </Group>
    </Modal>
  );
}
