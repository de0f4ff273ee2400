/**
 * system/SysConfigList: the platform's key/value settings that may be edited from the web (the server lists
 * only those: the config table also holds secrets), each edited in a dialog through the existing config edit call.
 */
import { useCallback, useEffect, useState } from 'react';
import { Anchor, Button, Code, Group, Modal, Text, Textarea } from '@mantine/core';
import { config } from '../../../api/endpoints/system.ts';
import { CONFIG_VALUE_MAX, type ConfigRow } from '../../../contract/routes/sysconfig.ts';
import { ListTable, notifySuccess, PageCard, usePageT, type Column } from '../../common/index.ts';

export default function SysConfigList() {
  const tp = usePageT();
  const [rows, setRows] = useState<ConfigRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<ConfigRow | null>(null);
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    setLoading(true);
    config.list().then(setRows).catch(() => { /* shown by the shell */ }).finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  async function save() {
    if (!editing) return;
    setSaving(true);
    try {
      await config.edit(editing.key, value);
      notifySuccess(tp('common.saveSuccess'));
      setEditing(null);
      load();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  const columns: Column<ConfigRow>[] = [
    { key: 'key', title: tp('sysConfig.key'), render: (r) => <Code>{r.key}</Code> },
    { key: 'value', title: tp('sysConfig.value'), render: (r) => (r.value === null ? <Text size="sm" c="dimmed">{tp('sysConfig.unset')}</Text> : <Text size="sm" maw={360} truncate>{r.value}</Text>) },
    { key: 'description', title: tp('common.description') },
    { key: 'actions', title: tp('common.actions'), render: (r) => <Anchor size="sm" onClick={() => { setEditing(r); setValue(r.value ?? ''); }}>{tp('common.edit')}</Anchor> },
  ];
  return (
    <PageCard title={tp('sysConfig.title')}>
      <Text size="sm" c="dimmed" mb="sm">{tp('sysConfig.hint')}</Text>
      <ListTable columns={columns} rows={rows} rowKey={(r) => r.key} loading={loading} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.key ?? ''}>
        <Text size="sm" c="dimmed">{editing?.description}</Text>
        <Textarea mt="sm" label={tp('sysConfig.value')} autosize minRows={2} maxLength={CONFIG_VALUE_MAX} value={value} onChange={(e) => setValue(e.currentTarget.value)} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setEditing(null)}>{tp('common.cancel')}</Button>
          <Button loading={saving} onClick={save}>{tp('common.save')}</Button>
        </Group>
      </Modal>
    </PageCard>
  );
}
