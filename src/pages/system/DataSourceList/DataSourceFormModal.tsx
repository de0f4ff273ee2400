/** Add or edit a data source (an edit leaves the URL empty to keep the saved one), with a connection test. */
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Select, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { dataSources } from '../../../api/endpoints/system-extra.ts';
import { CATEGORY_CODE_PATTERN, DATA_SOURCE_KINDS, dataSourceUrlFits, type DataSourceKind } from '../../../contract/domain/systemExtra.ts';
import type { BodyOf } from '../../../contract/route.ts';
import type { dataSourceTest, DataSourceRecord } from '../../../contract/routes/system-extra.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';

/** A connection test and its answer as an alert (null before the first). */
export function useConnectionTest(): { run(body: BodyOf<typeof dataSourceTest>): Promise<void>; testing: boolean; result: ReactNode } {
  const tp = usePageT();
  const [testing, setTesting] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string; millis: number } | null>(null);
  const run = async (body: BodyOf<typeof dataSourceTest>) => {
    setTesting(true);
    setAnswer(null);
    try {
      setAnswer(await dataSources.test(body));
    } catch { /* shown by the shell */ } finally { setTesting(false); }
  };
  const result = testing ? <Alert color="gray" mb="sm">{tp('dataSource.testing')}</Alert>
    : answer && (
      <Alert color={answer.ok ? 'green' : 'red'} mb="sm" withCloseButton onClose={() => setAnswer(null)} data-testid="data-source-test-result">
        {tp(answer.ok ? 'dataSource.testOk' : 'dataSource.testFailed', { millis: answer.millis, message: answer.message })}
      </Alert>
    );
  return { run, testing, result };
}

interface Values { code: string; name: string; kind: DataSourceKind; url: string; description: string }
const EMPTY: Values = { code: '', name: '', kind: 'postgres', url: '', description: '' };

export function DataSourceFormModal({ opened, source, onClose, onSaved }: { opened: boolean; source: DataSourceRecord | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: {
      code: (v) => (new RegExp(CATEGORY_CODE_PATTERN).test(v.trim()) ? null : tp('dataSource.rule.codeFormat')),
      name: (v) => (v.trim() ? null : tp('dataSource.rule.nameRequired')),
      url: (v, values) => ((source && !v.trim()) || dataSourceUrlFits(values.kind, v.trim()) ? null : tp('dataSource.rule.urlFormat')),
    },
  });
  const [saving, setSaving] = useState(false);
  const tester = useConnectionTest();
  useEffect(() => {
    if (!opened) return;
    form.clearErrors();
    form.setValues(source ? { code: source.code, name: source.name, kind: source.kind, url: '', description: source.description ?? '' } : EMPTY);
  }, [opened, source]); // not `form`: a new object every render

  async function save(v: Values) {
    setSaving(true);
    try {
      const body = { code: v.code.trim(), name: v.name.trim(), kind: v.kind, description: v.description.trim() || null };
      const url = v.url.trim();
      if (source) await dataSources.edit({ id: source.id, version: source.version, ...body, ...(url ? { url } : {}) });
      else await dataSources.add({ ...body, url });
      notifySuccess(tp(source ? 'common.editSuccess' : 'common.addSuccess'));
      form.setFieldValue('url', ''); // the typed password leaves the page with the dialog
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  const test = () => {
    const { url, kind } = form.getValues();
    if (url.trim()) void tester.run({ kind, url: url.trim() });
    else if (source) void tester.run({ kind, id: source.id });
    else form.validateField('url');
  };

  return (
    <Modal opened={opened} onClose={onClose} title={tp(source ? 'dataSource.edit' : 'dataSource.add')} size="lg">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <TextInput label={tp('dataSource.code')} withAsterisk {...form.getInputProps('code')} />
        <TextInput mt="sm" label={tp('dataSource.name')} withAsterisk {...form.getInputProps('name')} />
        <Select mt="sm" label={tp('dataSource.kind')} data={[...DATA_SOURCE_KINDS]} allowDeselect={false} {...form.getInputProps('kind')} />
        <PasswordInput mt="sm" label={tp('dataSource.url')} withAsterisk={!source} placeholder={source ? source.urlHint : tp('dataSource.urlHint')}
          description={source ? tp('dataSource.urlKeep') : undefined} {...form.getInputProps('url')} data-testid="data-source-url" />
        <Textarea mt="sm" label={tp('common.description')} {...form.getInputProps('description')} />
        <div style={{ marginTop: 12 }}>{tester.result}</div>
        <Group justify="space-between" mt="lg">
          <Button variant="light" onClick={test} loading={tester.testing}>{tp('dataSource.test')}</Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
            <Button type="submit" loading={saving}>{tp('common.save')}</Button>
          </Group>
        </Group>
      </form>
    </Modal>
  );
}
