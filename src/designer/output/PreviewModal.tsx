/**
 * The preview: the document laid out in the worker with the template's test data or pasted JSON
 * data, pages shown as they stream in (the first one long before a big document is done), a
 * progress bar, the page count (data-testid="preview-page-count", compared with `larder paginate`
 * by the end-to-end tests) and the layout's diagnostics.
 */
import { Alert, Button, Group, Modal, Progress, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type Diagnostic, fillSlot, type PageDescription, type TemplateJson } from '../../../engine/index.ts';
import { useT } from '../../i18n/index.ts';
import type { Editor } from '../editor/index.ts';
import { testData, type DocumentData } from './dataJson.ts';
import { parseDataOffThread } from './dataJsonClient.ts';
import { appBase, layoutInput, runLayout } from './layoutJobs.ts';
import { applyJsonData, clearJsonData, currentData, formatBytes, type OutputUi } from './outputUi.ts';
import { PreviewPages } from './PreviewPages.tsx';
import { RecentRecordPicker } from './RecentRecordPicker.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The preview lays out the editor's document as it is when the preview opens. */
  editor: Editor;
  out: OutputUi;
  title?: string;
  /** Export a PDF of what the preview shows (the same document and data). */
  onExportPdf?: () => void;
  /** Keep the applied data as the template's sample data. */
  onSaveSample?: (data: unknown) => Promise<void>;
  /** The template being previewed: its type decides which business records the data picker offers. */
  templateId?: string;
}

interface Run {
  status: 'running' | 'done' | 'error';
  /** Pages arrived so far. */
  count: number;
  pageCount?: number;
  error?: string;
  diagnostics: Diagnostic[];
}

const ZOOMS = ['0.5', '0.75', '1', '1.25', '1.5'];

export function PreviewModal({ opened, onClose, editor, out, title, onExportPdf, onSaveSample, templateId }: Props) {
  const t = useT();
  const snap = useSnapshot(out);
  const [zoom, setZoom] = useState('1');
  // A plain copy for the worker; a new one only when the data itself changes (not on typing).
  const data = useMemo(() => currentData(out), [out, snap.data]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="90%"
      title={title ? `${t('output.preview.title')} — ${title}` : t('output.preview.title')}
      // The pages fill what the controls leave of the window; only they scroll.
      styles={{ body: { height: 'calc(100dvh - 170px)', display: 'flex', flexDirection: 'column' } }}
    >
      <Stack gap="xs" style={{ flex: 1, minHeight: 0 }} data-testid="preview-modal">
        <Group gap="sm" align="flex-end">
          <SegmentedControl
            value={snap.dataSource}
            onChange={(value) => {
              out.dataSource = value as OutputUi['dataSource'];
              out.dataError = undefined;
              // The applied JSON data stays for when the switch comes back to it.
              if (value === 'test') out.data = testData();
              else if (out.applied) {
                out.data = out.applied.value;
                out.dataEditing = false;
              }
            }}
            data={[
              { value: 'test', label: t('output.preview.testData') },
              { value: 'json', label: t('output.preview.jsonData') },
            ]}
          />
          <Select
            w={110}
            label={t('output.preview.zoom')}
            value={zoom}
            onChange={(v) => v && setZoom(v)}
            data={ZOOMS.map((z) => ({ value: z, label: `${Math.round(Number(z) * 100)}%` }))}
            allowDeselect={false}
          />
          {onExportPdf && (
            <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={onExportPdf} disabled={snap.task !== undefined} ml="auto" data-testid="preview-export-pdf">
              {t('output.preview.exportPdf')}
            </Button>
          )}
        </Group>
        {snap.dataSource === 'json' && <JsonDataBox out={out} onSaveSample={onSaveSample} templateId={templateId} />}
        {opened && <PreviewRun editor={editor} data={data} zoom={Number(zoom)} title={title} />}
      </Stack>
    </Modal>
  );
}

/**
 * Pasted data: a box and 应用数据 while editing; once applied, one line with its size and number of
 * records, and 编辑数据 to open the box again or 清除数据 to go back to the template's test data.
 */
