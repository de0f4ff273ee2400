/**
 * For template administrators (print:template:manage): deleted templates and templates private to
 * someone else, which nobody else can see any more, each with 恢复/Restore. The server decides what a
 * restore does (a deleted one comes back as it was; one private to someone else becomes shared).
 */
import { Anchor, Badge, TextInput } from '@mantine/core';
import { templates, type RestorableTemplate } from '../../../api/endpoints/print.ts';
import { templateRestorableList } from '../../../contract/routes/print.ts';
import { confirmAction, formatTime, ListTable, notifySuccess, SearchBar, usePagedList, usePageT, type Column } from '../../common/index.ts';

export function RestorableTemplateList() {
  const tp = usePageT();
  const list = usePagedList<RestorableTemplate, { name: string }>(templateRestorableList.url, { name: '' });

  async function restore(row: RestorableTemplate) {
    const ok = await confirmAction({
      title: tp('template.confirmRestore', { name: row.name }), message: tp('template.confirmRestoreHint'),
      confirm: tp('template.restore'), cancel: tp('common.cancel'),
    });
    if (!ok) return;
    try {
      await templates.restore(row.id);
      notifySuccess(tp('template.restored'));
      list.reload();
    } catch { /* shown by the shell */ }
  }

  const columns: Column<RestorableTemplate>[] = [
    { key: 'name', title: tp('template.name') },
    { key: 'typeName', title: tp('template.type'), render: (r) => r.typeName ?? '—' },
    {
      key: 'state', title: tp('template.state'),
      render: (r) => r.deleted
        ? <Badge variant="light" color="red">{tp('template.stateDeleted')}</Badge>
        : <Badge variant="light" color="orange">{tp('template.statePrivate', { owner: r.ownerName ?? '?' })}</Badge>,
    },
    { key: 'createdBy', title: tp('template.createdBy'), render: (r) => r.createdBy ?? '—' },
    { key: 'updatedBy', title: tp('common.updateBy') },
    { key: 'updatedAt', title: tp('common.updateTime'), render: (r) => formatTime(r.updatedAt) },
    { key: 'actions', title: tp('common.actions'), render: (r) => <Anchor size="sm" onClick={() => restore(r)}>{tp('template.restore')}</Anchor> },
  ];

  return (
    <>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('template.name')} value={list.filters.name} onChange={(e) => list.setFilter('name', e.currentTarget.value)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
    </>
  );
}
