/** Add or edit one menu, sub-menu or button of the permission tree. */
import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, SegmentedControl, Select, SimpleGrid, TextInput, Textarea, Input } from '@mantine/core';
import { useForm } from '@mantine/form';
import { permissions } from '../../../api/endpoints/system.ts';
import { flattenTree, notifySuccess, usePageT } from '../../common/index.ts';
import { emptyMenu, MENU_TYPES, menuFormOf, menuPayload, validateMenu, type MenuForm, type MenuNode } from './menuRules.ts';

export type MenuEditing = { node: MenuNode } | { parent: MenuNode | null };

export function MenuFormModal({ editing, tree, onClose, onSaved }: { editing: MenuEditing | null; tree: MenuNode[]; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const form = useForm<MenuForm>({
    initialValues: emptyMenu(null),
    validate: (values) => Object.fromEntries(Object.entries(validateMenu(values)).map(([field, key]) => [field, tp(key)])),
  });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!editing) return;
    form.clearErrors();
    form.setValues('node' in editing ? menuFormOf(editing.node) : emptyMenu(editing.parent));
  }, [editing]); // not `form`: a new object every render
  const f = form.values;
  const input = (k: keyof MenuForm) => form.getInputProps(k);
  const checkbox = (k: keyof MenuForm) => form.getInputProps(k, { type: 'checkbox' });
  const parents = flattenTree(tree)
    .filter(({ node }) => node.menuType !== 2 && node.id !== f.id)
    .map(({ node, depth }) => ({ value: node.id, label: `${'\u3000'.repeat(depth)}${node.name}` }));
  const button = f.menuType === 2;

  async function save(values: MenuForm) {
    setSaving(true);
    try {
      const body = menuPayload(values);
      if ('id' in body) await permissions.edit(body);
      else await permissions.add(body);
      notifySuccess(tp(values.id ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={editing !== null} onClose={onClose} size="lg" title={tp(f.id ? 'permission.edit' : 'permission.add')}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Input.Wrapper label={tp('permission.menuType')}>
          <div>
            <SegmentedControl value={String(f.menuType)} onChange={(v) => form.setFieldValue('menuType', Number(v))}
              data={MENU_TYPES.map((m) => ({ value: String(m), label: tp(`permission.type.${m}`) }))} />
          </div>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <TextInput label={tp('permission.name')} withAsterisk {...input('name')} />
          {f.menuType !== 0 && <Select label={tp('permission.parent')} withAsterisk searchable data={parents} {...input('parentId')} />}
          {!button && <TextInput label={tp('permission.url')} withAsterisk {...input('url')} />}
          {!button && <TextInput label={tp('permission.component')} {...input('component')} />}
          {!button && <TextInput label={tp('permission.redirect')} {...input('redirect')} />}
          {!button && <TextInput label={tp('permission.icon')} {...input('icon')} />}
          <TextInput label={tp('permission.perms')} withAsterisk={button} placeholder="system:user:add" {...input('perms')} />
          {button && (
            <Select label={tp('permission.permsType')} allowDeselect={false} {...input('permsType')} onChange={(v) => form.setFieldValue('permsType', v ?? '1')}
              data={[{ value: '1', label: tp('permission.permsTypeText.1') }, { value: '2', label: tp('permission.permsTypeText.2') }]} />
          )}
          <Select label={tp('permission.status')} allowDeselect={false} {...input('status')} onChange={(v) => form.setFieldValue('status', v ?? '1')}
            data={[{ value: '1', label: tp('permission.statusText.1') }, { value: '0', label: tp('permission.statusText.0') }]} />
          <NumberInput label={tp('common.sortNo')} {...input('sortNo')} onChange={(v) => form.setFieldValue('sortNo', Number(v) || 0)} />
        </SimpleGrid>
        {!button && (
          <Group mt="md" gap="lg">
            <Checkbox label={tp('permission.route')} {...checkbox('route')} />
            <Checkbox label={tp('permission.hidden')} {...checkbox('hidden')} />
            <Checkbox label={tp('permission.keepAlive')} {...checkbox('keepAlive')} />
            <Checkbox label={tp('permission.external')} {...checkbox('internalOrExternal')} />
          </Group>
        )}
        <Textarea mt="sm" label={tp('common.description')} {...input('description')} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
