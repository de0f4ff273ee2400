/** system/FillRuleList: the code generators (order and group numbers among them), with search, sort, paging and a preview. */
import { useState } from 'react';
import { Anchor, Button, Code, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { fillRules } from '../../../api/endpoints/system-admin.ts';
import { DATE_PART_NAMES, RESET_PERIOD_NAMES } from '../../../contract/domain/fillRule.ts';
import type { FillRuleRecord } from '../../../contract/routes/system-admin.ts';
import { useLocale } from '../../../i18n/index.ts';
import { confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { SortSelect } from '../SortSelect.tsx';
import { FillRuleFormModal } from './FillRuleFormModal.tsx';

export default function FillRuleList() {
  const tp = usePageT();
  const lang = useLocale() === 'en-US' ? 'en' : 'zh';
  const list = usePagedList(fillRules.list, { ruleCode: '', ruleName: '', column: 'ruleCode', order: 'asc' });
  const [editing, setEditing] = useState<FillRuleRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  async function remove(rule: FillRuleRecord) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('fillRule.confirmDelete', { name: rule.ruleName }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await fillRules.remove(rule.id, rule.version);
      notifySuccess(tp('common.deleteSuccess'));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<FillRuleRecord>[] = [
    { key: 'ruleCode', title: tp('fillRule.ruleCode') },
    { key: 'ruleName', title: tp('fillRule.ruleName') },
    { key: 'prefix', title: tp('fillRule.prefix') },
    { key: 'datePart', title: tp('fillRule.datePart'), render: (r) => DATE_PART_NAMES[r.datePart][lang] },
    { key: 'seqWidth', title: tp('fillRule.seqWidth') },
    { key: 'resetPeriod', title: tp('fillRule.resetPeriod'), render: (r) => RESET_PERIOD_NAMES[r.resetPeriod][lang] },
    { key: 'nextCode', title: tp('fillRule.nextCode'), render: (r) => <Code>{r.nextCode}</Code> },
    { key: 'updateTime', title: tp('common.updateTime'), render: (r) => formatTime(r.updateTime ?? r.createTime) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor size="sm" onClick={() => { setEditing(r); setFormOpen(true); }}>{tp('common.edit')}</Anchor>
          <Anchor size="sm" c="red" onClick={() => remove(r)}>{tp('common.delete')}</Anchor>
        </Group>
      ),
    },
  ];
  return (
    <PageCard title={tp('fillRule.title')} actions={<Button leftSection={<IconPlus size={16} />} onClick={() => { setEditing(null); setFormOpen(true); }}>{tp('common.add')}</Button>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('fillRule.ruleCode')} value={list.filters.ruleCode} onChange={(e) => list.setFilter('ruleCode', e.currentTarget.value)} />
        <TextInput label={tp('fillRule.ruleName')} value={list.filters.ruleName} onChange={(e) => list.setFilter('ruleName', e.currentTarget.value)} />
        <SortSelect columns={[['ruleCode', tp('fillRule.ruleCode')], ['ruleName', tp('fillRule.ruleName')], ['createTime', tp('common.createTime')]]}
          column={list.filters.column} order={list.filters.order} onChange={(column, order) => { list.setFilter('column', column); list.setFilter('order', order); }} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <FillRuleFormModal opened={formOpen} rule={editing} onClose={() => setFormOpen(false)} onSaved={list.reload} />
    </PageCard>
  );
}
