/** Add or edit a category: parent (any category but itself and those under it), code, name, order. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { categories } from '../../../api/endpoints/system-extra.ts';
import { CATEGORY_CODE_PATTERN } from '../../../contract/domain/systemExtra.ts';
import type { CategoryRecord } from '../../../contract/routes/system-extra.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';

export interface CategoryEditing {
  parentId: string | null;
  /** null: a new category under parentId. */
  category: CategoryRecord | null;
}

interface Values { parentId: string | null; code: string; name: string; sortNo: number }

/** The ids under `id` (to keep them out of its parent choices). */
function below(rows: CategoryRecord[], id: string): Set<string> {
  const found = new Set<string>([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) if (row.parentId && found.has(row.parentId) && !found.has(row.id)) { found.add(row.id); grew = true; }
  }
  return found;
}

export function CategoryFormModal({ editing, rows, onClose, onSaved }: { editing: CategoryEditing | null; rows: CategoryRecord[]; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const form = useForm<Values>({
    initialValues: { parentId: null, code: '', name: '', sortNo: 0 },
    validate: {
      code: (v) => (new RegExp(CATEGORY_CODE_PATTERN).test(v.trim()) ? null : tp('category.rule.codeFormat')),
      name: (v) => (v.trim() ? null : tp('category.rule.nameRequired')),
    },
  });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!editing) return;
    form.clearErrors();
    const c = editing.category;
    form.setValues(c ? { parentId: c.parentId, code: c.code, name: c.name, sortNo: c.sortNo } : { parentId: editing.parentId, code: '', name: '', sortNo: 0 });
  }, [editing]); // not `form`: a new object every render

  const excluded = editing?.category ? below(rows, editing.category.id) : new Set<string>();
  const parents = rows.filter((r) => !excluded.has(r.id)).map((r) => ({ value: r.id, label: `${r.name} (${r.code})` }));

  async function save(v: Values) {
    if (!editing) return;
    setSaving(true);
    try {
      const body = { parentId: v.parentId, code: v.code.trim(), name: v.name.trim(), sortNo: v.sortNo };
      const c = editing.category;
      if (c) await categories.edit({ id: c.id, version: c.version, ...body });
      else await categories.add(body);
      notifySuccess(tp(c ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={editing !== null} onClose={onClose} title={tp(editing?.category ? 'category.edit' : 'category.add')}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Select label={tp('category.parent')} data={parents} searchable clearable placeholder={tp('category.top')} {...form.getInputProps('parentId')} />
        <TextInput mt="sm" label={tp('category.code')} withAsterisk {...form.getInputProps('code')} />
        <TextInput mt="sm" label={tp('category.name')} withAsterisk {...form.getInputProps('name')} />
        <NumberInput mt="sm" label={tp('common.sortNo')} min={0} max={99999} allowDecimal={false} {...form.getInputProps('sortNo')} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
