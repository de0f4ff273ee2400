/** online/CgreportList: online reports — a read-only query with named parameters and an optional chart. */
import { Button, Group, Modal, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { onlineReports, type ReportRecord } from '../../api/endpoints/online.ts';
import { CHART_TYPES, PARAM_TYPES, type ChartConfig, type ReportParam } from '../../contract/domain/online.ts';
import { confirmAction, ListTable, notifySuccess, PageCard, SearchBar, usePagedList, usePageT, type Column } from '../common/index.ts';

export default function CgreportList() {
  const tp = usePageT();
  const [, navigate] = useLocation();
  const list = usePagedList(onlineReports.list, { keyword: '' }, 10);
  const [editing, setEditing] = useState<ReportRecord | 'new' | null>(null);
  const columns: Column<ReportRecord>[] = [
    { key: 'code', title: tp('online.reportCode') },
    { key: 'name', title: tp('online.reportName') },
    { key: 'chart', title: tp('online.chart'), render: (r) => (r.chart ? tp(`online.${r.chart.type}`) : '-') },
    {
      key: 'actions', title: tp('common.actions'), render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => navigate(`/online/report/${r.code}`)}>{tp('online.view')}</Button>
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(r)}>{tp('common.edit')}</Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={async () => {
            if (await confirmAction({ title: tp('common.confirmTitle'), message: tp('online.confirmDelete', { name: r.name }), confirm: tp('common.delete'), cancel: tp('common.cancel'), danger: true })) {
              await onlineReports.remove(r.id);
              list.reload();
            }
          }}>{tp('common.delete')}</Button>
        </Group>
      ),
    },
  ];
  return (
    <PageCard title={tp('online.reports')} actions={<Button onClick={() => setEditing('new')}>{tp('online.addReport')}</Button>}>
      <SearchBar onSearch={list.search} onReset={list.reset}>
        <TextInput label={tp('online.reportCode')} value={list.filters.keyword} onChange={(e) => list.setFilter('keyword', e.currentTarget.value)} />
      </SearchBar>
      <ListTable columns={columns} rows={list.records} rowKey={(r) => r.id} loading={list.loading}
        pager={{ pageNo: list.pageNo, pageSize: list.pageSize, total: list.total, onChange: list.setPageNo }} />
      {editing && <ReportEditor report={editing === 'new' ? null : editing} onClose={(saved) => { setEditing(null); if (saved) list.reload(); }} />}
    </PageCard>
  );
}

function ReportEditor({ report, onClose }: { report: ReportRecord | null; onClose: (saved: boolean) => void }) {
  const tp = usePageT();
  const [code, setCode] = useState(report?.code ?? '');
  const [name, setName] = useState(report?.name ?? '');
  const [sql, setSql] = useState(report?.sql ?? '');
  const [params, setParams] = useState<ReportParam[]>(report?.params.map((p) => ({ ...p })) ?? []);
  const [chartType, setChartType] = useState<string>(report?.chart?.type ?? '');
  const [chartX, setChartX] = useState(report?.chart?.x ?? '');
  const [chartY, setChartY] = useState(report?.chart?.y.join(',') ?? '');
  const [dataSourceId, setDataSourceId] = useState<string>(report?.dataSourceId ?? '');
  const [sources, setSources] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => {
    onlineReports.sources().then((list) => setSources(list.map((s) => ({ value: s.id, label: `${s.name} (${s.urlHint})` })))).catch(() => {});
  }, []);
  const change = (index: number, patch: Partial<ReportParam>) => setParams((all) => all.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const save = async () => {
    const chart: ChartConfig | null = chartType ? { type: chartType as ChartConfig['type'], x: chartX.trim(), y: chartY.split(',').map((s) => s.trim()).filter(Boolean) } : null;
    const body = { name, sql, params: params.map((p) => ({ ...p, defaultValue: p.defaultValue || null })), chart, dataSourceId: dataSourceId || null };
    if (report) await onlineReports.update(report.id, { ...body, version: report.version });
    else await onlineReports.create({ code, ...body });
    notifySuccess(tp('common.saveSuccess'));
    onClose(true);
  };
  return (
    <Modal opened onClose={() => onClose(false)} title={tp(report ? 'online.editReport' : 'online.addReport')} size="xl">
      <Stack>
        <Group grow>
          <TextInput label={tp('online.reportCode')} value={code} disabled={!!report} onChange={(e) => setCode(e.currentTarget.value)} required />
          <TextInput label={tp('online.reportName')} value={name} onChange={(e) => setName(e.currentTarget.value)} required />
        </Group>
        <Select label={tp('online.dataSource')} data={[{ value: '', label: tp('online.builtInDatabase') }, ...sources]} value={dataSourceId} allowDeselect={false} onChange={(v) => setDataSourceId(v ?? '')} />
        <Textarea label={tp('online.sql')} value={sql} onChange={(e) => setSql(e.currentTarget.value)} autosize minRows={5} styles={{ input: { fontFamily: 'monospace' } }} />
        <Text size="xs" c="dimmed">{tp('online.safety')}</Text>
        <Table>
          <Table.Thead><Table.Tr>{['paramName', 'fieldLabel', 'fieldType', 'defaultValue'].map((k) => <Table.Th key={k}>{tp(`online.${k}`)}</Table.Th>)}<Table.Th /></Table.Tr></Table.Thead>
          <Table.Tbody>
            {params.map((p, i) => (
              <Table.Tr key={i}>
                <Table.Td><TextInput aria-label={tp('online.paramName')} value={p.name} onChange={(e) => change(i, { name: e.currentTarget.value })} /></Table.Td>
                <Table.Td><TextInput aria-label={tp('online.fieldLabel')} value={p.label} onChange={(e) => change(i, { label: e.currentTarget.value })} /></Table.Td>
                <Table.Td><Select aria-label={tp('online.fieldType')} data={PARAM_TYPES.map((t) => ({ value: t, label: tp(`online.types.${t}`) }))} value={p.type} allowDeselect={false} onChange={(v) => change(i, { type: (v ?? 'text') as ReportParam['type'] })} /></Table.Td>
                <Table.Td><TextInput aria-label={tp('online.defaultValue')} value={p.defaultValue ?? ''} onChange={(e) => change(i, { defaultValue: e.currentTarget.value })} /></Table.Td>
                <Table.Td><Button size="compact-xs" variant="subtle" color="red" onClick={() => setParams((all) => all.filter((_, j) => j !== i))}>{tp('online.removeField')}</Button></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group><Button variant="light" onClick={() => setParams((all) => [...all, { name: '', label: '', type: 'text' }])}>{tp('online.addParam')}</Button></Group>
        <Group grow>
          <Select label={tp('online.chartType')} data={[{ value: '', label: tp('online.chartNone') }, ...CHART_TYPES.map((t) => ({ value: t, label: tp(`online.${t}`) }))]} value={chartType} allowDeselect={false} onChange={(v) => setChartType(v ?? '')} />
          <TextInput label={tp('online.chartX')} value={chartX} disabled={!chartType} onChange={(e) => setChartX(e.currentTarget.value)} />
          <TextInput label={tp('online.chartY')} value={chartY} disabled={!chartType} onChange={(e) => setChartY(e.currentTarget.value)} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>{tp('common.cancel')}</Button>
          <Button onClick={() => void save().catch(() => {})}>{tp('common.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
