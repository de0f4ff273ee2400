/**
 * online/CgformData: the one data screen of every online form, driven by its definition (the form's code
 * is the last part of the menu path /online/data/<code>): list with its filters and sorts, add, edit,
 * delete, Excel export and import. What the caller may do comes from the server.
 */
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Switch, Textarea, TextInput, FileButton } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { fileAsBase64, saveBlob } from '../../api/download.ts';
import { onlineData, type DataRow, type DataSchema } from '../../api/endpoints/online.ts';
import { checkValue, type FieldDefinition } from '../../contract/domain/online.ts';
import type { ErrorCode } from '../../contract/errors.ts';
import { ruleMessage } from '../../i18n/index.ts';
import { confirmAction, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';

export default function CgformData() {
  const [location] = useLocation();
  const code = location.split('/').filter(Boolean).pop() ?? '';
  const [schema, setSchema] = useState<DataSchema | null>(null);
  useEffect(() => { void onlineData.schema(code).then(setSchema).catch(() => {}); }, [code]);
  return schema ? <DataScreen code={code} schema={schema} /> : null;
}

type Filters = Record<string, string>;

function DataScreen({ code, schema }: { code: string; schema: DataSchema }) {
  const tp = usePageT();
  const fields = schema.form.definition.fields as FieldDefinition[];
  const filterFields = fields.filter((f) => f.filter);
  const source = useCallback((query: Record<string, unknown>) => {
    const { pageNo, pageSize, ...rest } = query as Filters & { pageNo?: number; pageSize?: number };
    const filters = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== '' && v !== undefined));
    return onlineData.list(code, { pageNo, pageSize, filters: Object.keys(filters).length ? JSON.stringify(filters) : undefined });
  }, [code]);
  const list = usePagedList<DataRow, Filters>(source, Object.fromEntries(filterFields.map((f) => [f.name, ''])), 10);
  const [editing, setEditing] = useState<DataRow | 'new' | null>(null);
  const [importErrors, setImportErrors] = useState<{ row: number; messages: string[] }[]>([]);
  const text = (f: FieldDefinition, value: unknown) => {
    if (value === null || value === undefined) return '';
    if (f.type === 'select') return schema.options[f.name]?.find((o) => o.value === value)?.text ?? String(value);
    if (f.type === 'switch') return value ? tp('common.yes') : '-';
    return String(value);
  };
  const columns: Column<DataRow>[] = [
    ...fields.filter((f) => f.list).map((f) => ({ key: f.name, title: f.label, render: (r: DataRow) => text(f, r.values[f.name]) })),
    {
      key: 'actions', title: tp('common.actions'), render: (r: DataRow) => (
        <Group gap={4} wrap="nowrap">
          {schema.actions.edit && <Button size="compact-xs" variant="subtle" onClick={() => setEditing(r)}>{tp('common.edit')}</Button>}
          {schema.actions.delete && <Button size="compact-xs" variant="subtle" color="red" onClick={async () => {
            if (await confirmAction({ title: tp('common.confirmTitle'), message: tp('online.confirmDelete', { name: String(r.values[fields[0]!.name] ?? '') }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true })) {
              await onlineData.remove(code, r.id);
              list.reload();
            }
          }}>{tp('common.delete')}</Button>}
        </Group>
      ),
    },
  ];
  const exportRows = async () => {
    const filters = Object.fromEntries(Object.entries(list.filters).filter(([, v]) => v !== ''));
    saveBlob(await onlineData.exportFile(code, { filters: Object.keys(filters).length ? JSON.stringify(filters) : undefined }), `${schema.form.title}.xlsx`);
  };
  const importRows = async (file: File | null) => {
    if (!file) return;
    const result = await onlineData.importFile(code, await fileAsBase64(file));
    setImportErrors(result.errors);
    if (result.imported > 0) {
      notifySuccess(tp('online.imported', { count: result.imported }));
      list.reload();
    }
  };
  return (
    <PageCard title={schema.form.title} actions={<>
      {schema.actions.add && <Button onClick={() => setEditing('new')}>{tp('common.add')}</Button>}
      {schema.actions.add && <FileButton onChange={(f) => void importRows(f).catch(() => {})} accept=".xlsx">{(props) => <Button variant="light" {...props}>{tp('online.importExcel')}</Button>}</FileButton>}
      <Button variant="light" onClick={() => void exportRows().catch(() => {})}>{tp('online.exportExcel')}</Button>
    </>}>
      {filterFields.length > 0 && (
        <SearchBar onSearch={list.search} onReset={list.reset}>
          {filterFields.map((f) => <TextInput key={f.name} label={f.label} value={list.filters[f.name] ?? ''} onChange={(e) => list.setFilter(f.name, e.currentTarget.value)} />)}
        </SearchBar>
      )}
      {importErrors.length > 0 && (
        <Alert color="red" mb="sm" withCloseButton onClose={() => setImportErrors([])} title={tp('online.importErrors')}>
          {importErrors.map((e) => <div key={e.row}>{tp('online.rowLabel', { row: e.row })}: {e.messages.join('；')}</div>)}
        </Alert>
      )}
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, approximate: list.approximate, onChange: list.setPageNo }} />
      {editing && <RowEditor code={code} schema={schema} row={editing === 'new' ? null : editing} onClose={(saved) => { setEditing(null); if (saved) list.reload(); }} />}
    </PageCard>
  );
}

