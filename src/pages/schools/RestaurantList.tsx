/**
 * university/RestaurantList (食堂管理): canteens in scope with their college, contacts and delivery slots;
 * platform and procurement add, edit, disable and enable; canteen staff read their own (the server scopes the list).
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ActionIcon, Badge, Button, Drawer, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBan, IconCircleCheck, IconEdit, IconEye } from '@tabler/icons-react';
import { canteens, colleges } from '../../api/endpoints/schools.ts';
import type { CanteenDetail, CanteenRecord } from '../../contract/routes/schools.ts';
import { confirmAction, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { CanteenForm, type Options } from './CanteenForm.tsx';
import { ExportButton, StatusBadge, StatusFilter } from './shared.tsx';

/** Enough for a school drop-down; the server clamps a page at 500. */
const COLLEGE_CHOICES = 500;

/** A row's action: its word on a wide screen, its icon on a phone (the pinned column would leave the names a few characters). */
function RowAction({ narrow, label, icon, color, onClick }: { narrow: boolean; label: string; icon: ReactNode; color?: string; onClick: () => void }) {
  if (narrow) return <ActionIcon variant="subtle" color={color} onClick={onClick} aria-label={label} title={label}>{icon}</ActionIcon>;
  return <Button size="compact-sm" variant="subtle" color={color} onClick={onClick}>{label}</Button>;
}

