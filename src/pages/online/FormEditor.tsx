/**
 * The field editor of an online form: names, types, flags, and per field its rules (lengths and pattern
 * for text, range for numbers, the dictionary for selects) and its default, an input of the field's own
 * type. Checked with the contract's checkDefinition before sending, so the messages are the server's.
 */
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Switch, Table, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { onlineForms, type FormDetail } from '../../api/endpoints/online.ts';
import { getDictItems } from '../../api/endpoints/session.ts';
import { dicts } from '../../api/endpoints/system.ts';
import type { ErrorCode } from '../../contract/errors.ts';
import { checkDefinition, FIELD_TYPES, type FieldDefinition, type RuleError } from '../../contract/domain/online.ts';
import { ruleMessage } from '../../i18n/index.ts';
import { notifySuccess, usePageT } from '../common/index.ts';

const blankField = (): FieldDefinition => ({ name: '', label: '', type: 'text', list: true });
type Options = Record<string, Array<{ value: string; label: string }>>;

/** The rules a type takes; the others are dropped when the type changes. */
const RULES_OF: Record<FieldDefinition['type'], Array<keyof FieldDefinition>> = {
  text: ['minLength', 'maxLength', 'pattern'],
  textarea: ['minLength', 'maxLength', 'pattern'],
  number: ['min', 'max'],
  select: ['dictCode'],
  date: [],
  switch: [],
};
const ALL_RULES: Array<keyof FieldDefinition> = ['minLength', 'maxLength', 'pattern', 'min', 'max', 'dictCode'];

/** The field as sent: only its type's rules, no empty ones, no empty default. */
function tidyField(field: FieldDefinition): FieldDefinition {
  const out: FieldDefinition = { ...field };
  for (const rule of ALL_RULES) if (!RULES_OF[field.type].includes(rule) || out[rule] === '' || out[rule] === undefined) delete out[rule];
  if (out.defaultValue === '' || out.defaultValue === null || out.defaultValue === undefined) delete out.defaultValue;
  return out;
}

