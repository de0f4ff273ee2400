/** Add or edit one menu, sub-menu or button of the permission tree. */
import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, SegmentedControl, Select, SimpleGrid, TextInput, Textarea, Input } from '@mantine/core';
import { http } from '../../../api/http.ts';
import { flattenTree, notifySuccess, usePageT } from '../../common/index.ts';
import { emptyMenu, MENU_TYPES, menuFormOf, menuPayload, validateMenu, type MenuForm, type MenuNode } from './menuRules.ts';

export type MenuEditing = { node: MenuNode } | { parent: MenuNode | null };

export function MenuFormModal({ editing, tree, onClose, onSaved }: { editing: MenuEditing | null; tree: MenuNode[]; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const [f, setF] = useState<MenuForm>(emptyMenu(null));
  const [errors, setErrors] = useState<Partial<Record<keyof MenuForm, string>>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!editing) return;
    setErrors({});
    setF('node' in editing ? menuFormOf(editing.node) : emptyMenu(editing.parent));
  }, [editing]);
  const set = <K extends keyof MenuForm>(k: K, v: MenuForm[K]) => { setF((x) => ({ ...x, [k]: v })); setErrors((e) => ({ ...e, [k]: undefined })); };
  const err = (k: keyof MenuForm) => (errors[k] ? tp(errors[k]!) : undefined);
  const parents = flattenTree(tree)
    .filter(({ node }) => node.menuType !== 2 && node.id !== f.id)
    .map(({ node, depth }) => ({ value: node.id, label: `${'\u3000'.repeat(depth)}${node.name}` }));
  const button = f.menuType === 2;

  async function save() {
    const local = validateMenu(f);
    if (Object.keys(local).length) { setErrors(local); return; }
    setSaving(true);
    try {
      const body = menuPayload(f);
      if (f.id) await http.put('/sys/permission/edit', body);
      else await http.post('/sys/permission/add', body);
      notifySuccess(tp(f.id ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={editing !== null} onClose={onClose} size="lg" title={tp(f.id ? 'permission.edit' : 'permission.add')}>
      <Input.Wrapper label={tp('permission.menuType')}>
        <div>
          <SegmentedControl value={String(f.menuType)} onChange={(v) => set('menuType', Number(v))}
            data={MENU_TYPES.map((m) => ({ value: String(m), label: tp(`permission.type.${m}`) }))} />
        </div>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <TextInput label={tp('permission.name')} withAsterisk value={f.name} error={err('name')} onChange={(e) => set('name', e.currentTarget.value)} />
        {f.menuType !== 0 && (
          <Select label={tp('permission.parent')} withAsterisk searchable data={parents} value={f.parentId} error={err('parentId')} onChange={(v) => set('parentId', v)} />
        )}
        {!button && <TextInput label={tp('permission.url')} withAsterisk value={f.url} error={err('url')} onChange={(e) => set('url', e.currentTarget.value)} />}
        {!button && <TextInput label={tp('permission.component')} value={f.component} onChange={(e) => set('component', e.currentTarget.value)} />}
        {!button && <TextInput label={tp('permission.redirect')} value={f.redirect} onChange={(e) => set('redirect', e.currentTarget.value)} />}
        {!button && <TextInput label={tp('permission.icon')} value={f.icon} onChange={(e) => set('icon', e.currentTarget.value)} />}
        <TextInput label={tp('permission.perms')} withAsterisk={button} placeholder="system:user:add" value={f.perms} error={err('perms')} onChange={(e) => set('perms', e.currentTarget.value)} />
        {button && (
          <Select label={tp('permission.permsType')} allowDeselect={false} value={f.permsType} onChange={(v) => set('permsType', v ?? '1')}
            data={[{ value: '1', label: tp('permission.permsTypeText.1') }, { value: '2', label: tp('permission.permsTypeText.2') }]} />
        )}
        <Select label={tp('permission.status')} allowDeselect={false} value={f.status} onChange={(v) => set('status', v ?? '1')}
          data={[{ value: '1', label: tp('permission.statusText.1') }, { value: '0', label: tp('permission.statusText.0') }]} />
        <NumberInput label={tp('common.sortNo')} value={f.sortNo} onChange={(v) => set('sortNo', Number(v) || 0)} />
      </SimpleGrid>
      {!button && (
        <Group mt="md" gap="lg">
          <Checkbox label={tp('permission.route')} checked={f.route} onChange={(e) => set('route', e.currentTarget.checked)} />
          <Checkbox label={tp('permission.hidden')} checked={f.hidden} onChange={(e) => set('hidden', e.currentTarget.checked)} />
          <Checkbox label={tp('permission.keepAlive')} checked={f.keepAlive} onChange={(e) => set('keepAlive', e.currentTarget.checked)} />
          <Checkbox label={tp('permission.external')} checked={f.internalOrExternal} onChange={(e) => set('internalOrExternal', e.currentTarget.checked)} />
        </Group>
      )}
      <Textarea mt="sm" label={tp('common.description')} value={f.description} onChange={(e) => set('description', e.currentTarget.value)} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
        <Button loading={saving} onClick={save}>{tp('common.save')}</Button>
      </Group>
    </Modal>
  );
}
