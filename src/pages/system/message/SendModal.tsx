/** Sending a template to users: the recipients and a value for each declared variable; the server queues one message each. */
import { useEffect, useState } from 'react';
import { Button, Group, Modal, MultiSelect, Paper, Text, TextInput } from '@mantine/core';
import { users as userCalls } from '../../../api/endpoints/system.ts';
import { messageTemplates } from '../../../api/endpoints/operations.ts';
import { renderTemplate } from '../../../contract/domain/operations.ts';
import type { MessageTemplate } from '../../../contract/routes/messages.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';

export function SendModal({ template, onClose }: { template: MessageTemplate | null; onClose(): void }) {
  const tp = usePageT();
  const [people, setPeople] = useState<Array<{ value: string; label: string }>>([]);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (!template) return;
    setUserIds([]);
    setValues({});
    setError(null);
    if (people.length) return;
    userCalls.list({ pageNo: 1, pageSize: 500 })
      .then((page) => setPeople(page.records.map((u) => ({ value: u.id, label: `${u.realname || u.username} (${u.username})` }))))
      .catch(() => {});
  }, [template, people.length]);
  if (!template) return null;
  const body = renderTemplate(template.body, values);

  async function send() {
    if (userIds.length === 0) {
      setError(tp('message.rule.recipients'));
      return;
    }
    setSending(true);
    try {
      const { messageIds } = await messageTemplates.send({ templateCode: template!.code, userIds, values });
      notifySuccess(tp('message.sent', { count: messageIds.length }));
      onClose();
    } catch { /* shown by the shell */ } finally {
      setSending(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={`${tp('message.sendTitle')} · ${template.name}`} size="lg">
      <MultiSelect label={tp('message.recipients')} placeholder={tp('message.recipientsHint')} searchable withAsterisk data={people} value={userIds}
        onChange={(ids) => { setUserIds(ids); setError(null); }} error={error} data-testid="send-recipients" />
      {template.variables.map((name) => (
        <TextInput key={name} mt="xs" label={name} withAsterisk value={values[name] ?? ''} onChange={(e) => { const value = e.currentTarget.value; setValues((s) => ({ ...s, [name]: value })); }} />
      ))}
      <Paper withBorder p="sm" mt="md" bg="var(--mantine-color-gray-0)">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{body.text}</Text>
      </Paper>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
        <Button onClick={send} loading={sending} data-testid="send-submit">{tp('message.send')}</Button>
      </Group>
    </Modal>
  );
}