export function FormEditor({ form, onClose }: { form: FormDetail | null; onClose: (saved: boolean) => void }) {
  const tp = usePageT();
  const [code, setCode] = useState(form?.code ?? '');
  const [title, setTitle] = useState(form?.title ?? '');
  const [fields, setFields] = useState<FieldDefinition[]>(form?.definition.fields.map((f) => ({ ...f }) as FieldDefinition) ?? [blankField()]);
  const [open, setOpen] = useState<number | null>(form ? null : 0);
  const [dictCodes, setDictCodes] = useState<Array<{ value: string; label: string }>>([]);
  const [options, setOptions] = useState<Options>({});
  const [problems, setProblems] = useState<RuleError[]>([]);
  useEffect(() => {
    dicts.list({ pageSize: 500 }).then((page) => setDictCodes(page.records.map((d) => ({ value: d.dictCode, label: `${d.dictName} (${d.dictCode})` })))).catch(() => {});
  }, []);
  const wanted = useMemo(() => [...new Set(fields.flatMap((f) => (f.type === 'select' && f.dictCode ? [f.dictCode] : [])))], [fields]);
  useEffect(() => {
    for (const dict of wanted) {
      if (options[dict]) continue;
      getDictItems(dict, { silent: true }).then((items) => setOptions((all) => ({ ...all, [dict]: items.map((i) => ({ value: i.value, label: i.text })) }))).catch(() => {});
    }
  }, [wanted, options]);
  const change = (index: number, patch: Partial<FieldDefinition>) => setFields((all) => all.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const definition = () => ({ fields: fields.map(tidyField) });
  const save = async () => {
    const known = new Set(dictCodes.map((d) => d.value));
    const values = Object.fromEntries(Object.entries(options).map(([dict, list]) => [dict, new Set(list.map((o) => o.value))]));
    const found = checkDefinition(form?.code ?? code, title, definition(), dictCodes.length ? known : undefined, values);
    setProblems(found);
    if (found.length) return;
    if (form) await onlineForms.update(form.id, { title, definition: definition(), version: form.version });
    else await onlineForms.create({ code, title, definition: definition() });
    notifySuccess(tp('common.saveSuccess'));
    onClose(true);
  };
  const fieldProblem = (name: string) => problems.find((p) => p.params.field === name || p.params.field === fields.find((f) => f.name === name)?.label);
  return (
    <Modal opened onClose={() => onClose(false)} title={tp(form ? 'online.editForm' : 'online.addForm')} size="90%">
      <Stack>
        <Group grow>
          <TextInput label={tp('online.code')} value={code} disabled={!!form} onChange={(e) => setCode(e.currentTarget.value)} required />
          <TextInput label={tp('online.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} required />
        </Group>
        <Table.ScrollContainer minWidth={860}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                {['fieldName', 'fieldLabel', 'fieldType', 'required', 'inList', 'filter', 'sortable'].map((k) => <Table.Th key={k}>{tp(`online.${k}`)}</Table.Th>)}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((f, i) => (
                <Fragment key={i}>
                  <Table.Tr>
                    <Table.Td><TextInput aria-label={tp('online.fieldName')} value={f.name} onChange={(e) => change(i, { name: e.currentTarget.value })} /></Table.Td>
                    <Table.Td><TextInput aria-label={tp('online.fieldLabel')} value={f.label} onChange={(e) => change(i, { label: e.currentTarget.value })} /></Table.Td>
                    <Table.Td><Select aria-label={tp('online.fieldType')} data={FIELD_TYPES.map((t) => ({ value: t, label: tp(`online.types.${t}`) }))} value={f.type} allowDeselect={false}
                      onChange={(v) => change(i, { type: (v ?? 'text') as FieldDefinition['type'], defaultValue: undefined })} /></Table.Td>
                    {(['required', 'list', 'filter', 'sortable'] as const).map((flag) => (
                      <Table.Td key={flag}><Checkbox aria-label={`${f.name} ${flag}`} checked={!!f[flag]} onChange={(e) => change(i, { [flag]: e.currentTarget.checked })} /></Table.Td>
                    ))}
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="compact-xs" variant={open === i ? 'light' : 'subtle'} onClick={() => setOpen(open === i ? null : i)}>{tp('online.rules')}</Button>
                        <Button size="compact-xs" variant="subtle" color="red" onClick={() => setFields((all) => all.filter((_, j) => j !== i))}>{tp('online.removeField')}</Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                  {open === i && (
                    <Table.Tr>
                      <Table.Td colSpan={8} bg="var(--mantine-color-gray-0)">
                        <FieldRules field={f} dictCodes={dictCodes} options={f.dictCode ? options[f.dictCode] ?? [] : []} onChange={(patch) => change(i, patch)} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {fieldProblem(f.name) && (
                    <Table.Tr>
                      <Table.Td colSpan={8} c="red" fz="sm">{ruleMessage(fieldProblem(f.name)!.code as ErrorCode, fieldProblem(f.name)!.params)}</Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {problems.length > 0 && (
          <Alert color="red" title={tp('online.definitionProblems')}>
            {problems.map((p, i) => <div key={i}>{ruleMessage(p.code as ErrorCode, p.params)}</div>)}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="light" onClick={() => { setFields((all) => [...all, blankField()]); setOpen(fields.length); }}>{tp('online.addField')}</Button>
          <Group>
            <Button variant="default" onClick={() => onClose(false)}>{tp('common.cancel')}</Button>
            <Button onClick={() => void save().catch(() => {})}>{tp('common.save')}</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

const numberOrUndefined = (v: string | number) => (typeof v === 'number' ? v : v === '' ? undefined : Number(v));

/** One field's rules and default, the inputs its type takes. */
function FieldRules({ field, dictCodes, options, onChange }: {
  field: FieldDefinition;
  dictCodes: Array<{ value: string; label: string }>;
  options: Array<{ value: string; label: string }>;
  onChange: (patch: Partial<FieldDefinition>) => void;
}) {
  const tp = usePageT();
  const label = (key: string) => tp(`online.${key}`);
  const isText = field.type === 'text' || field.type === 'textarea';
  return (
    <Group align="flex-end" gap="sm">
      {isText && <>
        <NumberInput w={110} label={label('minLength')} min={0} allowDecimal={false} value={field.minLength ?? ''} onChange={(v) => onChange({ minLength: numberOrUndefined(v) })} />
        <NumberInput w={110} label={label('maxLength')} min={0} allowDecimal={false} value={field.maxLength ?? ''} onChange={(v) => onChange({ maxLength: numberOrUndefined(v) })} />
        <TextInput w={220} label={label('pattern')} placeholder="[0-9]{11}" value={field.pattern ?? ''} styles={{ input: { fontFamily: 'monospace' } }} onChange={(e) => onChange({ pattern: e.currentTarget.value || undefined })} />
      </>}
      {field.type === 'number' && <>
        <NumberInput w={130} label={label('min')} value={field.min ?? ''} onChange={(v) => onChange({ min: numberOrUndefined(v) })} />
        <NumberInput w={130} label={label('max')} value={field.max ?? ''} onChange={(v) => onChange({ max: numberOrUndefined(v) })} />
      </>}
      {field.type === 'select' && (
        <Select w={240} label={label('dictCode')} data={dictCodes} searchable value={field.dictCode ?? null} onChange={(v) => onChange({ dictCode: v ?? undefined, defaultValue: undefined })} />
      )}
      <DefaultInput field={field} options={options} onChange={(defaultValue) => onChange({ defaultValue })} />
    </Group>
  );
}

function DefaultInput({ field, options, onChange }: { field: FieldDefinition; options: Array<{ value: string; label: string }>; onChange: (value: FieldDefinition['defaultValue']) => void }) {
  const tp = usePageT();
  const label = tp('online.defaultValue');
  const value = field.defaultValue;
  switch (field.type) {
    case 'number': return <NumberInput w={130} label={label} value={typeof value === 'number' ? value : ''} onChange={(v) => onChange(numberOrUndefined(v))} />;
    case 'date': return <DateInput w={160} label={label} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={typeof value === 'string' && value ? value : null} onChange={(v) => onChange(v ?? undefined)} />;
    case 'select': return <Select w={180} label={label} data={options} clearable value={typeof value === 'string' ? value : null} onChange={(v) => onChange(v ?? undefined)} />;
    case 'switch': return <Switch label={label} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />;
    default: return <TextInput w={200} label={label} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
