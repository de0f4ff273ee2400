/**
 * The document laid out in the layout worker, for preview, PDF export and printing: one place that
 * turns (document, data) into a worker request, so the three always agree on mode, time and zone.
 */
import type { PageDescription, TemplateJson } from '../../../engine/index.ts';
import { appBaseUrl } from '../../../host/browser.ts';
import { layoutClient, type PaginateCallbacks, type PaginateInput, type PaginateResult } from '../../../workers/layoutClient.ts';
import type { DocumentData } from './dataJson.ts';

/** The app's base URL: fonts and relative image paths resolve against it. */
export { appBaseUrl as appBase } from '../../../host/browser.ts';

export function layoutInput(doc: TemplateJson, data: DocumentData, output: 'pages' | 'pdf', title?: string): PaginateInput {
  return {
    template: doc,
    data: data.data,
    mode: data.mode,
    now: Date.now(),
    timezoneOffset: -new Date().getTimezoneOffset(),
    output,
    baseUrl: appBaseUrl(),
    ...(title ? { title } : {}),
  };
}

/** Lay the document out in the worker. */
export function runLayout(input: PaginateInput, callbacks: PaginateCallbacks): Promise<PaginateResult> {
  return layoutClient().paginate(input, callbacks);
}

/** Lay out and keep every page (the HTML print job needs them all at once). */
export async function collectPages(input: PaginateInput, callbacks: PaginateCallbacks): Promise<PageDescription[]> {
  const pages: PageDescription[] = [];
  await runLayout(input, {
    ...callbacks,
    onPage(page, index) {
      pages[index] = page;
      callbacks.onPage?.(page, index);
    },
  });
  return pages;
}

/** Hand a file to the browser as a download. */
export function download(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
}
