/** online/CgformList: online forms — define fields without code, open the data screen, publish as a menu page. */
import { Badge, Button, Checkbox, Group, Modal, Select, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { onlineForms, type FormDetail, type FormRecord } from '../../api/endpoints/online.ts';
import { roles as roleApi } from '../../api/endpoints/system.ts';
import { FIELD_TYPES, type FieldDefinition } from '../../contract/domain/online.ts';
import { confirmAction, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';

const blankField = (): FieldDefinition => ({ name: '', label: '', type: 'text', list: true });

export default function CgformList() {
  const tp = usePageT();
  const [, navigate] = useLocation();
  const list = usePagedList(onlineForms.list, { keyword: '' }, 10);
  const [editing, setEditing] = useState<FormDetail | 'new' | null>(null);
  const columns: Column<FormRecord>[] = [
    { key: 'code', title: tp('online.code') },
    { key: 'title', title: tp('online.title') },
    { key: 'fieldCount', title: tp('online.fields') },
    { key: 'menuId', title: tp('online.state'), render: (f) => <Badge variant="light" color={f.menuId ? 'green' : 'gray'}>{tp(f.menuId ? 'online.published' : 'online.unpublished')}</Badge> },
    {
      key: 'actions', title: tp('common.actions'), render: (f) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={async () => setEditing(await onlineForms.get(f.id))}>{tp('common.edit')}</Button>
          <Button size="compact-xs" variant="subtle" onClick={() => navigate(`/online/data/${f.code}`)}>{tp('online.data')}</Button>
          {f.menuId
            ? <Button size="compact-xs" variant="subtle" onClick={async () => { await onlineForms.unpublish(f.id); notifySuccess(tp('online.unpublishedOk')); list.reload(); }}>{tp('online.unpublish')}</Button>
            : <Button size="compact-xs" variant="subtle" onClick={async () => { await publishToOwnRoles(f.id); notifySuccess(tp('online.publishedOk')); list.reload(); }}>{tp('online.publish')}</Button>}
          <Button size="compact-xs" variant="subtle" color="red" onClick={async () => {
            if (await confirmAction({ title: tp('common.confirmTitle'), message: tp('online.confirmDelete', { name: f.title }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true })) {
              await onlineForms.remove(f.id);
              list.reload();
            }
          }}>{tp('common.delete')}</Button>
        </Group>
      ),
    },
  ];
  return (
    <PageCard title={tp('online.forms')} actions={<Button onClick={() => setEditing('new')}>{tp('online.addForm')}</Button>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('online.code')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(f) => f.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {editing && <FormEditor form={editing === 'new' ? null : editing} onClose={(saved) => { setEditing(null); if (saved) list.reload(); }} />}
    </PageCard>
  );
}

/** Publishing grants the page to the administrator's own roles (the role screen hands it to others). */
async function publishToOwnRoles(id: string): Promise<void> {
  const roles = await roleApi.list({ pageSize: 200 });
  const admin = roles.records.filter((r) => r.roleCode === 'admin').map((r) => r.id);
  await onlineForms.publish(id, admin);
}

function FormEditor({ form, onClose }: { form: FormDetail | null; onClose: (saved: boolean) => void }) {
  const tp = usePageT();
  const [code, setCode] = useState(form?.code ?? '');
  const [title, setTitle] = useState(form?.title ?? '');
  const [fields, setFields] = useState<FieldDefinition[]>(form?.definition.fields.map((f) => ({ ...f }) as FieldDefinition) ?? [blankField()]);
  const change = (index: number, patch: Partial<FieldDefinition>) => setFields((all) => all.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const save = async () => {
    const definition = { fields: fields.map((f) => ({ ...f, dictCode: f.type === 'select' ? f.dictCode : undefined })) };
    if (form) await onlineForms.update(form.id, { title, definition, version: form.version });
    else await onlineForms.create({ code, title, definition });
    notifySuccess(tp('common.saveSuccess'));
    onClose(true);
  };
  return (
    <Modal opened onClose={() => onClose(false)} title={tp(form ? 'online.editForm' : 'online.addForm')} size="90%">
      <Stack>
        <Group grow>
          <TextInput label={tp('online.code')} value={code} disabled={!!form} onChange={(e) => setCode(e.currentTarget.value)} required />
          <TextInput label={tp('online.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} required />
        </Group>
        <Table.ScrollContainer minWidth={900}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                {['fieldName', 'fieldLabel', 'fieldType', 'dictCode', 'maxLength', 'required', 'inList', 'filter', 'sortable'].map((k) => <Table.Th key={k}>{tp(`online.${k}`)}</Table.Th>)}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((f, i) => (
                <Table.Tr key={i}>
                  <Table.Td><TextInput aria-label={tp('online.fieldName')} value={f.name} onChange={(e) => change(i, { name: e.currentTarget.value })} /></Table.Td>
                  <Table.Td><TextInput aria-label={tp('online.fieldLabel')} value={f.label} onChange={(e) => change(i, { label: e.currentTarget.value })} /></Table.Td>
                  <Table.Td><Select aria-label={tp('online.fieldType')} data={FIELD_TYPES.map((t) => ({ value: t, label: tp(`online.types.${t}`) }))} value={f.type} allowDeselect={false} onChange={(v) => change(i, { type: (v ?? 'text') as FieldDefinition['type'] })} /></Table.Td>
                  <Table.Td><TextInput aria-label={tp('online.dictCode')} value={f.dictCode ?? ''} disabled={f.type !== 'select'} onChange={(e) => change(i, { dictCode: e.currentTarget.value })} /></Table.Td>
                  <Table.Td><TextInput aria-label={tp('online.maxLength')} w={70} value={f.maxLength ?? ''} disabled={f.type !== 'text' && f.type !== 'textarea'} onChange={(e) => change(i, { maxLength: e.currentTarget.value ? Number(e.currentTarget.value) : undefined })} /></Table.Td>
                  {(['required', 'list', 'filter', 'sortable'] as const).map((flag) => (
                    <Table.Td key={flag}><Checkbox aria-label={`${f.name} ${flag}`} checked={!!f[flag]} onChange={(e) => change(i, { [flag]: e.currentTarget.checked })} /></Table.Td>
                  ))}
                  <Table.Td><Button size="compact-xs" variant="subtle" color="red" onClick={() => setFields((all) => all.filter((_, j) => j !== i))}>{tp('online.removeField')}</Button></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Button variant="light" onClick={() => setFields((all) => [...all, blankField()])}>{tp('online.addField')}</Button>
          <Group>
            <Button variant="default" onClick={() => onClose(false)}>{tp('common.cancel')}</Button>
            <Button onClick={() => void save().catch(() => {})}>{tp('common.save')}</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
