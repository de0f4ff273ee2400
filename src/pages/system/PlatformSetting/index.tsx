/**
 * system/PlatformSetting: the items of the sys_setting dictionary (text is the key, value the setting),
 * edited in one form and saved item by item through the dictionary-item call; below them the
 * platform config keys ("System parameters", SysConfigSection).
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, FileButton, Group, Image, Input, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { uploadBrandImage } from '../../../api/endpoints/files.ts';
import { dicts } from '../../../api/endpoints/system.ts';
import type { DictItemRecord } from '../../../contract/routes/dict.ts';
import { useAuthorized } from '../../../shell/Authorized.tsx';
import { hasKey } from '../../../i18n/index.ts';
import { notifySuccess, PageCard, usePageT } from '../../common/index.ts';
import { imageSetting } from '../../../shell/platform/platform.ts';
import { changedSettings, orderSettings, settingControl } from './settingKeys.ts';
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

  const [uploading, setUploading] = useState<string | null>(null);
  /** An uploaded brand image is public; its address goes into the field, saved with the form. */
  async function upload(id: string, file: File | null) {
    if (!file) return; // the server refuses what is not an image or too large, and the shell says why
    setUploading(id);
    try {
      set(id, await uploadBrandImage(file));
    } catch { /* shown by the shell */ } finally { setUploading(null); }
  }

  // Labels in the user's language; the stored key stays visible only for items this build has no name for.
  const label = (key: string) => (hasKey(`pages.platform.key.${key}`) ? tp(`platform.key.${key}`) : key);
  const set = (id: string, value: string) => setValues((v) => ({ ...v, [id]: value }));
  const control = (item: DictItemRecord) => {
    const value = values[item.id] ?? '';
    const kind = settingControl(item.itemText);
    if (kind === 'switch')
      return (
        <Input.Wrapper key={item.id} label={label(item.itemText)} description={item.description ?? undefined}>
          <Switch mt={6} checked={value === '1'} disabled={!canEdit} onChange={(e) => set(item.id, e.currentTarget.checked ? '1' : '0')}
            label={tp(value === '1' ? 'platform.on' : 'platform.off')} data-setting={item.itemText} />
        </Input.Wrapper>
      );
    if (kind === 'image') {
      const src = imageSetting(value);
      return (
        <Group key={item.id} align="flex-end" gap="sm" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={label(item.itemText)} description={item.description ?? tp('platform.imageHint')} disabled={!canEdit}
            value={value} onChange={(e) => set(item.id, e.currentTarget.value)} data-setting={item.itemText} />
          {canEdit && (
            <FileButton accept="image/png,image/jpeg,image/gif" onChange={(file) => upload(item.id, file)}>
              {(props) => <Button {...props} variant="default" loading={uploading === item.id} data-upload={item.itemText}>{tp('platform.upload')}</Button>}
            </FileButton>
          )}
          <Image src={src} w={64} h={36} fit="contain" radius="sm" bg="gray.1" alt={label(item.itemText)} data-preview={item.itemText}
            fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='64' height='36'/%3E" />
        </Group>
      );
    }
    return (
      <TextInput key={item.id} label={label(item.itemText)} description={item.description ?? undefined} disabled={!canEdit}
        value={value} onChange={(e) => set(item.id, e.currentTarget.value)} data-setting={item.itemText} />
    );
  };
  return (
    <>
      <PageCard title={tp('platform.title')}>
        {missing && <Alert color="orange" mb="md">{tp('platform.missing')}</Alert>}
        <Text size="sm" c="dimmed" mb="md">{tp('platform.hint')}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {items.map(control)}
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
