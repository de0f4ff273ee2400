/**
 * system/PlatformSetting: the items of the sys_setting dictionary (text is the key, value the setting),
 * edited in one form and saved item by item through the dictionary-item call; below them the
 * platform config keys ("System parameters", SysConfigSection).
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { dicts } from '../../../api/endpoints/system.ts';
import type { DictItemRecord } from '../../../contract/routes/dict.ts';
import { useAuthorized } from '../../../shell/Authorized.tsx';
import { hasKey } from '../../../i18n/index.ts';
import { notifySuccess, PageCard, usePageT } from '../../common/index.ts';
import { changedSettings, orderSettings } from './settingKeys.ts';
import { SysConfigSection } from './SysConfigSection.tsx';

export default function PlatformSetting() {
  const tp = usePageT();
  const canEdit = useAuthorized('system:dict:edit');
  // The config list is itself guarded by the edit permission, so the section is only shown to those who hold it.
  const canEditConfig = useAuthorized('system:config:edit');
  const [items, setItems] = useState<DictItemRecord[]>([]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      const found = await dicts.list({ dictCode: 'sys_setting', pageNo: 1, pageSize: 50 });
      const dict = found.records.find((d) => d.dictCode === 'sys_setting');
      if (!dict) { setMissing(true); return; }
      const page = await dicts.items({ dictId: dict.id, pageNo: 1, pageSize: 500 });
      const ordered = orderSettings(page.records);
      setItems(ordered);
      setValues(Object.fromEntries(ordered.map((i) => [i.id, i.itemValue])));
    } catch { /* shown by the shell */ }
  }, []);
  useEffect(() => { load(); }, [load]);

  async function save() {
    const changed = changedSettings(items, values);
    if (!changed.length) { notifySuccess(tp('platform.nothingChanged')); return; }
    setSaving(true);
    try {
      for (const item of changed) await dicts.editItem({ id: item.id, itemText: item.itemText, itemValue: values[item.id] });
      notifySuccess(tp('common.saveSuccess'));
      await load();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  const label = (key: string) => (hasKey(`pages.platform.key.${key}`) ? `${tp(`platform.key.${key}`)} (${key})` : key);
  return (
    <>
      <PageCard title={tp('platform.title')}>
        {missing && <Alert color="orange" mb="md">{tp('platform.missing')}</Alert>}
        <Text size="sm" c="dimmed" mb="md">{tp('platform.hint')}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {items.map((item) => (
            <TextInput key={item.id} label={label(item.itemText)} description={item.description ?? undefined} disabled={!canEdit}
              value={values[item.id] ?? ''} onChange={(e) => { const x = e.currentTarget.value; setValues((v) => ({ ...v, [item.id]: x })); }}
              data-setting={item.itemText} />
          ))}
        </SimpleGrid>
        {canEdit && (
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setValues(Object.fromEntries(items.map((i) => [i.id, i.itemValue])))}>{tp('common.reset')}</Button>
            <Button loading={saving} onClick={save}>{tp('common.save')}</Button>
          </Group>
        )}
      </PageCard>
      {canEditConfig && <SysConfigSection />}
    </>
  );
}
