/**
 * Publishing a form as a menu page: the menu it hangs under (the menu tree, indented) and the roles that
 * get it. The server tells the browsers of everyone concerned to reload their menus (the live channel);
 * this browser reloads its own at once too.
 */
import { Button, Group, Modal, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { onlineForms, type FormRecord, type MenuChoice, type PublishOptions } from '../../api/endpoints/online.ts';
import { loadPermissions } from '../../shell/state/session.ts';
import { flattenTree, notifySuccess, usePageT } from '../common/index.ts';

const menuOptions = (menus: MenuChoice[]) => flattenTree(menus).map(({ node, depth }) => ({ value: node.id, label: `${'\u3000'.repeat(depth)}${node.name}` }));

export function PublishDialog({ form, onClose }: { form: FormRecord; onClose: (published: boolean) => void }) {
  const tp = usePageT();
  const [choices, setChoices] = useState<PublishOptions | null>(null);
  const [parentId, setParentId] = useState<string | null>(null);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  useEffect(() => {
    onlineForms.publishOptions(form.id).then((answer) => {
      setChoices(answer);
      setParentId(answer.parentId);
      setRoleIds(answer.roleIds.length ? answer.roleIds : answer.roles.filter((r) => r.roleCode === 'admin').map((r) => r.id));
    }).catch(() => {});
  }, [form.id]);
  const publish = async () => {
    await onlineForms.publish(form.id, roleIds, parentId);
    await loadPermissions({ force: true }).catch(() => null);
    notifySuccess(tp('online.publishedOk'));
    onClose(true);
  };
  return (
    <Modal opened onClose={() => onClose(false)} title={tp('online.publishTitle', { name: form.title })}>
      {choices && (
        <Stack>
          <Select label={tp('online.parentMenu')} data={menuOptions(choices.menus)} value={parentId} onChange={setParentId} searchable allowDeselect={false} required
            renderOption={({ option }) => <span style={{ whiteSpace: 'pre' }}>{option.label}</span>} />
          <MultiSelect label={tp('online.publishRoles')} data={choices.roles.map((r) => ({ value: r.id, label: r.roleName }))} value={roleIds} onChange={setRoleIds} searchable clearable />
          <Text size="xs" c="dimmed">{tp('online.publishHint')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose(false)}>{tp('common.cancel')}</Button>
            <Button disabled={!parentId} onClick={() => void publish().catch(() => {})}>{tp('online.publish')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
