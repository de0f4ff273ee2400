/**
 * What the catalogue screens share: the category options, the export button, state badges, a form dialog
 * built from field descriptions (@mantine/form; required fields and the contract's rules), a reason dialog.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Button, Checkbox, Group, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconDownload } from '@tabler/icons-react';
import { exportList } from '../../api/endpoints/catalogue.ts';
import { lookups } from '../../api/endpoints/system.ts';
import type { RouteContract } from '../../contract/route.ts';
import type { CategoryNode } from '../../contract/routes/lookup.ts';
import { useLocale } from '../../i18n/index.ts';
import { cleanQuery, usePageT, type QueryValue } from '../common/index.ts';

export const useLang = (): 'zh' | 'en' => (useLocale() === 'en-US' ? 'en' : 'zh');

/** The category tree as select options, each named with its parents ("蔬菜 / 叶菜类"). */
export function useCategoryOptions(): Array<{ value: string; label: string }> {
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => {
    const flat: Array<{ value: string; label: string }> = [];
    const walk = (nodes: CategoryNode[], prefix: string) => {
      for (const node of nodes) {
        const label = prefix ? `${prefix} / ${node.title}` : node.title;
        flat.push({ value: node.id, label });
        walk((node.children ?? []) as CategoryNode[], label);
      }
    };
    lookups.categoryRoot({ async: false }).then((nodes) => { walk(nodes, ''); setOptions(flat); }).catch(() => {});
  }, []);
  return options;
}

export function ExportButton({ route, query, name }: { route: RouteContract; query: Record<string, QueryValue>; name: string }) {
  const tp = usePageT();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    exportList(route, cleanQuery(query), name).catch(() => {}).finally(() => setBusy(false));
  };
  return <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={run} data-testid="export">{tp('catalogue.export')}</Button>;
}

const COLORS: Record<string, string> = { approved: 'green', published: 'green', proposed: 'blue', pending: 'blue', held: 'violet', draft: 'gray', returned: 'orange', rejected: 'red' };
export function StateBadge({ status, names }: { status: string; names: Readonly<Record<string, { zh: string; en: string }>> }) {
  const lang = useLang();
  return <Badge variant="light" color={COLORS[status] ?? 'gray'}>{names[status]?.[lang] ?? status}</Badge>;
}

export type Field =
  | { name: string; label: string; kind: 'text' | 'textarea'; required?: boolean; disabled?: boolean }
  | { name: string; label: string; kind: 'number'; required?: boolean; min?: number; decimals?: number }
  | { name: string; label: string; kind: 'date'; required?: boolean }
  | { name: string; label: string; kind: 'select'; required?: boolean; data: Array<{ value: string; label: string }> }
  | { name: string; label: string; kind: 'multi'; required?: boolean; data: Array<{ value: string; label: string }> }
  | { name: string; label: string; kind: 'check' };

type Values = Record<string, unknown>;

/**
 * A create/edit dialog: the fields in a grid, required ones checked here, `rule` for the contract's cross-field
 * rules (answers a message or null); the server's refusal stays on screen as the shell's notice.
 */
export function FormDialog({ title, fields, initial, rule, onSubmit, onClose, extra }: {
  title: string; fields: Field[]; initial: Values; rule?: (values: Values) => Record<string, string> | null;
  onSubmit(values: Values): Promise<unknown>; onClose(): void; extra?: ReactNode;
}) {
  const tp = usePageT();
  const form = useForm<Values>({
    initialValues: initial,
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const field of fields) {
        const value = values[field.name];
        if ('required' in field && field.required && (value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0))) errors[field.name] = tp('catalogue.required');
      }
      return { ...errors, ...(rule?.(values) ?? {}) };
    },
  });
  const [saving, setSaving] = useState(false);
  const submit = form.onSubmit((values) => {
    setSaving(true);
    onSubmit(values).then(onClose).catch(() => {}).finally(() => setSaving(false));
  });
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={submit}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fields.map((field) => {
              const props = { key: field.name, label: field.label, ...form.getInputProps(field.name, field.kind === 'check' ? { type: 'checkbox' } : undefined), 'data-testid': `field-${field.name}` };
              const required = 'required' in field && field.required;
              if (field.kind === 'text') return <TextInput {...props} withAsterisk={required} disabled={field.disabled} />;
              if (field.kind === 'textarea') return <Textarea {...props} withAsterisk={required} autosize minRows={2} />;
              if (field.kind === 'number') return <NumberInput {...props} withAsterisk={required} min={field.min ?? 0} decimalScale={field.decimals ?? 0} />;
              if (field.kind === 'date') return <DateInput {...props} withAsterisk={required} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable />;
              if (field.kind === 'select') return <Select {...props} withAsterisk={required} data={field.data} searchable clearable />;
              if (field.kind === 'multi') return <MultiSelect {...props} withAsterisk={required} data={field.data} searchable clearable />;
              return <Checkbox {...props} mt="lg" />;
            })}
          </SimpleGrid>
          {extra}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
            <Button type="submit" loading={saving} data-testid="form-submit">{tp('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Empty form fields become null / undefined for the wire. */
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
export const num = (value: unknown): number | null => (value === '' || value === null || value === undefined ? null : Number(value));
export const money = (value: unknown): string => Number(value).toFixed(2);
