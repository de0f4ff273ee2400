/**
 * A document laid out, and written as PDF, with what a host provides: the one path the CLI,
 * the API server and the layout worker share. Each page is handed on as soon as it is laid
 * out and none is kept, so a document of any length holds one page at a time.
 */
import { createContext, noHooks, type Diagnostic, type LayoutMode } from '../context.ts';
import type { Template } from '../model/types.ts';
import type { DisplayItem, PageDescription } from '../page.ts';
import { paginateEach, streamPages } from '../paginate/paginate.ts';
import { openPdfWriter } from '../paint/openPdfWriter.ts';
import type { PdfWriter } from '../paint/pdf.ts';
import type { Host } from './host.ts';
import { imageDiagnostics, loadDocumentImages } from './images.ts';

export interface LayoutOptions {
  mode: LayoutMode;
  /** ms since the epoch (the engine reads no clock). */
  now: number;
  /** Minutes east of UTC. */
  timezoneOffset: number;
  /** Run the template's hooks in the host's sandbox (default); false skips them all, with a diagnostic each. */
  userCode?: boolean;
  /**
   * Time all of the document's hooks may take together, in ms, timed with the sandbox's clock
   * (default DEFAULT_HOOK_BUDGET_MS, 5 s); past it the remaining hooks are skipped and reported.
   */
  hookBudgetMs?: number;
  /** Report images that could not be loaded as `image-unreadable` diagnostics, before layout's own (default true). */
  imageDiagnostics?: boolean;
  /** Each page, as soon as it is laid out (before the PDF gets it). Whatever it throws ends the layout. */
  onPage?: (page: PageDescription) => void;
  /**
   * Given, pages are handed over before their panel's page count is known (streamPages), and the
   * paper numbers that show the count arrive here once it is.
   */
  onFill?: (index: number, slot: string, items: DisplayItem[]) => void;
  /** Milliseconds from any origin, to time pagination (`layoutMs`); the engine reads no clock itself. */
  clock?: () => number;
}

export interface LaidOutDocument {
  pageCount: number;
  /** Images that could not be loaded first (see `imageDiagnostics`), then what layout reported. */
  diagnostics: Diagnostic[];
  /** Time spent in pagination, what `onPage` did included, by `clock` (0 without one). */
  layoutMs: number;
}

export interface PdfRenderOptions extends LayoutOptions {
  /** Document title (info Title). */
  title?: string;
  author?: string;
}

export interface RenderedPdf extends LaidOutDocument {
  /** The PDF with every page written; `end()` it (it throws when there are no pages). */
  writer: PdfWriter;
}

/** A writer error, told apart from layout errors: hosts report the two differently. */
export class PdfWriteError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PdfWriteError';
  }
}

/** Lay `template` out against `data`, handing each page to `options.onPage`. PaginationError propagates. */
export function layoutDocument(host: Host, template: Template, data: unknown, options: LayoutOptions): Promise<LaidOutDocument> {
  return run(host, template, data, options, undefined);
}

/**
 * Lay out and write the PDF as pages come (creation date: `now`). Errors of the PDF writer are
 * thrown as PdfWriteError; PaginationError and whatever `onPage` throws propagate as they are.
 */
export async function renderPdf(host: Host, template: Template, data: unknown, options: PdfRenderOptions): Promise<RenderedPdf> {
  let writer: PdfWriter | undefined;
  const laidOut = await run(host, template, data, options, async (fonts, images) => {
    writer = await openPdfWriter({ fonts, images }, { title: options.title, author: options.author, creationDate: new Date(options.now) });
    return writer;
  });
  return { ...laidOut, writer: writer! };
}

/** Option names that hold a hook's source: formatter, formatter2, renderFormatter, groupFormatter …, styler, stylerHeader, rowStyler, rowsColumnsMerge. */
const HOOK_OPTION = /(formatter\d?|styler\d?|stylerheader|rowscolumnsmerge)$/i;

/**
 * Whether the template binds any hook (a non-empty string under a hook's option name, anywhere): only
 * then is a sandbox borrowed, since starting one is a good part of a small document's time.
 */
export function carriesCode(json: unknown): boolean {
  const stack: unknown[] = [json];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (typeof child === 'string' ? child.trim() !== '' && HOOK_OPTION.test(key) : true) {
          if (typeof child === 'string') return true;
          stack.push(child);
        }
      }
    }
  }
  return false;
}

type OpenWriter = (fonts: Record<string, Uint8Array>, images: Record<string, Uint8Array>) => Promise<PdfWriter>;

async function run(host: Host, template: Template, data: unknown, options: LayoutOptions, openWriter: OpenWriter | undefined): Promise<LaidOutDocument> {
  const [fonts, images] = await Promise.all([host.fonts(), loadDocumentImages(host, template.json, data)]);
  // Borrowed last, so that it is always released.
  const sandbox = options.userCode === false || !carriesCode(template.json) ? undefined : await host.sandbox();
  try {
    const writer = await openWriter?.(fonts.files, images.bytes);
    const ctx = createContext({
      fonts: fonts.book,
      image: images.info,
      now: options.now,
      timezoneOffset: options.timezoneOffset,
      mode: options.mode,
      hooks: sandbox?.hooks ?? noHooks,
      hookBudgetMs: options.hookBudgetMs,
    });
    const writing = (step: () => void) => {
      try {
        step();
      } catch (error) {
        throw new PdfWriteError(error);
      }
    };
    const onPage = (page: PageDescription) => {
      options.onPage?.(page);
      if (writer) writing(() => writer.addPage(page));
    };
    const { onFill } = options;
    const clock = options.clock ?? (() => 0);
    const started = clock();
    const { pageCount, diagnostics } = onFill
      ? streamPages(template, data, ctx, {
          page: onPage,
          fill: (index, slot, items) => {
            onFill(index, slot, items);
            if (writer) writing(() => writer.fillSlot(index, slot, items));
          },
        })
      : paginateEach(template, data, ctx, onPage);
    const layoutMs = clock() - started;
    const unreadable = options.imageDiagnostics === false ? [] : imageDiagnostics(images);
    return { pageCount, diagnostics: [...unreadable, ...diagnostics], layoutMs };
  } finally {
    sandbox?.release();
  }
}
