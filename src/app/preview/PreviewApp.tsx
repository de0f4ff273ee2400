/**
 * The template gallery (/preview, open without a session): pick a shipped sample template, see its
 * pages as the layout worker produced them, painted on canvases, and download the worker-built PDF.
 * In the app's language (the settings' locale), with Mantine's controls.
 * URL parameters make a preview reproducible: ?sample=ID&mode=print|design&now=ISO&tz=MINUTES.
 */
import { Button, Group, SegmentedControl, Select } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { hasKey, useT } from '../../i18n/index.ts';
import './preview.css';
import type { LayoutMode } from '../../../engine/index.ts';
import { DiagnosticsList } from './DiagnosticsList.tsx';
import { loadFontFaces, loadPageImages } from '../../../host/browser.ts';
import { PageCanvas } from './PageCanvas.tsx';
import { listSamples, type SampleEntry } from './samples.ts';
import { buildPdf, usePreview, type PreviewSettings, type PreviewState } from './usePreview.ts';

function settingsFromUrl(): PreviewSettings & { sample?: string } {
  const q = new URLSearchParams(window.location.search);
  const now = q.get('now');
  const tz = q.get('tz');
  return {
    sample: q.get('sample') ?? undefined,
    mode: q.get('mode') === 'design' ? 'design' : 'print',
    now: now && !Number.isNaN(Date.parse(now)) ? Date.parse(now) : Date.now(),
    timezoneOffset: tz && Number.isInteger(Number(tz)) ? Number(tz) : -new Date().getTimezoneOffset(),
  };
}

declare global {
  interface Window {
    /** The last preview, for automated checks (tests/e2e compare it with Node's layout). */
    larderPreview?: PreviewState;
  }
}

export default function PreviewApp() {
  const t = useT();
  const title = `larder — ${t('designer.gallery.title')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  /** A shipped sample by its name in the app's language; others (a test fixture) by their own name. */
  const nameOf = (s: SampleEntry) => (hasKey(`designer.gallery.name.${s.id}`) ? t(`designer.gallery.name.${s.id}`) : s.name);
  const initial = useMemo(settingsFromUrl, []);
  const [samples, setSamples] = useState<SampleEntry[]>();
  const [listError, setListError] = useState<string>();
  const [selectedId, setSelectedId] = useState(initial.sample);
  const [mode, setMode] = useState<LayoutMode>(initial.mode);
  const [zoom, setZoom] = useState(1);
  const [fontsReady, setFontsReady] = useState(false);
  const [images, setImages] = useState(() => new Map<string, ImageBitmap>());
  const [pdfBusy, setPdfBusy] = useState(false);
  const [pdfError, setPdfError] = useState<string>();

  useEffect(() => {
    listSamples()
      .then((list) => {
        setSamples(list);
        setSelectedId((id) => (list.some((s) => s.id === id) ? id : list[0]?.id));
      })
      .catch((error: Error) => setListError(error.message));
    loadFontFaces()
      .then(() => setFontsReady(true))
      .catch(() => setListError(t('designer.gallery.fontsFailed')));
  }, []);

  const entry = samples?.find((s) => s.id === selectedId);
  const settings = useMemo(() => ({ mode, now: initial.now, timezoneOffset: initial.timezoneOffset }), [mode, initial]);
  const preview = usePreview(entry, settings);

  useEffect(() => {
    window.larderPreview = preview;
    if (preview.status === 'ready' && preview.sample) {
      void loadPageImages(preview.pages, preview.sample.baseUrl).then(setImages);
    }
  }, [preview]);

  useEffect(() => {
    if (!selectedId) return;
    const url = new URL(window.location.href);
    url.searchParams.set('sample', selectedId);
    window.history.replaceState(null, '', url);
  }, [selectedId]);

  const downloadPdf = async () => {
    if (!preview.sample) return;
    setPdfBusy(true);
    setPdfError(undefined);
    try {
      const blob = await buildPdf(preview.sample, settings);
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `${preview.sample.entry.id}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
    } catch (error) {
      setPdfError(error instanceof Error ? error.message : String(error));
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <div className="app">
      <header className="app-header">
        <h1>{title}</h1>
        <span className="hint">{t('designer.gallery.hint')}</span>
      </header>
      <nav className="samples" aria-label={t('designer.gallery.samples')}>
        <h2>{t('designer.gallery.samples')}</h2>
        {listError && <p className="error">{listError}</p>}
        {!samples && !listError && <p className="muted">{t('designer.gallery.loading')}</p>}
        <ul>
          {samples?.map((s) => (
            <li key={s.id}>
              <button type="button" aria-current={s.id === selectedId} onClick={() => setSelectedId(s.id)}>
                {nameOf(s)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <main className="preview">
        <Group className="toolbar" gap="sm" align="center">
          <SegmentedControl
            size="xs"
            aria-label={t('designer.gallery.data')}
            value={mode}
            onChange={(value) => setMode(value as LayoutMode)}
            data={[
              { value: 'print', label: t('designer.gallery.sampleData') },
              { value: 'design', label: t('designer.gallery.testData') },
            ]}
          />
          <Select
            size="xs"
            w={96}
            aria-label={t('designer.gallery.zoom')}
            value={String(zoom)}
            onChange={(value) => value && setZoom(Number(value))}
            data={[0.5, 0.75, 1, 1.5].map((z) => ({ value: String(z), label: `${z * 100}%` }))}
            allowDeselect={false}
          />
          <span className="status" data-status={preview.status} data-testid="status">
            {statusText(preview, t)}
          </span>
          <Button size="xs" disabled={preview.status !== 'ready'} loading={pdfBusy} onClick={downloadPdf}>
            {t(pdfBusy ? 'designer.gallery.pdfBusy' : 'designer.gallery.pdf')}
          </Button>
        </Group>
        {pdfError && <p className="error">{t('designer.gallery.pdfFailed', { detail: pdfError })}</p>}
        {preview.error && <p className="error">{preview.error}</p>}
        <DiagnosticsList diagnostics={preview.diagnostics} />
        <div className="pages">
          {fontsReady && preview.pages.map((page) => page && <PageCanvas key={page.index} page={page} zoom={zoom} images={images} />)}
        </div>
      </main>
    </div>
  );
}

function statusText(p: PreviewState, t: (key: string, params?: Record<string, string | number>) => string): string {
  if (p.status === 'loading') return p.pages.length ? t('designer.gallery.layingPages', { count: p.pages.length }) : t('designer.gallery.laying');
  if (p.status === 'ready') return t('designer.gallery.ready', { count: p.pageCount ?? 0, ms: p.ms ?? 0 });
  if (p.status === 'error') return t('designer.gallery.failed');
  return '';
}
