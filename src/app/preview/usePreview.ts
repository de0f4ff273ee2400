/** Lay out a sample in the worker and collect its pages as they stream in. */
import { useEffect, useState } from 'react';
import type { Diagnostic, LayoutMode, PageDescription } from '../../../engine/index.ts';
import { layoutClient } from '../../../workers/layoutClient.ts';
import { loadSample, type Sample, type SampleEntry } from './samples.ts';

export interface PreviewSettings {
  mode: LayoutMode;
  /** ms since the epoch. */
  now: number;
  timezoneOffset: number;
}

export interface PreviewState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  sample?: Sample;
  pages: PageDescription[];
  pageCount?: number;
  diagnostics: Diagnostic[];
  error?: string;
  /** Layout time in the worker as seen from the page, ms. */
  ms?: number;
}

const IDLE: PreviewState = { status: 'idle', pages: [], diagnostics: [] };

export function usePreview(entry: SampleEntry | undefined, settings: PreviewSettings): PreviewState {
  const [state, setState] = useState<PreviewState>(IDLE);
  const { mode, now, timezoneOffset } = settings;

  useEffect(() => {
    if (!entry) return;
    const abort = new AbortController();
    setState({ status: 'loading', pages: [], diagnostics: [] });
    (async () => {
      const sample = await loadSample(entry);
      if (abort.signal.aborted) return;
      const started = performance.now();
      const pages: PageDescription[] = [];
      // Pages arrive one message at a time; render them in batches of one animation frame.
      let frame = 0;
      const flush = () => {
        frame = 0;
        setState((s) => ({ ...s, sample, pages: [...pages] }));
      };
      const result = await layoutClient().paginate(
        { template: sample.template, data: sample.data, mode, now, timezoneOffset, output: 'pages', baseUrl: sample.baseUrl },
        {
          signal: abort.signal,
          onPage: (page, index) => {
            pages[index] = page;
            frame ||= requestAnimationFrame(flush);
          },
        },
      );
      cancelAnimationFrame(frame);
      setState({
        status: 'ready',
        sample,
        pages: [...pages],
        pageCount: result.pageCount,
        diagnostics: result.diagnostics,
        ms: Math.round(performance.now() - started),
      });
    })().catch((error: unknown) => {
      if (abort.signal.aborted) return;
      setState({ status: 'error', pages: [], diagnostics: [], error: error instanceof Error ? error.message : String(error) });
    });
    return () => abort.abort();
  }, [entry, mode, now, timezoneOffset]);

  return entry ? state : IDLE;
}

/** Ask the worker for the PDF of a sample with the same settings as the preview. */
export async function buildPdf(sample: Sample, settings: PreviewSettings): Promise<Blob> {
  const result = await layoutClient().paginate({
    template: sample.template,
    data: sample.data,
    ...settings,
    output: 'pdf',
    baseUrl: sample.baseUrl,
    title: sample.entry.name,
  });
  if (!result.pdf) throw new Error('the worker returned no PDF');
  return result.pdf;
}