function CanteenDetailView({ id }: { id: string }) {
  const tp = usePageT();
  const [detail, setDetail] = useState<CanteenDetail | null>(null);
  useEffect(() => {
    canteens.detail(id).then(setDetail, () => {});
  }, [id]);
  if (!detail) return null;
  return (
    <Stack gap="sm" data-testid="canteen-detail">
      <Text><b>{tp('schools.college')}:</b> {detail.collegeName}</Text>
      <Text><b>{tp('schools.address')}:</b> {[detail.regionName, detail.address].filter(Boolean).join(' ')}</Text>
      <Text fw={500}>{tp('schools.contacts')}</Text>
      {detail.contacts.map((c) => <Text key={`${c.name}-${c.phone}`} size="sm">{c.name} {c.phone}</Text>)}
      <Text fw={500}>{tp('schools.slots')}</Text>
      <Group gap="xs">{detail.deliverySlots.map((s) => <Badge key={s.code} variant="light">{s.name} {s.time}</Badge>)}</Group>
      <Text fw={500}>{tp('schools.actingDeparts')}</Text>
      {detail.departments.map((d) => (
        <Stack key={d.id} gap={4}>
          <Group gap="xs"><Text size="sm">{d.departName} ({d.orgCode})</Text><Badge size="sm" variant="outline">{tp(d.role === 'own' ? 'schools.own' : 'schools.linked')}</Badge></Group>
          {d.members.length === 0 ? <Text size="xs" c="dimmed">{tp('schools.noMembers')}</Text> : (
            <Table withTableBorder fz="xs">
              <Table.Tbody>
                {d.members.map((m) => <Table.Tr key={m.id}><Table.Td>{m.realname}</Table.Td><Table.Td>{m.username}</Table.Td><Table.Td>{m.phone ?? ''}</Table.Td></Table.Tr>)}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

export default function RestaurantList() {
  const tp = usePageT();
  const list = usePagedList(canteens.list, { name: '', collegeId: '', status: '' }, 20);
  const [editing, setEditing] = useState<CanteenRecord | null | undefined>(undefined);
  const [viewing, setViewing] = useState<CanteenRecord | null>(null);
  const [collegeOptions, setCollegeOptions] = useState<Options>([]);
  const [departs, setDeparts] = useState<Options>([]);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  useEffect(() => {
    colleges.list({ pageSize: COLLEGE_CHOICES, status: 1 }).then((page) => setCollegeOptions(page.records.map((c) => ({ value: c.id, label: c.name }))), () => {});
    colleges.departments().then((rows) => setDeparts(rows.map((d) => ({ value: d.id, label: `${d.departName} (${d.orgCode})` }))), () => {});
  }, []);
  const toggle = async (c: CanteenRecord) => {
    const enable = c.status !== 1;
    if (!(await confirmAction({ title: tp('common.confirmTitle'), message: tp(enable ? 'schools.confirmEnable' : 'schools.confirmDisable', { name: c.name }), confirm: tp('common.ok'), cancel: tp('common.cancel'), danger: !enable }))) return;
    await canteens.setEnabled(c.id, c.version, enable);
    notifySuccess(tp('schools.updated'));
    list.reload();
  };
  const filters = () => ({ name: list.filters.name || undefined, collegeId: list.filters.collegeId || undefined, status: list.filters.status === '' ? undefined : (Number(list.filters.status) as 0 | 1) });
  const columns: Column<CanteenRecord>[] = [
    { key: 'name', title: tp('schools.name') },
    { key: 'collegeName', title: tp('schools.college') },
    { key: 'regionName', title: tp('schools.region') },
    { key: 'contacts', title: tp('schools.contact'), render: (c) => c.contacts[0] ? `${c.contacts[0].name} ${c.contacts[0].phone}` : '' },
    { key: 'deliverySlots', title: tp('schools.slots'), render: (c) => c.deliverySlots.map((s) => `${s.name} ${s.time}`).join('、') },
    { key: 'departName', title: tp('schools.depart') },
    { key: 'status', title: tp('schools.status'), render: (c) => <StatusBadge status={c.status} /> },
    {
      key: 'actions',
      title: tp('common.actions'),
      render: (c) => (
        <Group gap="xs" wrap="nowrap">
          <RowAction narrow={narrow} label={tp('schools.detail')} icon={<IconEye size={16} />} onClick={() => setViewing(c)} />
          {c.manageable && <RowAction narrow={narrow} label={tp('common.edit')} icon={<IconEdit size={16} />} onClick={() => setEditing(c)} />}
          {c.manageable && (
            <RowAction narrow={narrow} label={tp(c.status === 1 ? 'schools.disable' : 'schools.enable')} color={c.status === 1 ? 'red' : 'green'}
              icon={c.status === 1 ? <IconBan size={16} /> : <IconCircleCheck size={16} />} onClick={() => void toggle(c)} />
          )}
        </Group>
      ),
    },
  ];
  return (
    <PageCard title={tp('schools.canteensTitle')}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('schools.name')} value={list.filters.name} onChange={(e) => list.setFilter('name', e.currentTarget.value)} />
        <Select label={tp('schools.college')} searchable clearable data={collegeOptions} value={list.filters.collegeId || null} onChange={(v) => list.setFilter('collegeId', v ?? '')} />
        <StatusFilter value={list.filters.status} onChange={(v) => list.setFilter('status', v)} />
      </SearchBar>
      <Group mb="sm">
        {departs.length > 0 && <Button onClick={() => setEditing(null)}>{tp('schools.addCanteen')}</Button>}
        <ExportButton fileName={`${tp('schools.canteensTitle')}.xlsx`} download={() => canteens.export(filters())} />
      </Group>
      <ListTable columns={columns} rows={list.records} rowKey={(c) => c.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <Drawer opened={editing !== undefined} onClose={() => setEditing(undefined)} position="right" size="lg" title={tp(editing ? 'schools.editCanteen' : 'schools.addCanteen')}>
        {editing !== undefined && <CanteenForm key={editing?.id ?? 'new'} canteen={editing} colleges={collegeOptions} departs={departs} onDone={() => { setEditing(undefined); list.reload(); }} />}
      </Drawer>
      <Drawer opened={viewing !== null} onClose={() => setViewing(null)} position="right" size="md" title={viewing?.name ?? ''}>
        {viewing && <CanteenDetailView id={viewing.id} />}
      </Drawer>
    </PageCard>
  );
}
