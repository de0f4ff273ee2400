/** The department form (in a dialog over the tree table): edit one, or add a root or a child. */
import { useEffect, useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { departs } from '../../../api/endpoints/system.ts';
import type { DepartNode } from '../../../contract/routes/admin-departments.ts';
import { isValueFree } from '../../common/duplicate.ts';
import { departNameProblem } from '../../../contract/rules/index.ts';
import { notifySuccess, ruleText, usePageT } from '../../common/index.ts';

export type DepartEditing = { mode: 'edit'; node: DepartNode } | { mode: 'add'; parent: DepartNode | null };

interface Values { departName: string; orgCode: string; orgCategory: string; sortNo: number; description: string }

export const ORG_CATEGORIES = ['1', '2', '3'] as const;

export function DepartForm({ editing, onSaved, onCancel }: { editing: DepartEditing; onSaved(id: string | null): void; onCancel(): void }) {
  const tp = usePageT();
  const form = useForm<Values>({
    initialValues: { departName: '', orgCode: '', orgCategory: '1', sortNo: 0, description: '' },
    // the form's own words for the shared rule (the catalogue's English differs)
    validate: { departName: (value) => ruleText(departNameProblem(value), { DEPART_NAME_REQUIRED: 'depart.rule.nameRequired' }, tp) },
  });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    form.clearErrors();
    if (editing.mode === 'edit') {
      const n = editing.node;
      form.setValues({ departName: n.departName, orgCode: n.orgCode, orgCategory: n.orgCategory, sortNo: n.sortNo, description: n.description ?? '' });
    } else form.setValues({ departName: '', orgCode: '', orgCategory: editing.parent ? '2' : '1', sortNo: 0, description: '' });
  }, [editing]); // not `form`: a new object every render

  async function save(v: Values) {
    const id = editing.mode === 'edit' ? editing.node.id : undefined;
    setSaving(true);
    try {
      if (v.orgCode.trim() && !(await isValueFree('sys_depart', 'org_code', v.orgCode.trim(), id))) { form.setFieldError('orgCode', tp('depart.rule.orgCodeTaken')); return; }
      const body = { departName: v.departName.trim(), orgCode: v.orgCode.trim() || null, orgCategory: v.orgCategory, sortNo: v.sortNo, description: v.description.trim() || null };
      if (editing.mode === 'edit') await departs.edit({ id: editing.node.id, ...body });
      else await departs.add({ ...body, parentId: editing.parent?.id ?? null });
      notifySuccess(tp(editing.mode === 'edit' ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved(id ?? null);
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  const title = editing.mode === 'edit' ? tp('depart.editTitle', { name: editing.node.departName })
    : editing.parent ? tp('depart.addChildTitle', { name: editing.parent.departName }) : tp('depart.addRoot');
  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="sm">
        <strong>{title}</strong>
        <TextInput label={tp('depart.departName')} withAsterisk {...form.getInputProps('departName')} />
        <TextInput label={tp('depart.orgCode')} description={editing.mode === 'add' ? tp('depart.orgCodeHint') : undefined} {...form.getInputProps('orgCode')} />
        <Select label={tp('depart.orgCategory')} allowDeselect={false} data={ORG_CATEGORIES.map((c) => ({ value: c, label: tp(`depart.category.${c}`) }))}
          {...form.getInputProps('orgCategory')} onChange={(x) => form.setFieldValue('orgCategory', x ?? '1')} />
        <NumberInput label={tp('common.sortNo')} allowDecimal={false} {...form.getInputProps('sortNo')} onChange={(x) => form.setFieldValue('sortNo', Number(x) || 0)} />
        <Textarea label={tp('common.description')} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
