/** university/BaseCollegeList (学校管理): colleges in scope; platform and procurement add, edit, disable and enable. */
import { useEffect, useState } from 'react';
import { Button, Drawer, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { colleges } from '../../api/endpoints/schools.ts';
import { codeProblem, contactPhoneProblem, nameProblem } from '../../contract/domain/school.ts';
import type { CollegeRecord } from '../../contract/routes/schools.ts';
import { RegionPicker } from '../common/RegionPicker/index.ts';
import { confirmAction, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';
import { ExportButton, problemText, StatusBadge, StatusFilter, useLang } from './shared.tsx';

type Departs = Array<{ value: string; label: string }>;

function CollegeForm({ college, departs, onDone }: { college: CollegeRecord | null; departs: Departs; onDone: () => void }) {
  const tp = usePageT();
  const lang = useLang();
  const form = useForm({
    initialValues: {
      name: college?.name ?? '', code: college?.code ?? '', regionId: college?.regionId ?? null as string | null, address: college?.address ?? '',
      contact: college?.contact ?? '', phone: college?.phone ?? '', departId: college?.departId ?? null as string | null, procurementDepartId: college?.procurementDepartId ?? '',
    },
    validate: {
      name: (v) => problemText(nameProblem(v), lang),
      code: (v) => problemText(codeProblem(v), lang),
      phone: (v) => problemText(contactPhoneProblem(v), lang),
      procurementDepartId: (v) => (v ? null : tp('schools.procurementDepart')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    const body = { ...values, regionId: values.regionId, departId: values.departId };
    if (college) await colleges.edit(college.id, { ...body, version: college.version });
    else await colleges.create(body);
    notifySuccess(tp('schools.saved'));
    onDone();
  });
  return (
    <form onSubmit={submit}>
      <Stack>
        <TextInput label={tp('schools.name')} withAsterisk {...form.getInputProps('name')} />
        <TextInput label={tp('schools.code')} withAsterisk {...form.getInputProps('code')} />
        <Select label={tp('schools.procurementDepart')} withAsterisk searchable data={departs} {...form.getInputProps('procurementDepartId')} />
        <Select label={tp('schools.depart')} searchable clearable data={departs} {...form.getInputProps('departId')} />
        <RegionPicker label={tp('schools.region')} value={form.values.regionId} onChange={(id) => form.setFieldValue('regionId', id)} />
        <TextInput label={tp('schools.address')} {...form.getInputProps('address')} />
        <Group grow>
          <TextInput label={tp('schools.contact')} {...form.getInputProps('contact')} />
          <TextInput label={tp('schools.phone')} {...form.getInputProps('phone')} />
        </Group>
        <Group justify="flex-end"><Button type="submit">{tp('common.save')}</Button></Group>
      </Stack>
    </form>
  );
}

export default function CollegeList() {
  const tp = usePageT();
  const list = usePagedList(colleges.list, { name: '', code: '', status: '' }, 20);
  const [editing, setEditing] = useState<CollegeRecord | null | undefined>(undefined);
  const [departs, setDeparts] = useState<Departs>([]);
  useEffect(() => {
    colleges.departments().then((rows) => setDeparts(rows.map((d) => ({ value: d.id, label: `${d.departName} (${d.orgCode})` }))), () => {});
  }, []);
  const toggle = async (c: CollegeRecord) => {
    const enable = c.status !== 1;
    if (!(await confirmAction({ title: tp('common.confirmTitle'), message: tp(enable ? 'schools.confirmEnable' : 'schools.confirmDisable', { name: c.name }), confirm: tp('common.ok'), cancel: tp('common.cancel'), danger: !enable }))) return;
    await colleges.setEnabled(c.id, c.version, enable);
    notifySuccess(tp('schools.updated'));
    list.reload();
  };
  const columns: Column<CollegeRecord>[] = [
    { key: 'code', title: tp('schools.code') },
    { key: 'name', title: tp('schools.name') },
    { key: 'procurementDepartName', title: tp('schools.procurementDepart') },
    { key: 'regionName', title: tp('schools.region') },
    { key: 'contact', title: tp('schools.contact'), render: (c) => [c.contact, c.phone].filter(Boolean).join(' ') },
    { key: 'canteenCount', title: tp('schools.canteenCount') },
    { key: 'status', title: tp('schools.status'), render: (c) => <StatusBadge status={c.status} /> },
    {
      key: 'actions',
      title: tp('common.actions'),
      render: (c) => c.manageable ? (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="subtle" onClick={() => setEditing(c)}>{tp('common.edit')}</Button>
          <Button size="compact-sm" variant="subtle" color={c.status === 1 ? 'red' : 'green'} onClick={() => void toggle(c)}>{tp(c.status === 1 ? 'schools.disable' : 'schools.enable')}</Button>
        </Group>
      ) : tp('schools.readOnly'),
    },
  ];
  return (
    <PageCard title={tp('schools.collegesTitle')}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('schools.name')} value={list.filters.name} onChange={(e) => list.setFilter('name', e.currentTarget.value)} />
        <TextInput label={tp('schools.code')} value={list.filters.code} onChange={(e) => list.setFilter('code', e.currentTarget.value)} />
        <StatusFilter value={list.filters.status} onChange={(v) => list.setFilter('status', v)} />
      </SearchBar>
      <Group mb="sm">
        {departs.length > 0 && <Button onClick={() => setEditing(null)}>{tp('schools.addCollege')}</Button>}
        <ExportButton fileName={`${tp('schools.collegesTitle')}.xlsx`} download={() => colleges.export({ name: list.filters.name || undefined, code: list.filters.code || undefined, status: list.filters.status === '' ? undefined : (Number(list.filters.status) as 0 | 1) })} />
      </Group>
      <ListTable columns={columns} rows={list.records} rowKey={(c) => c.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <Drawer opened={editing !== undefined} onClose={() => setEditing(undefined)} position="right" size="md" title={tp(editing ? 'schools.editCollege' : 'schools.addCollege')}>
        {editing !== undefined && <CollegeForm key={editing?.id ?? 'new'} college={editing} departs={departs} onDone={() => { setEditing(undefined); list.reload(); }} />}
      </Drawer>
    </PageCard>
  );
}
