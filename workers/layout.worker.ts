/// <reference lib="webworker" />
/**
 * The layout worker: template + data in, page descriptions out, one message per page, then
 * a summary (and a PDF when asked, written page by page as pagination emits them). Fonts and the user-code sandbox load once per worker.
 * Requests run one at a time in arrival order; a cancelled request sends nothing more.
 */
import { toBlob } from 'pdfkit/output';
import { createContext, type ImageInfo } from '../engine/context.ts';
import { TemplateError } from '../engine/model/errors.ts';
import { loadTemplate } from '../engine/load/load.ts';
import { createPdfWriter, type PdfWriter } from '../engine/paint/pdf.ts';
import { paginateEach, streamPages } from '../engine/paginate/paginate.ts';
import type { PageDescription } from '../engine/page.ts';
import { createSandbox } from '../engine/sandbox/index.ts';
import { createFontBook, FONT_FILES } from '../engine/text/fonts.ts';
import type { FontBook } from '../engine/text/types.ts';
import { collectImageSources, dataUrlBytes, imageSizeFromBytes } from '../engine/images/index.ts';
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
    const [fonts, hooks, images] = await Promise.all([
      loadFonts(),
      sandbox(),
      loadImages(request.template, request.data, request.baseUrl ?? appBase),
    ]);
    let template;
    try {
      template = loadTemplate(request.template);
    } catch (error) {
      if (error instanceof TemplateError) throw new WorkerError('template-invalid', error.message);
      throw error;
    }
    const ctx = createContext({
      fonts: fonts.book,
      image: (src) => images.get(src)?.info,
      now: request.now,
      timezoneOffset: request.timezoneOffset,
      mode: request.mode,
      hooks,
    });
    // With a PDF asked for, each page is written as it is laid out: the worker never holds
    // more than the page in hand, whatever the page count.
    let writer: PdfWriter | undefined;
    if (request.output === 'pdf') {
      const imageBytes: Record<string, Uint8Array> = {};
      for (const [src, image] of images) imageBytes[src] = image.bytes;
      const title = request.title ?? template.panels[0]?.name;
      writer = createPdfWriter({ fonts: fonts.files, images: imageBytes }, { title, creationDate: new Date(request.now) });
    }
    let done = 0;
    const addPage = (page: PageDescription) => {
      post({ id, type: 'page', page, index: page.index, done: ++done });
      try {
        writer?.addPage(page);
      } catch (error) {
        throw new WorkerError('pdf-failed', errorText(error));
      }
    };
    const { pageCount, diagnostics } = request.early
      ? streamPages(template, request.data, ctx, {
          page: addPage,
          fill: (index, slot, items) => {
            post({ id, type: 'fill', index, slot, items });
            try {
              writer?.fillSlot(index, slot, items);
            } catch (error) {
              throw new WorkerError('pdf-failed', errorText(error));
            }
          },
        })
      : paginateEach(template, request.data, ctx, addPage);
    post({ id, type: 'progress', done: pageCount, total: pageCount });
    if (cancelled.has(id)) return;

    let pdf: Blob | undefined;
    if (writer) {
      try {
        pdf = await toBlob(writer.end());
      } catch (error) {
        throw new WorkerError('pdf-failed', errorText(error));
      }
    }
    post({ id, type: 'done', pageCount, diagnostics, pdf });
  } catch (error) {
    const code: LayoutErrorCode = error instanceof WorkerError ? error.code : 'layout-failed';
    const message: ErrorMessage = { id, type: 'error', error: { code, message: errorText(error) } };
    post(message);
  }
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

let fontsOnce: Promise<{ files: Record<string, Uint8Array>; book: FontBook }> | undefined;

function loadFonts(): Promise<{ files: Record<string, Uint8Array>; book: FontBook }> {
  fontsOnce ??= (async () => {
    const entries = await Promise.all(
      Object.entries(FONT_FILES).map(async ([key, path]) => {
        const url = new URL(path, appBase);
        const response = await fetch(url).catch(() => undefined);
        if (!response?.ok) throw new WorkerError('font-load-failed', `${url.pathname}: ${response ? `HTTP ${response.status}` : 'network error'}`);
        return [key, new Uint8Array(await response.arrayBuffer())] as const;
      }),
    );
    const files = Object.fromEntries(entries);
    return { files, book: createFontBook(files) };
  })();
  // A failed load is retried by the next request rather than cached forever.
  fontsOnce.catch(() => (fontsOnce = undefined));
  return fontsOnce;
}

let sandboxOnce: ReturnType<typeof createSandbox> | undefined;
const sandbox = () => (sandboxOnce ??= createSandbox());

interface LoadedImage {
  bytes: Uint8Array;
  info: ImageInfo;
}

/** Resolved URL -> image; images are immutable for the worker's lifetime. */
const imageCache = new Map<string, Promise<LoadedImage | undefined>>();

/** Images the document may draw, keyed by their source string as written. */
async function loadImages(template: unknown, data: unknown, baseUrl: string): Promise<Map<string, LoadedImage>> {
  const loaded = new Map<string, LoadedImage>();
  await Promise.all(
    collectImageSources(template, data).map(async (src) => {
      const key = src.startsWith('data:') ? src : new URL(src, baseUrl).href;
      let pending = imageCache.get(key);
      if (!pending) {
        pending = fetchImage(key);
        imageCache.set(key, pending);
      }
      const image = await pending;
      if (image) loaded.set(src, image);
    }),
  );
  return loaded;
}

/** Missing or undecodable images are left out; layout reports them as diagnostics. */
async function fetchImage(url: string): Promise<LoadedImage | undefined> {
  try {
    const bytes = dataUrlBytes(url) ?? new Uint8Array(await (await fetch(url)).arrayBuffer());
    const info = imageSizeFromBytes(bytes);
    return info && { bytes, info };
  } catch {
    return undefined;
  }
}
