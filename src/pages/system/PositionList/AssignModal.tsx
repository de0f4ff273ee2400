/** Who holds a position: the whole list, saved at once with the version the list was read at. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, MultiSelect } from '@mantine/core';
import { users } from '../../../api/endpoints/system.ts';
import { positions } from '../../../api/endpoints/system-admin.ts';
import type { PositionRecord } from '../../../contract/routes/system-admin.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';

export function AssignModal({ position, onClose, onSaved }: { position: PositionRecord | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!position) return;
    setChosen(position.users.map((u) => u.id));
    const held = position.users.map((u) => ({ value: u.id, label: u.realname ? `${u.realname} (${u.username})` : u.username }));
    setOptions(held);
    users.list({ pageSize: 500, column: 'username', order: 'asc' })
      .then((page) => {
        const all = page.records.map((u) => ({ value: u.id, label: u.realname ? `${u.realname} (${u.username})` : u.username }));
        setOptions([...all, ...held.filter((h) => !all.some((a) => a.value === h.value))]);
      })
      .catch(() => { /* shown by the shell */ });
  }, [position]);

  async function save() {
    if (!position) return;
    setSaving(true);
    try {
      await positions.assign(position.id, position.version, chosen);
      notifySuccess(tp('common.saveSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={position !== null} onClose={onClose} title={position ? tp('position.assignTitle', { name: position.name }) : ''}>
      <MultiSelect label={tp('position.pickUsers')} data={options} value={chosen} onChange={setChosen} searchable clearable nothingFoundMessage={tp('common.empty')} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
        <Button loading={saving} onClick={save}>{tp('common.save')}</Button>
      </Group>
    </Modal>
  );
}
