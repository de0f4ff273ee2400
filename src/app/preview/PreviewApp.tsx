/**
 * The sample preview page: pick a sample template, see its pages as the layout worker
 * produced them, painted on canvases, and download the worker-built PDF.
 * URL parameters make a preview reproducible: ?sample=ID&mode=print|design&now=ISO&tz=MINUTES.
 */
import { useEffect, useMemo, useState } from 'react';
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
  useEffect(() => {
    document.title = 'larder — template preview';
  }, []);
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
      .catch(() => setListError('the shipped fonts could not be loaded'));
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
        <h1>larder — template preview</h1>
        <span className="hint">Sample templates laid out in a Web Worker and painted on canvas. The designer comes later.</span>
      </header>
      <nav className="samples" aria-label="Sample templates">
        <h2>Samples</h2>
        {listError && <p className="error">{listError}</p>}
        {!samples && !listError && <p className="muted">Loading…</p>}
        <ul>
          {samples?.map((s) => (
            <li key={s.id}>
              <button type="button" aria-current={s.id === selectedId} onClick={() => setSelectedId(s.id)}>
                {s.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <main className="preview">
        <div className="toolbar">
          <label>
            Data{' '}
            <select value={mode} onChange={(e) => setMode(e.target.value as LayoutMode)}>
              <option value="print">sample data (print)</option>
              <option value="design">test data (design)</option>
            </select>
          </label>
          <label>
            Zoom{' '}
            <select value={zoom} onChange={(e) => setZoom(Number(e.target.value))}>
              {[0.5, 0.75, 1, 1.5].map((z) => (
                <option key={z} value={z}>
                  {z * 100}%
                </option>
              ))}
            </select>
          </label>
          <span className="status" data-status={preview.status} data-testid="status">
            {statusText(preview)}
          </span>
          <button type="button" className="primary" disabled={preview.status !== 'ready' || pdfBusy} onClick={downloadPdf}>
            {pdfBusy ? 'Building PDF…' : 'Download PDF'}
          </button>
        </div>
        {pdfError && <p className="error">PDF: {pdfError}</p>}
        {preview.error && <p className="error">{preview.error}</p>}
        <DiagnosticsList diagnostics={preview.diagnostics} />
        <div className="pages">
          {fontsReady && preview.pages.map((page) => page && <PageCanvas key={page.index} page={page} zoom={zoom} images={images} />)}
        </div>
      </main>
    </div>
  );
}

function statusText(p: PreviewState): string {
  if (p.status === 'loading') return p.pages.length ? `Laying out… ${p.pages.length} pages` : 'Laying out…';
  if (p.status === 'ready') return `${p.pageCount} page${p.pageCount === 1 ? '' : 's'} in ${p.ms} ms`;
  if (p.status === 'error') return 'Failed';
  return '';
}