function JsonDataBox({ out, onSaveSample, templateId }: { out: OutputUi; onSaveSample?: (data: unknown) => Promise<void>; templateId?: string }) {
  const t = useT();
  const snap = useSnapshot(out);
  const [savingSample, setSavingSample] = useState(false);
  /** Characters being read while the data worker parses them. */
  const [reading, setReading] = useState<number>();
  const box = useRef<HTMLTextAreaElement>(null);
  const saveSample = async () => {
    if (!onSaveSample || !out.applied) return;
    setSavingSample(true);
    try {
      await onSaveSample(out.applied.value.data);
      out.appliedIsSample = true;
      notifications.show({ color: 'green', message: t('output.preview.sampleSaved') });
    } catch (error) {
      notifications.show({ color: 'red', message: t('output.preview.sampleFailed', { detail: error instanceof Error ? error.message : String(error) }) });
    } finally {
      setSavingSample(false);
    }
  };
  if (!snap.dataEditing && snap.applied) {
    return (
      <Group gap="xs" data-testid="preview-data-summary">
        <Text size="sm">
          {t('output.preview.applied', { size: formatBytes(snap.applied.bytes), records: snap.applied.records })}
          {snap.appliedIsSample && t('output.preview.sample')}
        </Text>
        <Button variant="light" size="xs" onClick={() => (out.dataEditing = true)}>
          {t('output.preview.edit')}
        </Button>
        <Button variant="subtle" size="xs" color="gray" onClick={() => clearJsonData(out)}>
          {t('output.preview.clear')}
        </Button>
        {onSaveSample && !snap.appliedIsSample && (
          <Button variant="light" size="xs" loading={savingSample} onClick={() => void saveSample()} data-testid="preview-save-sample">
            {t('output.preview.saveSample')}
          </Button>
        )}
      </Group>
    );
  }
  const apply = async () => {
    const text = box.current?.value ?? '';
    setReading(text.length);
    try {
      // Big pastes are parsed and checked in the data worker: the page keeps answering meanwhile.
      const parsed = await parseDataOffThread(text);
      out.dataText = text;
      if (!parsed.ok) out.dataError = parsed.error;
      // Empty text is the template's test data again.
      else if (parsed.value.mode === 'design') clearJsonData(out);
      else applyJsonData(out, parsed.value);
    } finally {
      setReading(undefined);
    }
  };
  // A picked business record goes through the box and 应用数据 like pasted data.
  const pick = (json: string) => {
    if (box.current) box.current.value = json;
    void apply();
  };
  return (
    <Stack gap={4}>
      <RecentRecordPicker templateId={templateId} onPick={pick} />
      <Group align="flex-start" gap="xs">
        <Textarea
          ref={box}
          style={{ flex: 1 }}
          // Fixed rows, not autosize: measuring megabytes of pasted JSON blocked the page for seconds.
          rows={5}
          // Uncontrolled: half a megabyte pasted is not copied through the page state on every keystroke.
          defaultValue={snap.dataText}
          placeholder={t('output.preview.dataPlaceholder')}
          error={snap.dataError}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          aria-label={t('output.preview.jsonData')}
          disabled={reading !== undefined}
        />
        <Button variant="light" loading={reading !== undefined} onClick={() => void apply()}>
          {t('output.preview.apply')}
        </Button>
      </Group>
      {reading !== undefined && (
        <Group gap="xs" data-testid="preview-data-reading">
          <Progress value={100} striped animated style={{ flex: 1 }} aria-label={t('output.preview.reading', { size: formatBytes(reading) })} />
          <Text size="xs" c="dimmed">
            {t('output.preview.reading', { size: formatBytes(reading) })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** One layout of (doc, data); new data starts a new one and cancels the old. */
function PreviewRun({ editor, data, zoom, title }: { editor: Editor; data: DocumentData; zoom: number; title?: string }) {
  const t = useT();
  // Taken when the preview opens: editing behind the modal does not restart the layout.
  const [doc] = useState<TemplateJson>(() => editor.doc);
  const pages = useRef<PageDescription[]>([]);
  const [run, setRun] = useState<Run>({ status: 'running', count: 0, diagnostics: [] });

  useEffect(() => {
    const abort = new AbortController();
    const list: PageDescription[] = [];
    pages.current = list;
    setRun({ status: 'running', count: 0, diagnostics: [] });
    // Pages arrive one message each; React hears of them once per frame.
    let frame = 0;
    const flush = () => {
      frame = 0;
      setRun((r) => (r.status === 'running' ? { ...r, count: list.length } : r));
    };
    // early: the first page shows at once; paper numbers with the page count arrive as fills.
    runLayout({ ...layoutInput(doc, data, 'pages', title), early: true }, {
      signal: abort.signal,
      onPage: (page, index) => {
        list[index] = page;
        frame ||= requestAnimationFrame(flush);
      },
      onFill: (index, slot, items) => {
        const page = list[index];
        if (page) list[index] = fillSlot(page, slot, items);
        frame ||= requestAnimationFrame(flush);
      },
    })
      .then((result) => {
        cancelAnimationFrame(frame);
        setRun({ status: 'done', count: list.length, pageCount: result.pageCount, diagnostics: result.diagnostics });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        cancelAnimationFrame(frame);
        setRun({ status: 'error', count: list.length, diagnostics: [], error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      abort.abort();
      cancelAnimationFrame(frame);
    };
  }, [doc, data, title]);

  const done = run.status === 'done';
  return (
    <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
      <Group gap="sm" wrap="nowrap">
        <Progress
          style={{ flex: 1 }}
          value={run.status === 'running' ? 100 : done ? 100 : 0}
          striped={run.status === 'running'}
          animated={run.status === 'running'}
          color={run.status === 'error' ? 'red' : undefined}
          aria-label={t('output.preview.pageCount')}
        />
        <Text size="sm" data-status={run.status} data-testid="preview-status" style={{ whiteSpace: 'nowrap' }}>
          {run.status === 'running' && t('output.preview.running', { count: run.count })}
          {done && (
            <>
              {t('output.preview.pageCount')}: <span data-testid="preview-page-count">{run.pageCount}</span>
            </>
          )}
        </Text>
      </Group>
      {run.error && <Alert color="red">{t('output.preview.failed', { detail: run.error })}</Alert>}
      {run.diagnostics.length > 0 && (
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 13 }}>{t('output.preview.diagnostics', { count: run.diagnostics.length })}</summary>
          <ul style={{ fontSize: 12, margin: '4px 0', maxHeight: 120, overflow: 'auto' }}>
            {run.diagnostics.map((d, i) => (
              <li key={i}>
                <code>{d.code}</code> {d.path} {d.page !== undefined && `(${t('output.preview.page', { n: d.page + 1 })})`} {d.message}
              </li>
            ))}
          </ul>
        </details>
      )}
      <PreviewPages pages={pages.current} count={run.count} zoom={zoom} baseUrl={appBase()} height="100%" />
    </Stack>
  );
}
