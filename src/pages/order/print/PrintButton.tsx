/**
 * 打印 on the order screens: choose the document and a template of its type, print the selected rows, a
 * whole arrival day's groups or a ledger period as one PDF through the server's batch job (progress shown),
 * then download the PDF or send it to the local print client (`npm run print-client`).
 */
import { Alert, Button, Group, Modal, Progress, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { saveBlob } from '../../../api/download.ts';
import { orderPrint, type PrintSelection } from '../../../api/endpoints/orderPrint.ts';
import { createPrintClient } from '../../../api/printClient.ts';
import { DOCUMENT_NAMES, DOCUMENT_SOURCES, type PrintDocument } from '../../../contract/domain/orderPrint.ts';
import { useLocale } from '../../../i18n/index.ts';
import { notifySuccess, usePageT } from '../../common/index.ts';

type Selection = Omit<PrintSelection, 'document'>;

export interface PrintButtonProps {
  /** The documents this screen prints, the first one preselected. */
  documents: PrintDocument[];
  /** The rows ticked on the screen (groups, orders or delivery notes). */
  selected?: { source: 'group' | 'order' | 'delivery'; ids: string[] };
  /** Offer printing every group of one arrival day (this one preselected). */
  day?: { arrivalDate?: string; restaurantId?: string };
  /** A ledger period: statements of every canteen and supplier in it. */
  ledger?: Omit<Selection, 'source'>;
}

type Scope = 'selected' | 'day' | 'ledger';
const POLL_MS = 800;

export function PrintButton(props: PrintButtonProps) {
  const tp = usePageT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="light" leftSection={<IconPrinter size={16} />} onClick={() => setOpen(true)} data-testid="order-print">
        {tp('orderPrint.print')}
      </Button>
      {open && <PrintDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

function PrintDialog({ documents, selected, day, ledger, onClose }: PrintButtonProps & { onClose(): void }) {
  const tp = usePageT();
  const zh = useLocale() !== 'en-US';
  const [document, setDocument] = useState<PrintDocument>(documents[0]!);
  const [templates, setTemplates] = useState<Array<{ value: string; label: string }>>([]);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const scopes = scopesFor(document, selected, day, ledger);
  const [scope, setScope] = useState<Scope>(scopes[0] ?? 'selected');
  const [arrivalDate, setArrivalDate] = useState(day?.arrivalDate ?? '');
  const [output, setOutput] = useState<'download' | 'client'>('download');
  const [progress, setProgress] = useState<{ done: number; total: number; state: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setTemplateId(null);
    void orderPrint.templates(document).then((list) => {
      if (!live) return;
      setTemplates(list.map((t) => ({ value: t.id, label: t.name })));
      setTemplateId(list[0]?.id ?? null);
    });
    return () => { live = false; };
  }, [document]);
  useEffect(() => {
    if (!scopes.includes(scope) && scopes[0]) setScope(scopes[0]);
  }, [scopes, scope]);

  const selection = (): Selection | null => {
    if (scope === 'selected') return selected && selected.ids.length > 0 ? { source: selected.source, ids: selected.ids } : null;
    if (scope === 'day') return arrivalDate ? { source: 'day', arrivalDate, restaurantId: day?.restaurantId } : null;
    return ledger ? { source: 'ledger', ...ledger } : null;
  };
  const chosen = selection();

  const start = async () => {
    if (!chosen || !templateId) return;
    setError(null);
    setProgress({ done: 0, total: 0, state: 'created' });
    try {
      const { jobId, records } = await orderPrint.batch({ ...chosen, document, templateId, timezoneOffset: -new Date().getTimezoneOffset() });
      let status = await orderPrint.job(jobId);
      while (!['completed', 'failed', 'cancelled'].includes(status.state)) {
        setProgress({ done: status.done, total: status.total || records, state: status.state });
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        status = await orderPrint.job(jobId);
      }
      setProgress({ done: status.done, total: status.total || records, state: status.state });
      if (status.state !== 'completed' || !status.file) throw new Error(status.error ?? tp('orderPrint.failed'));
      const pdf = await orderPrint.file(status.file.path);
      if (output === 'client') {
        const client = createPrintClient({ reconnectionAttempts: 1, timeout: 5000 });
        try {
          await client.connect();
          await client.printPdf(pdf, { templateId, title: status.file.name });
        } finally {
          client.close();
        }
        notifySuccess(tp('orderPrint.sent', { pages: status.file.pages }));
      } else {
        saveBlob(pdf, status.file.name);
        notifySuccess(tp('orderPrint.downloaded', { pages: status.file.pages }));
      }
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(output === 'client' && /connect/i.test(message) ? tp('orderPrint.noClient') : message);
      setProgress(null);
    }
  };
  const running = progress !== null && !['completed', 'failed', 'cancelled'].includes(progress.state);

  return (
    <Modal opened onClose={onClose} title={tp('orderPrint.title')} size="lg">
      <Stack>
        <Select label={tp('orderPrint.document')} data={documents.map((d) => ({ value: d, label: DOCUMENT_NAMES[d][zh ? 'zh' : 'en'] }))} value={document}
          onChange={(value) => value && setDocument(value as PrintDocument)} allowDeselect={false} data-testid="print-document" />
        <Select label={tp('orderPrint.template')} data={templates} value={templateId} onChange={setTemplateId} allowDeselect={false}
          nothingFoundMessage={tp('orderPrint.noTemplate')} placeholder={templates.length === 0 ? tp('orderPrint.noTemplate') : undefined} data-testid="print-template" />
        {scopes.length > 1 && (
          <SegmentedControl value={scope} onChange={(value) => setScope(value as Scope)}
            data={scopes.map((s) => ({ value: s, label: s === 'selected' ? tp('orderPrint.scope.selected', { count: selected?.ids.length ?? 0 }) : tp(`orderPrint.scope.${s}`) }))} />
        )}
        {scope === 'day' && (
          <DateInput label={tp('orderPrint.arrivalDate')} valueFormat="YYYY-MM-DD" placeholder="YYYY-MM-DD" value={arrivalDate || null} onChange={(v) => setArrivalDate(v ?? '')} />
        )}
        {scope === 'ledger' && ledger && <Text size="sm">{tp('orderPrint.period', { from: ledger.periodFrom ?? '—', to: ledger.periodTo ?? '—' })}</Text>}
        {scope === 'selected' && !chosen && <Text size="sm" c="dimmed">{tp('orderPrint.selectRows')}</Text>}
        <SegmentedControl value={output} onChange={(value) => setOutput(value as 'download' | 'client')}
          data={[{ value: 'download', label: tp('orderPrint.output.download') }, { value: 'client', label: tp('orderPrint.output.client') }]} />
        {output === 'client' && <Text size="xs" c="dimmed">{tp('orderPrint.clientHint')}</Text>}
        {progress && (
          <Stack gap={4}>
            <Progress value={progress.total ? (100 * progress.done) / progress.total : 5} animated={running} data-testid="print-progress" />
            <Text size="xs" c="dimmed">{tp('orderPrint.progress', { done: progress.done, total: progress.total })}</Text>
          </Stack>
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button onClick={() => void start()} disabled={!chosen || !templateId || running} loading={running} data-testid="print-start">{tp('orderPrint.start')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The scopes this screen offers for the document: its ticked rows, a day, a ledger period. */
function scopesFor(document: PrintDocument, selected: PrintButtonProps['selected'], day: PrintButtonProps['day'], ledger: PrintButtonProps['ledger']): Scope[] {
  const sources = DOCUMENT_SOURCES[document];
  const scopes: Scope[] = [];
  if (selected && sources.includes(selected.source)) scopes.push('selected');
  if (day && sources.includes('day')) scopes.push('day');
  if (ledger && sources.includes('ledger')) scopes.push('ledger');
  return scopes;
}
