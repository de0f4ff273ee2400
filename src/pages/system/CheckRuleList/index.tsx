/** system/CheckRuleList: the rules checkByCode runs, with search, sort, paging, an editor of their steps and a test box. */
import { useState } from 'react';
import { Anchor, Button, Code, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { checkRules } from '../../../api/endpoints/system-admin.ts';
import type { CheckRuleRecord } from '../../../contract/routes/system-admin.ts';
import { Authorized } from '../../../shell/Authorized.tsx';
import { confirmAction, formatTime, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';
import { SortSelect } from '../SortSelect.tsx';
import { CheckRuleFormModal } from './CheckRuleFormModal.tsx';

const EDIT = 'system:checkRule:edit';

export default function CheckRuleList() {
  const tp = usePageT();
  const list = usePagedList(checkRules.list, { ruleCode: '', ruleName: '', column: 'ruleCode', order: 'asc' });
  const [editing, setEditing] = useState<CheckRuleRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  async function remove(rule: CheckRuleRecord) {
    const ok = await confirmAction({ title: tp('common.confirmTitle'), message: tp('checkRule.confirmDelete', { name: rule.ruleName }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true });
    if (!ok) return;
    try {
      await checkRules.remove(rule.id, rule.version);
      notifySuccess(tp('common.deleteSuccess'));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<CheckRuleRecord>[] = [
    { key: 'ruleCode', title: tp('checkRule.ruleCode') },
    { key: 'ruleName', title: tp('checkRule.ruleName') },
    { key: 'steps', title: tp('checkRule.steps'), render: (r) => <Code>{r.steps[0]?.pattern}</Code> },
    { key: 'stepCount', title: '#', render: (r) => tp('checkRule.stepCount', { count: r.steps.length }) },
    { key: 'updateTime', title: tp('common.updateTime'), render: (r) => formatTime(r.updateTime ?? r.createTime) },
    {
      key: 'actions', title: tp('common.actions'),
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor size="sm" onClick={() => { setEditing(r); setFormOpen(true); }}>{tp('common.edit')}</Anchor>
          <Authorized action={EDIT}><Anchor size="sm" c="red" onClick={() => remove(r)}>{tp('common.delete')}</Anchor></Authorized>
        </Group>
      ),
    },
  ];
  return (
    <PageCard
      title={tp('checkRule.title')}
      actions={<Authorized action={EDIT}><Button leftSection={<IconPlus size={16} />} onClick={() => { setEditing(null); setFormOpen(true); }}>{tp('common.add')}</Button></Authorized>}
    >
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('checkRule.ruleCode')} value={list.filters.ruleCode} onChange={(e) => list.setFilter('ruleCode', e.currentTarget.value)} />
        <TextInput label={tp('checkRule.ruleName')} value={list.filters.ruleName} onChange={(e) => list.setFilter('ruleName', e.currentTarget.value)} />
        <SortSelect columns={[['ruleCode', tp('checkRule.ruleCode')], ['ruleName', tp('checkRule.ruleName')], ['createTime', tp('common.createTime')]]}
          column={list.filters.column} order={list.filters.order} onChange={(column, order) => { list.setFilter('column', column); list.setFilter('order', order); }} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      <CheckRuleFormModal opened={formOpen} rule={editing} onClose={() => setFormOpen(false)} onSaved={list.reload} />
    </PageCard>
  );
}
