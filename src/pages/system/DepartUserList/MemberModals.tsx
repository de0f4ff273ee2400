/** The dialogs of 我的部门: add members (search as you type), a member's position, the department's heads. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { departUsers } from '../../../api/endpoints/system-extra.ts';
import type { ManagedDepart, MemberRecord } from '../../../contract/routes/system-extra.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';

type Option = { value: string; label: string };
const labelOf = (u: { username: string; realname: string }) => (u.realname ? `${u.realname} (${u.username})` : u.username);

function Buttons({ saving, onCancel, onSave }: { saving: boolean; onCancel(): void; onSave(): void }) {
  const tp = usePageT();
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel}>{tp('common.cancel')}</Button>
      <Button loading={saving} onClick={onSave}>{tp('common.save')}</Button>
    </Group>
  );
}

/** Run a save: success note, the caller's refresh, close; a refusal is shown by the shell. */
function useSave(onSaved: () => void, onClose: () => void) {
  const tp = usePageT();
  const [saving, setSaving] = useState(false);
  const run = async (save: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await save();
      notifySuccess(tp('common.saveSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  };
  return { saving, run };
}

export function AddMembersModal({ depart, onClose, onSaved }: { depart: ManagedDepart | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, 250);
  const [found, setFound] = useState<Option[]>([]);
  const [chosen, setChosen] = useState<Option[]>([]);
  const { saving, run } = useSave(onSaved, onClose);

  useEffect(() => { if (depart) { setSearch(''); setChosen([]); setFound([]); } }, [depart]);
  useEffect(() => {
    if (!depart || !typed.trim()) return;
    departUsers.candidates(depart.id, typed.trim()).then((users) => setFound(users.map((u) => ({ value: u.id, label: labelOf(u) })))).catch(() => {});
  }, [depart, typed]);

  const data = [...chosen, ...found.filter((f) => !chosen.some((c) => c.value === f.value))];
  return (
    <Modal opened={depart !== null} onClose={onClose} title={depart ? tp('departUser.addTitle', { name: depart.departName }) : ''}>
      <MultiSelect label={tp('departUser.pickUsers')} placeholder={tp('departUser.searchUser')} data={data} value={chosen.map((c) => c.value)}
        onChange={(ids) => setChosen(data.filter((d) => ids.includes(d.value)))} searchable searchValue={search} onSearchChange={setSearch}
        filter={({ options }) => options} nothingFoundMessage={typed.trim() ? tp('departUser.noCandidates') : tp('departUser.searchUser')} data-testid="depart-user-candidates" />
      <Buttons saving={saving} onCancel={onClose} onSave={() => depart && chosen.length > 0 && run(() => departUsers.add(depart.id, chosen.map((c) => c.value)))} />
    </Modal>
  );
}

export function PositionModal({ depart, member, onClose, onSaved }: { depart: ManagedDepart; member: MemberRecord | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const [options, setOptions] = useState<Option[]>([]);
  const [value, setValue] = useState<string | null>(null);
  const { saving, run } = useSave(onSaved, onClose);
  useEffect(() => {
    if (!member) return;
    setValue(member.positions[0]?.id ?? null);
    departUsers.positions().then((rows) => setOptions(rows.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` })))).catch(() => {});
  }, [member]);
  return (
    <Modal opened={member !== null} onClose={onClose} title={member ? tp('departUser.positionTitle', { name: member.realname || member.username }) : ''}>
      <Select label={tp('departUser.position')} data={options} value={value} onChange={setValue} clearable placeholder={tp('departUser.noPosition')} />
      <Buttons saving={saving} onCancel={onClose} onSave={() => member && run(() => departUsers.setPosition({ departId: depart.id, userId: member.id, positionId: value }))} />
    </Modal>
  );
}

export function HeadsModal({ depart, onClose, onSaved }: { depart: ManagedDepart | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const [options, setOptions] = useState<Option[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const { saving, run } = useSave(onSaved, onClose);
  useEffect(() => {
    if (!depart) return;
    setChosen(depart.heads.map((h) => h.id));
    departUsers.members({ departId: depart.id, pageSize: 500, column: 'username', order: 'asc' })
      .then((page) => setOptions(page.records.map((m) => ({ value: m.id, label: labelOf(m) }))))
      .catch(() => {});
  }, [depart]);
  return (
    <Modal opened={depart !== null} onClose={onClose} title={depart ? tp('departUser.headsTitle', { name: depart.departName }) : ''}>
      <MultiSelect label={tp('departUser.pickHeads')} data={options} value={chosen} onChange={setChosen} searchable clearable nothingFoundMessage={tp('common.empty')} />
      <Buttons saving={saving} onCancel={onClose} onSave={() => depart && run(() => departUsers.setHeads(depart.id, chosen))} />
    </Modal>
  );
}
