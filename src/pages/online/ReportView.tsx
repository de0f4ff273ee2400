/**
 * online/ReportView (/online/report/<code>): a report's parameters, its rows as a table and a chart, the
 * Excel export, and printing through a designer template whose table's field picker holds the report's
 * columns (made here through the template routes; printed through the template PDF route).
 */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { saveBlob } from '../../api/download.ts';
import { onlineReports, type ReportRecord, type ReportResult } from '../../api/endpoints/online.ts';
import { templates } from '../../api/endpoints/print.ts';
import { reportTemplateBody } from '../../contract/domain/online.ts';
import { ListTable, notifySuccess, PageCard, usePageT, type Column } from '../common/index.ts';
import { ReportChart } from './ReportChart.tsx';

type Row = Record<string, unknown> & { __key: number };

export default function ReportView() {
  const tp = usePageT();
  const [location, navigate] = useLocation();
  const code = location.split('/').filter(Boolean).pop() ?? '';
  const [report, setReport] = useState<ReportRecord | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ReportResult | null>(null);
  const run = async (r = report) => {
    if (!r) return;
    setResult(await onlineReports.run(r.id, values));
  };
  useEffect(() => {
    void onlineReports.byCode(code).then((r) => {
      setReport(r);
      setValues(Object.fromEntries(r.params.map((p) => [p.name, p.defaultValue ?? ''])));
      return onlineReports.run(r.id, Object.fromEntries(r.params.map((p) => [p.name, p.defaultValue ?? '']))).then(setResult);
    }).catch(() => {});
  }, [code]);
  if (!report) return null;
  const rows: Row[] = (result?.rows ?? []).map((r, i) => ({ ...r, __key: i }));
  const columns: Column<Row>[] = (result?.columns ?? []).map((c) => ({ key: c, title: c, render: (r: Row) => (r[c] === null || r[c] === undefined ? '' : typeof r[c] === 'object' ? JSON.stringify(r[c]) : String(r[c])) }));
  const makeTemplate = async (): Promise<string> => {
    const made = await templates.create({ name: report.name, body: reportTemplateBody(report.name, result?.columns ?? []), sampleData: { title: report.name, rows: result?.rows.slice(0, 50) ?? [] } });
    await onlineReports.update(report.id, { name: report.name, sql: report.sql, params: report.params, chart: report.chart, templateId: made.id, version: report.version }).then(setReport);
    notifySuccess(tp('online.templateMade'));
    return made.id;
  };
  const print = async () => {
    const templateId = report.templateId ?? (await makeTemplate());
    const pdf = await templates.pdf(templateId, { data: { title: report.name, rows: result?.rows ?? [] }, timezoneOffset: -new Date().getTimezoneOffset() });
    saveBlob(pdf, `${report.name}.pdf`);
  };
  return (
    <PageCard title={report.name} actions={<>
      <Button variant="light" onClick={() => void onlineReports.exportFile(report.id, values).then((b) => saveBlob(b, `${report.name}.xlsx`)).catch(() => {})}>{tp('online.exportExcel')}</Button>
      {report.templateId
        ? <Button variant="light" onClick={() => navigate(`/printDesign/${report.templateId}`)}>{tp('online.designTemplate')}</Button>
        : <Button variant="light" onClick={() => void makeTemplate().catch(() => {})}>{tp('online.makeTemplate')}</Button>}
      <Button onClick={() => void print().catch(() => {})}>{tp('online.print')}</Button>
    </>}>
      <Stack>
        {report.params.length > 0 && (
          <Group align="flex-end">
            {report.params.map((p) => p.type === 'date'
              ? <DateInput key={p.name} label={p.label} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" clearable value={values[p.name] || null} onChange={(v) => setValues((all) => ({ ...all, [p.name]: v ?? '' }))} />
              : <TextInput key={p.name} label={p.label} value={values[p.name] ?? ''} onChange={(e) => { const v = e.currentTarget.value; setValues((all) => ({ ...all, [p.name]: v })); }} />)}
            <Button onClick={() => void run().catch(() => {})}>{tp('online.run')}</Button>
          </Group>
        )}
        {result && report.chart && <ReportChart chart={report.chart} rows={result.rows} />}
        {result && <Text size="xs" c="dimmed">{tp('online.rows', { count: result.rows.length, ms: result.ms })}{result.truncated ? tp('online.truncated', { count: result.rows.length }) : ''}</Text>}
        <ListTable columns={columns} rows={rows} rowKey={(r) => String(r.__key)} />
      </Stack>
    </PageCard>
  );
}