function RowEditor({ code, schema, row, onClose }: { code: string; schema: DataSchema; row: DataRow | null; onClose: (saved: boolean) => void }) {
  const tp = usePageT();
  const fields = schema.form.definition.fields as FieldDefinition[];
  const [values, setValues] = useState<Record<string, unknown>>(() => row ? { ...row.values } : Object.fromEntries(fields.map((f) => [f.name, f.defaultValue ?? (f.type === 'switch' ? false : null)])));
  const [tried, setTried] = useState(false);
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));
  // the form's own rules, as the server checks them (shown once a save was tried, then as the user types)
  const problems = Object.fromEntries(fields.map((f) => [f.name, checkValue(f, values[f.name], schema.options[f.name] && new Set(schema.options[f.name]!.map((o) => o.value)))]));
  const problemText = (name: string) => (tried && problems[name] ? ruleMessage(problems[name]!.code as ErrorCode, problems[name]!.params) : undefined);
  const save = async () => {
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    if (row) await onlineData.update(code, row.id, values, row.version);
    else await onlineData.create(code, values);
    notifySuccess(tp('common.saveSuccess'));
    onClose(true);
  };
  return (
    <Modal opened onClose={() => onClose(false)} title={schema.form.title}>
      <Stack>
        {fields.map((f) => {
          const value = values[f.name];
          const common = { key: f.name, label: f.label, withAsterisk: !!f.required, error: problemText(f.name) };
          switch (f.type) {
            case 'number': return <NumberInput {...common} value={typeof value === 'number' ? value : ''} onChange={(v) => set(f.name, typeof v === 'number' ? v : null)} />;
            case 'date': return <DateInput {...common} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={(value as string) || null} onChange={(v) => set(f.name, v ?? null)} />;
            case 'select': return <Select {...common} data={(schema.options[f.name] ?? []).map((o) => ({ value: o.value, label: o.text }))} value={(value as string) ?? null} onChange={(v) => set(f.name, v)} clearable />;
            case 'switch': return <Switch key={f.name} label={f.label} checked={!!value} onChange={(e) => set(f.name, e.currentTarget.checked)} />;
            case 'textarea': return <Textarea {...common} maxLength={f.maxLength} value={(value as string) ?? ''} onChange={(e) => set(f.name, e.currentTarget.value)} />;
            default: return <TextInput {...common} maxLength={f.maxLength} value={(value as string) ?? ''} onChange={(e) => set(f.name, e.currentTarget.value)} />;
          }
        })}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>{tp('common.cancel')}</Button>
          <Button onClick={() => void save().catch(() => {})}>{tp('common.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
