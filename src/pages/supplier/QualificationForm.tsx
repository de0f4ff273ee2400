/** Add or edit a qualification: type from the dictionary, number, scan (uploaded first), expiry date. */
import { useEffect, useState } from 'react';
import { Button, FileButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { uploadFile } from '../../api/endpoints/files.ts';
import { qualifications, type QualificationForm as Values, type QualificationRecord } from '../../api/endpoints/suppliers.ts';
import { notifySuccess, usePageT } from '../common/index.ts';

interface Props {
  opened: boolean;
  row: QualificationRecord | null;
  /** The platform chooses the supplier; a supplier's own is implied. */
  chooseSupplier: boolean;
  suppliers: Array<{ value: string; label: string }>;
  types: Array<{ value: string; label: string }>;
  onClose(): void;
  onSaved(): void;
}

const EMPTY: Values = { supplierId: '', qualType: '', number: '', fileName: null, filePath: null, expiryDate: '' };

export function QualificationForm({ opened, row, chooseSupplier, suppliers, types, onClose, onSaved }: Props) {
  const tp = usePageT();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: {
      supplierId: (v) => (chooseSupplier && !row && !v ? tp('supplier.qualification.rule.supplier') : null),
      qualType: (v) => (v ? null : tp('supplier.qualification.rule.type')),
      number: (v) => (v.trim() ? null : tp('supplier.qualification.rule.number')),
      expiryDate: (v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? null : tp('supplier.qualification.rule.expiry')),
    },
  });
  useEffect(() => {
    if (!opened) return;
    form.clearErrors();
    form.setValues(row ? { supplierId: row.supplierId, qualType: row.qualType, number: row.number, fileName: row.fileName, filePath: row.filePath, expiryDate: row.expiryDate } : EMPTY);
  }, [opened, row]); // not `form`: a new object every render

  const upload = (file: File | null) => {
    if (!file) return;
    setUploading(true);
    uploadFile(file, { purpose: 'contract' })
      .then((answer) => { form.setFieldValue('filePath', answer.path); form.setFieldValue('fileName', file.name); })
      .catch(() => {})
      .finally(() => setUploading(false));
  };
  const save = async (values: Values) => {
    setSaving(true);
    const body = { ...values, supplierId: chooseSupplier && values.supplierId ? values.supplierId : undefined, number: values.number.trim() };
    try {
      if (row) await qualifications.update(row.id, { ...body, version: row.version });
      else await qualifications.create(body);
      notifySuccess(tp('common.saveSuccess'));
      onSaved();
      onClose();
    } catch { /* the shell shows the server's message */ } finally { setSaving(false); }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={tp(row ? 'supplier.qualification.edit' : 'supplier.qualification.add')}>
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack>
          {chooseSupplier && (
            <Select label={tp('supplier.qualification.supplier')} withAsterisk searchable data={suppliers} disabled={Boolean(row)}
              {...form.getInputProps('supplierId')} onChange={(v) => form.setFieldValue('supplierId', v ?? '')} data-field="supplierId" />
          )}
          <Select label={tp('supplier.qualification.type')} withAsterisk data={types} {...form.getInputProps('qualType')}
            onChange={(v) => form.setFieldValue('qualType', v ?? '')} data-field="qualType" />
          <TextInput label={tp('supplier.qualification.number')} withAsterisk maxLength={64} {...form.getInputProps('number')} data-field="number" />
          <DateInput label={tp('supplier.qualification.expiryDate')} withAsterisk valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD"
            value={form.getValues().expiryDate || null} error={form.errors.expiryDate} onChange={(v) => form.setFieldValue('expiryDate', v ?? '')} data-field="expiryDate" />
          <Group>
            <FileButton onChange={upload} accept="image/*,application/pdf">
              {(props) => <Button variant="light" loading={uploading} {...props} data-testid="scan-upload">{tp('supplier.qualification.upload')}</Button>}
            </FileButton>
            <Text size="sm" c="dimmed">{form.getValues().fileName ?? ''}</Text>
          </Group>
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
