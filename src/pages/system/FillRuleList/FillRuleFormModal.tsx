/** Add or edit a fill rule, with the next codes the server would give for the form's shape. */
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Modal, NumberInput, Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useForm } from '@mantine/form';
import { fillRules } from '../../../api/endpoints/system-admin.ts';
import {
  DATE_PART_NAMES, DATE_PARTS, PREFIX_PATTERN, RESET_PERIOD_NAMES, RESET_PERIODS, RULE_CODE_PATTERN, SEQ_WIDTH_MAX, SEQ_WIDTH_MIN, type DatePart, type ResetPeriod,
} from '../../../contract/domain/fillRule.ts';
import type { FillRuleRecord } from '../../../contract/routes/system-admin.ts';
import { useLocale } from '../../../i18n/index.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';

interface Values { ruleCode: string; ruleName: string; prefix: string; datePart: DatePart; seqWidth: number; resetPeriod: ResetPeriod; description: string }

const EMPTY: Values = { ruleCode: '', ruleName: '', prefix: '', datePart: 'yyyyMMdd', seqWidth: 6, resetPeriod: 'day', description: '' };

export function FillRuleFormModal({ opened, rule, onClose, onSaved }: { opened: boolean; rule: FillRuleRecord | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const lang = useLocale() === 'en-US' ? 'en' : 'zh';
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: {
      ruleCode: (v) => (new RegExp(RULE_CODE_PATTERN).test(v.trim()) ? null : tp('fillRule.rule.codeFormat')),
      ruleName: (v) => (v.trim() ? null : tp('fillRule.rule.nameRequired')),
      prefix: (v) => (new RegExp(PREFIX_PATTERN).test(v) ? null : tp('fillRule.rule.prefixFormat')),
      seqWidth: (v) => (Number.isInteger(v) && v >= SEQ_WIDTH_MIN && v <= SEQ_WIDTH_MAX ? null : tp('fillRule.rule.widthRange', { min: SEQ_WIDTH_MIN, max: SEQ_WIDTH_MAX })),
    },
  });
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<string[]>([]);
  const [shape] = useDebouncedValue({ prefix: form.values.prefix, datePart: form.values.datePart, seqWidth: form.values.seqWidth, resetPeriod: form.values.resetPeriod }, 250);

  useEffect(() => {
    if (!opened) return;
    form.clearErrors();
    form.setValues(rule ? { ...rule, description: rule.description ?? '' } : EMPTY);
  }, [opened, rule]); // not `form`: a new object every render

  useEffect(() => {
    if (!opened) return;
    const valid = new RegExp(PREFIX_PATTERN).test(shape.prefix) && Number.isInteger(shape.seqWidth) && shape.seqWidth >= SEQ_WIDTH_MIN && shape.seqWidth <= SEQ_WIDTH_MAX;
    if (!valid) { setPreview([]); return; }
    let live = true;
    fillRules.preview({ ...shape, ...(rule ? { id: rule.id } : {}) }).then((codes) => { if (live) setPreview(codes); }).catch(() => { if (live) setPreview([]); });
    return () => { live = false; };
  }, [opened, rule, shape.prefix, shape.datePart, shape.seqWidth, shape.resetPeriod]);

  async function save(v: Values) {
    setSaving(true);
    try {
      const body = { ruleCode: v.ruleCode.trim(), ruleName: v.ruleName.trim(), prefix: v.prefix, datePart: v.datePart, seqWidth: v.seqWidth, resetPeriod: v.resetPeriod, description: v.description.trim() || null };
      if (rule) await fillRules.edit({ id: rule.id, version: rule.version, ...body });
      else await fillRules.add(body);
      notifySuccess(tp(rule ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp(rule ? 'fillRule.edit' : 'fillRule.add')} size="lg">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={tp('fillRule.ruleCode')} withAsterisk {...form.getInputProps('ruleCode')} />
          <TextInput label={tp('fillRule.ruleName')} withAsterisk {...form.getInputProps('ruleName')} />
          <TextInput label={tp('fillRule.prefix')} {...form.getInputProps('prefix')} />
          <Select label={tp('fillRule.datePart')} allowDeselect={false} data={DATE_PARTS.map((value) => ({ value, label: DATE_PART_NAMES[value][lang] }))} {...form.getInputProps('datePart')} />
          <NumberInput label={tp('fillRule.seqWidth')} min={SEQ_WIDTH_MIN} max={SEQ_WIDTH_MAX} allowDecimal={false} {...form.getInputProps('seqWidth')} />
          <Select label={tp('fillRule.resetPeriod')} allowDeselect={false} data={RESET_PERIODS.map((value) => ({ value, label: RESET_PERIOD_NAMES[value][lang] }))} {...form.getInputProps('resetPeriod')} />
        </SimpleGrid>
        <Textarea mt="sm" label={tp('common.description')} {...form.getInputProps('description')} />
        <Text size="sm" fw={500} mt="md">{tp('fillRule.preview')}</Text>
        <Group gap="xs" mt={4} data-testid="fill-rule-preview">
          {preview.map((code) => <Badge key={code} variant="light" size="lg" tt="none">{code}</Badge>)}
        </Group>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
