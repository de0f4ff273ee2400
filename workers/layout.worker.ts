/// <reference lib="webworker" />
/**
 * The layout worker: template + data in, page descriptions out, one message per page, then
 * a summary (and a PDF when asked, written page by page as pagination emits them). Fonts, images
 * and the user-code sandbox come from the worker host (host/worker.ts), loaded once per worker.
 * Requests run one at a time in arrival order; a cancelled request sends nothing more.
 */
import { toBlob } from 'pdfkit/output';
import { layoutDocument, loadTemplate, PdfWriteError, renderPdf, TemplateError, type Host, type LayoutOptions, type Template } from '../engine/index.ts';
import { createWorkerHost } from '../host/worker.ts';
import type { ErrorMessage, LayoutErrorCode, LayoutRequest, LayoutResponse, PaginateRequest } from './layout.protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

const appBase = new URL(import.meta.env.BASE_URL, self.location.href).href;

const queue: PaginateRequest[] = [];
const cancelled = new Set<number>();
let running = false;

self.onmessage = (event: MessageEvent<LayoutRequest>) => {
  const request = event.data;
  if (request.type === 'cancel') cancelled.add(request.id);
  else if (request.type === 'paginate') {
    queue.push(request);
    void pump();
  }
};

function post(message: LayoutResponse): void {
  if (!cancelled.has(message.id)) self.postMessage(message);
}

async function pump(): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (let next = queue.shift(); next; next = queue.shift()) {
      // Let cancel messages that arrived meanwhile be handled before starting work.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (!cancelled.has(next.id)) await run(next);
      cancelled.delete(next.id);
    }
  } finally {
    running = false;
  }
}

class WorkerError extends Error {
  constructor(
    readonly code: LayoutErrorCode,
    message: string,
  ) {
    super(message);
  }
}

async function run(request: PaginateRequest): Promise<void> {
  const { id } = request;
  try {
    const host = withFontErrors(createWorkerHost(appBase, request.baseUrl ?? appBase));
    let template: Template;
    try {
      template = loadTemplate(request.template);
    } catch (error) {
      if (error instanceof TemplateError) throw new WorkerError('template-invalid', error.message);
      throw error;
    }
    let done = 0;
    const options: LayoutOptions = {
      mode: request.mode,
      now: request.now,
      timezoneOffset: request.timezoneOffset,
      // The preview lists what layout reports; an image that cannot be read draws nothing and is not listed.
      imageDiagnostics: false,
      onPage: (page) => post({ id, type: 'page', page, index: page.index, done: ++done }),
      onFill: request.early ? (index, slot, items) => post({ id, type: 'fill', index, slot, items }) : undefined,
    };
    // With a PDF asked for, each page is written as it is laid out: the worker never holds
    // more than the page in hand, whatever the page count.
    const rendered = request.output === 'pdf' ? await renderPdf(host, template, request.data, { ...options, title: request.title ?? template.panels[0]?.name }) : undefined;
    const result = rendered ?? (await layoutDocument(host, template, request.data, options));
    post({ id, type: 'progress', done: result.pageCount, total: result.pageCount });
    if (cancelled.has(id)) return;

    let pdf: Blob | undefined;
    if (rendered) {
      try {
        pdf = await toBlob(rendered.writer.end());
      } catch (error) {
        throw new WorkerError('pdf-failed', errorText(error));
      }
    }
    post({ id, type: 'done', pageCount: result.pageCount, diagnostics: result.diagnostics, pdf });
  } catch (error) {
    const code: LayoutErrorCode = error instanceof WorkerError ? error.code : error instanceof PdfWriteError ? 'pdf-failed' : 'layout-failed';
    const message: ErrorMessage = { id, type: 'error', error: { code, message: errorText(error) } };
    post(message);
  }
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Fonts that do not load fail the request as font-load-failed. */
function withFontErrors(host: Host): Host {
  return {
    ...host,
    fonts: () =>
      host.fonts().catch((error: unknown) => {
        throw new WorkerError('font-load-failed', errorText(error));
      }),
  };
}
