/**
 * Add or edit a check rule: its steps (pattern and message, checked with the contract's patternProblem as
 * the server does) and a test box that runs a value through the server's evaluateRule with the form's steps.
 */
import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Divider, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { checkRules } from '../../../api/endpoints/system-admin.ts';
import { CHECK_PATTERN_MAX, CHECK_STEPS_MAX, CHECK_UNBOUNDED_MAX, CHECK_VALUE_MAX, patternProblem, type RuleStep } from '../../../contract/domain/checkRule.ts';
import { RULE_CODE_PATTERN } from '../../../contract/domain/fillRule.ts';
import type { CheckRuleRecord } from '../../../contract/routes/system-admin.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';

interface Values { ruleCode: string; ruleName: string; description: string; steps: RuleStep[] }

const EMPTY: Values = { ruleCode: '', ruleName: '', description: '', steps: [{ pattern: '', message: '' }] };

export function CheckRuleFormModal({ opened, rule, onClose, onSaved }: { opened: boolean; rule: CheckRuleRecord | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: {
      ruleCode: (v) => (new RegExp(RULE_CODE_PATTERN).test(v.trim()) ? null : tp('checkRule.rule.codeFormat')),
      ruleName: (v) => (v.trim() ? null : tp('checkRule.rule.nameRequired')),
      steps: {
        pattern: (v) => {
          const problem = patternProblem(v);
          return problem ? tp(`checkRule.rule.problem.${problem}`, { max: problem === 'tooLong' ? CHECK_PATTERN_MAX : CHECK_UNBOUNDED_MAX }) : null;
        },
        message: (v) => (v.trim() ? null : tp('checkRule.rule.messageRequired')),
      },
    },
  });
  const [saving, setSaving] = useState(false);
  const [value, setValue] = useState('');
  const [result, setResult] = useState<{ passed: boolean; message: string | null } | null>(null);
  const [testing, setTesting] = useState(false);

  useEffect(() => {
    if (!opened) return;
    form.clearErrors();
    form.setValues(rule ? { ruleCode: rule.ruleCode, ruleName: rule.ruleName, description: rule.description ?? '', steps: rule.steps.map((s) => ({ ...s })) } : EMPTY);
    setValue('');
    setResult(null);
  }, [opened, rule]); // not `form`: a new object every render

  const stepsOf = (v: Values) => v.steps.map((s) => ({ pattern: s.pattern, message: s.message.trim() }));

  async function save(v: Values) {
    setSaving(true);
    try {
      const body = { ruleCode: v.ruleCode.trim(), ruleName: v.ruleName.trim(), description: v.description.trim() || null, steps: stepsOf(v) };
      if (rule) await checkRules.edit({ id: rule.id, version: rule.version, ...body });
      else await checkRules.add(body);
      notifySuccess(tp(rule ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
      onClose();
    } catch { /* shown by the shell */ } finally { setSaving(false); }
  }

  async function test() {
    setResult(null);
    // only the steps are checked before testing; the code and name may still be empty
    const errors = Object.keys(form.validate().errors).filter((key) => key.startsWith('steps.'));
    if (errors.length) return;
    form.clearErrors();
    setTesting(true);
    try {
      setResult(await checkRules.test({ steps: stepsOf(form.values), value }));
    } catch { /* shown by the shell */ } finally { setTesting(false); }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp(rule ? 'checkRule.edit' : 'checkRule.add')} size="xl">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={tp('checkRule.ruleCode')} withAsterisk {...form.getInputProps('ruleCode')} />
          <TextInput label={tp('checkRule.ruleName')} withAsterisk {...form.getInputProps('ruleName')} />
        </SimpleGrid>
        <Text size="sm" fw={500} mt="md">{tp('checkRule.steps')}</Text>
        <Stack gap="xs" mt={4}>
          {form.values.steps.map((_, index) => (
            <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
              <Text size="sm" c="dimmed" mt={8} w={20}>{index + 1}</Text>
              <TextInput style={{ flex: 2 }} ff="monospace" aria-label={`${tp('checkRule.pattern')} ${index + 1}`} placeholder={tp('checkRule.pattern')} {...form.getInputProps(`steps.${index}.pattern`)} />
              <TextInput style={{ flex: 2 }} aria-label={`${tp('checkRule.message')} ${index + 1}`} placeholder={tp('checkRule.message')} {...form.getInputProps(`steps.${index}.message`)} />
              <ActionIcon variant="subtle" color="red" mt={4} aria-label={tp('checkRule.removeStep')} disabled={form.values.steps.length === 1} onClick={() => form.removeListItem('steps', index)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <Button variant="subtle" size="xs" mt="xs" leftSection={<IconPlus size={14} />} disabled={form.values.steps.length >= CHECK_STEPS_MAX}
          onClick={() => form.insertListItem('steps', { pattern: '', message: '' })}>{tp('checkRule.addStep')}</Button>
        <Textarea mt="sm" label={tp('common.description')} {...form.getInputProps('description')} />

        <Divider my="md" label={tp('checkRule.testTitle')} labelPosition="left" />
        <Text size="xs" c="dimmed">{tp('checkRule.testHint')}</Text>
        <Group align="flex-end" mt="xs">
          <TextInput style={{ flex: 1 }} label={tp('checkRule.testValue')} maxLength={CHECK_VALUE_MAX} value={value}
            onChange={(e) => { setValue(e.currentTarget.value); setResult(null); }}
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void test(); } }} />
          <Button variant="light" loading={testing} onClick={test}>{tp('checkRule.runTest')}</Button>
        </Group>
        {result && (
          <Alert mt="sm" color={result.passed ? 'green' : 'red'} data-testid="check-rule-result">
            {result.passed ? tp('checkRule.passed') : tp('checkRule.failed', { message: result.message ?? '' })}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
