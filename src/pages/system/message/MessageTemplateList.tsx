/** system/message/MessageTemplateList: message templates (in-app, SMS, e-mail) with add, edit, delete, preview and send. */
import { useCallback, useState } from 'react';
import { Anchor, Badge, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { messageTemplates } from '../../../api/endpoints/operations.ts';
import { MESSAGE_CHANNELS } from '../../../contract/domain/operations.ts';
import type { MessageTemplate } from '../../../contract/routes/messages.ts';
import { confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column, type ListQuery } from '../../common/index.ts';
import { SendModal } from './SendModal.tsx';
import { TemplateFormModal } from './TemplateFormModal.tsx';

export const CHANNEL_COLOR = { inapp: 'blue', sms: 'teal', email: 'grape' } as const;

export default function MessageTemplateList() {
  const tp = usePageT();
  const source = useCallback((query: ListQuery) => messageTemplates.list(query as Parameters<typeof messageTemplates.list>[0]), []);
  const list = usePagedList<MessageTemplate, { keyword: string; channel: string | null }>(source, { keyword: '', channel: null }, 10);
  const [editing, setEditing] = useState<{ template: MessageTemplate | null } | null>(null);
  const [sending, setSending] = useState<MessageTemplate | null>(null);

  async function remove(template: MessageTemplate) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('message.confirmDelete', { name: template.name }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await messageTemplates.remove(template.id);
      notifySuccess(tp('common.deleteSuccess'));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<MessageTemplate>[] = [
    { key: 'code', title: tp('message.code'), render: (t) => t.code },
    { key: 'name', title: tp('message.name'), render: (t) => t.name },
    { key: 'channel', title: tp('message.channel'), render: (t) => <Badge variant="light" color={CHANNEL_COLOR[t.channel]}>{tp(`message.channelText.${t.channel}`)}</Badge> },
    { key: 'body', title: tp('message.body'), render: (t) => <Text size="sm" maw={320} truncate title={t.body}>{t.body}</Text> },
    { key: 'variables', title: tp('message.variables'), render: (t) => t.variables.join(', ') },
    { key: 'createTime', title: tp('message.createTime'), render: (t) => formatTime(t.createTime) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (t) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor size="sm" onClick={() => setSending(t)}>{tp('message.send')}</Anchor>
          <Anchor size="sm" onClick={() => setEditing({ template: t })}>{tp('common.edit')}</Anchor>
          <Anchor size="sm" c="red" onClick={() => remove(t)}>{tp('common.delete')}</Anchor>
        </Group>
      ),
    },
  ];

  return (
    <PageCard title={tp('message.templateTitle')} actions={<Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ template: null })}>{tp('message.add')}</Button>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('message.keyword')} w={200} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
        <Select label={tp('message.channel')} w={140} clearable value={list.filters.channel} onChange={(v) => list.setFilter('channel', v)}
          data={MESSAGE_CHANNELS.map((c) => ({ value: c, label: tp(`message.channelText.${c}`) }))} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(t) => t.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <TemplateFormModal opened={!!editing} template={editing?.template ?? null} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); list.reload(); }} />
      <SendModal template={sending} onClose={() => { setSending(null); list.reload(); }} />
    </PageCard>
  );
}
