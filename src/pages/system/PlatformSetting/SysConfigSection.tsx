/**
 * The "System parameters" section of the platform settings: the platform config keys
 * (GET /system/sysConfig/list), saved key by key through PUT /system/sysConfig/edit.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { config } from '../../../api/endpoints/system.ts';
import { hasKey } from '../../../i18n/index.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';
import { changedConfig, CONFIG_VALUE_MAX, configErrors, LONG_CONFIG_KEYS, SWITCH_CONFIG_KEYS, type ConfigRow } from './settingKeys.ts';

export function SysConfigSection() {
  const tp = usePageT();
  const [rows, setRows] = useState<ConfigRow[]>([]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      const list = await config.list();
      setRows(list);
      setValues(Object.fromEntries(list.map((r) => [r.key, r.value ?? ''])));
    } catch { /* shown by the shell */ }
  }, []);
  useEffect(() => { load(); }, [load]);

  const errors = configErrors(values);
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function save() {
    const changed = changedConfig(rows, values);
    if (!changed.length) { notifySuccess(tp('platform.nothingChanged')); return; }
    setSaving(true);
    try {
      for (const row of changed) await config.edit(row.key, values[row.key]);
      notifySuccess(tp('common.saveSuccess'));
      await load();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  // A known key is named in the user's language; the server's (Chinese) description then only repeats it.
  const known = (key: string) => hasKey(`pages.platform.config.key.${key}`);
  const label = (key: string) => (known(key) ? tp(`platform.config.key.${key}`) : key);
  return (
    <Paper p="md" radius="sm" withBorder mt="md">
      <Title order={4} mb="md">{tp('platform.config.title')}</Title>
      <Text size="sm" c="dimmed" mb="md">{tp('platform.config.hint')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {rows.map((row) => {
          const common = { label: label(row.key), description: known(row.key) ? undefined : row.description, title: row.key, 'data-config': row.key };
          if (SWITCH_CONFIG_KEYS.has(row.key)) {
            return <Switch key={row.key} {...common} mt="md" checked={values[row.key] !== '0'}
              onChange={(e) => set(row.key, e.currentTarget.checked ? '1' : '0')} />;
          }
          const error = errors[row.key] ? tp(errors[row.key], { max: CONFIG_VALUE_MAX }) : undefined;
          const onChange = (e: { currentTarget: { value: string } }) => set(row.key, e.currentTarget.value);
          return LONG_CONFIG_KEYS.has(row.key)
            ? <Textarea key={row.key} {...common} autosize minRows={2} value={values[row.key] ?? ''} error={error} onChange={onChange} />
            : <TextInput key={row.key} {...common} value={values[row.key] ?? ''} error={error} onChange={onChange} />;
        })}
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => setValues(Object.fromEntries(rows.map((r) => [r.key, r.value ?? ''])))}>{tp('common.reset')}</Button>
        <Button loading={saving} disabled={Object.keys(errors).length > 0} onClick={save}>{tp('common.save')}</Button>
      </Group>
    </Paper>
  );
}
