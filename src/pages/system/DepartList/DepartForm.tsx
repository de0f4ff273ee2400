/** The department form on the right of the tree: edit the selected one, or add a root or a child. */
import { useEffect, useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { http } from '../../../api/http.ts';
import { isValueFree } from '../../common/duplicate.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';
import type { DepartNode } from '../../common/tree.tsx';

export type DepartEditing = { mode: 'edit'; node: DepartNode } | { mode: 'add'; parent: DepartNode | null };

interface Values { departName: string; orgCode: string; orgCategory: string; sortNo: number; description: string }

export const ORG_CATEGORIES = ['1', '2', '3'] as const;

export function DepartForm({ editing, onSaved, onCancel }: { editing: DepartEditing; onSaved(id: string | null): void; onCancel(): void }) {
  const tp = usePageT();
  const [v, setV] = useState<Values>({ departName: '', orgCode: '', orgCategory: '1', sortNo: 0, description: '' });
  const [errors, setErrors] = useState<{ departName?: string; orgCode?: string }>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setErrors({});
    if (editing.mode === 'edit') {
      const n = editing.node;
      setV({ departName: n.departName, orgCode: n.orgCode, orgCategory: n.orgCategory, sortNo: n.sortNo, description: n.description ?? '' });
    } else setV({ departName: '', orgCode: '', orgCategory: editing.parent ? '2' : '1', sortNo: 0, description: '' });
  }, [editing]);
  const set = <K extends keyof Values>(k: K, value: Values[K]) => { setV((x) => ({ ...x, [k]: value })); setErrors({}); };

  async function save() {
    if (!v.departName.trim()) { setErrors({ departName: 'depart.rule.nameRequired' }); return; }
    const id = editing.mode === 'edit' ? editing.node.id : undefined;
    setSaving(true);
    try {
      if (v.orgCode.trim() && !(await isValueFree('sys_depart', 'org_code', v.orgCode.trim(), id))) { setErrors({ orgCode: 'depart.rule.orgCodeTaken' }); return; }
      const body = { departName: v.departName.trim(), orgCode: v.orgCode.trim() || null, orgCategory: v.orgCategory, sortNo: v.sortNo, description: v.description.trim() || null };
      if (editing.mode === 'edit') await http.put('/sys/sysDepart/edit', { id, ...body });
      else await http.post('/sys/sysDepart/add', { ...body, parentId: editing.parent?.id ?? null });
      notifySuccess(tp(editing.mode === 'edit' ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved(id ?? null);
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  const title = editing.mode === 'edit' ? tp('depart.editTitle', { name: editing.node.departName })
    : editing.parent ? tp('depart.addChildTitle', { name: editing.parent.departName }) : tp('depart.addRoot');
  return (
    <Stack gap="sm">
      <strong>{title}</strong>
      <TextInput label={tp('depart.departName')} withAsterisk value={v.departName} error={errors.departName && tp(errors.departName)} onChange={(e) => set('departName', e.currentTarget.value)} />
      <TextInput label={tp('depart.orgCode')} description={editing.mode === 'add' ? tp('depart.orgCodeHint') : undefined} value={v.orgCode}
        error={errors.orgCode && tp(errors.orgCode)} onChange={(e) => set('orgCode', e.currentTarget.value)} />
      <Select label={tp('depart.orgCategory')} allowDeselect={false} value={v.orgCategory}
        data={ORG_CATEGORIES.map((c) => ({ value: c, label: tp(`depart.category.${c}`) }))} onChange={(x) => set('orgCategory', x ?? '1')} />
      <NumberInput label={tp('common.sortNo')} value={v.sortNo} allowDecimal={false} onChange={(x) => set('sortNo', Number(x) || 0)} />
      <Textarea label={tp('common.description')} value={v.description} onChange={(e) => set('description', e.currentTarget.value)} />
      <Group justify="flex-end">
        {editing.mode === 'add' && <Button variant="default" onClick={onCancel}>{tp('common.cancel')}</Button>}
        <Button loading={saving} onClick={save}>{tp('common.save')}</Button>
      </Group>
    </Stack>
  );
}
