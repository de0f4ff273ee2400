/**
 * Adding or editing a message template: code, name, channel, title, body with ${variables}, the declared
 * variables, and a preview filled with sample values. The form checks the variables with the contract's
 * rule (templateProblems); the server checks them again.
 */
import { useEffect, useState } from 'react';
import { Button, Divider, Group, Modal, Paper, Select, SimpleGrid, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messageTemplates } from '../../../api/endpoints/operations.ts';
import { MESSAGE_CHANNELS, renderTemplate, TEMPLATE_CODE_PATTERN, templateProblems, type MessageChannel } from '../../../contract/domain/operations.ts';
import type { MessageTemplate } from '../../../contract/routes/messages.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';

interface Values { code: string; name: string; channel: MessageChannel; title: string; body: string; variables: string[] }
const EMPTY: Values = { code: '', name: '', channel: 'inapp', title: '', body: '', variables: [] };

export function TemplateFormModal({ opened, template, onClose, onSaved }: { opened: boolean; template: MessageTemplate | null; onClose(): void; onSaved(): void }) {
  const tp = usePageT();
  const [samples, setSamples] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: {
      code: (v) => (new RegExp(TEMPLATE_CODE_PATTERN).test(v.trim()) ? null : tp('message.rule.code')),
      name: (v) => (v.trim() ? null : tp('message.rule.name')),
      body: (v, all) => {
        if (!v.trim()) return tp('message.rule.body');
        const problems = templateProblems([all.title, v], all.variables);
        if (problems.invalid.length || problems.duplicate.length) return tp('message.invalid', { names: [...problems.invalid, ...problems.duplicate].join(', ') });
        return problems.undeclared.length ? tp('message.undeclared', { names: problems.undeclared.join(', ') }) : null;
      },
    },
  });
  useEffect(() => {
    if (!opened) return;
    form.setValues(template ? { code: template.code, name: template.name, channel: template.channel, title: template.title, body: template.body, variables: template.variables } : EMPTY);
    form.resetDirty();
    form.clearErrors();
    setSamples({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, template]);

  const v = form.values;
  const problems = templateProblems([v.title, v.body], v.variables);
  const title = renderTemplate(v.title, samples);
  const body = renderTemplate(v.body, samples);
  const missing = [...new Set([...title.missing, ...body.missing])];

  async function submit(values: Values) {
    setSaving(true);
    try {
      if (template) await messageTemplates.edit(template.id, { ...values, version: template.version });
      else await messageTemplates.add(values);
      notifySuccess(tp(template ? 'common.editSuccess' : 'common.addSuccess'));
      onSaved();
    } catch { /* shown by the shell */ } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={tp(template ? 'message.edit' : 'message.add')} size="lg">
      <form onSubmit={form.onSubmit(submit)} data-testid="template-form">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={tp('message.code')} withAsterisk {...form.getInputProps('code')} />
          <TextInput label={tp('message.name')} withAsterisk {...form.getInputProps('name')} />
          <Select label={tp('message.channel')} withAsterisk allowDeselect={false} data={MESSAGE_CHANNELS.map((c) => ({ value: c, label: tp(`message.channelText.${c}`) }))} {...form.getInputProps('channel')} />
        </SimpleGrid>
        <TextInput mt="sm" label={tp('message.title')} {...form.getInputProps('title')} />
        <Textarea mt="sm" label={tp('message.body')} withAsterisk autosize minRows={3} {...form.getInputProps('body')} />
        <TagsInput mt="sm" label={tp('message.variables')} description={tp('message.variablesHint')} splitChars={[',', ' ']} {...form.getInputProps('variables')} />
        {problems.undeclared.length > 0 && <Text size="xs" c="red" mt={4} data-testid="undeclared">{tp('message.undeclared', { names: problems.undeclared.join(', ') })}</Text>}
        <Divider my="md" label={tp('message.previewTitle')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {v.variables.map((name) => (
            <TextInput key={name} size="xs" label={name} value={samples[name] ?? ''} onChange={(e) => { const value = e.currentTarget.value; setSamples((s) => ({ ...s, [name]: value })); }} />
          ))}
        </SimpleGrid>
        <Paper withBorder p="sm" mt="sm" bg="var(--mantine-color-gray-0)" data-testid="template-preview">
          {v.title && <Text fw={600}>{title.text}</Text>}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{body.text}</Text>
          {missing.length > 0 && <Text size="xs" c="dimmed" mt={4}>{tp('message.missing', { names: missing.join(', ') })}</Text>}
        </Paper>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button type="submit" loading={saving}>{tp('common.save')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
