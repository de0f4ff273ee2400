/**
 * Print jobs for the two local print clients the designer talks to.
 *
 * Which one is connected is told by its `clientInfo`: larder's print client announces itself with
 * `name: 'larder-print'`; electron-hiprint sends a clientInfo without that name (or none at all, in
 * older versions). larder's client gets the worker-built PDF (`blob_pdf`: exact, selectable text,
 * nothing re-laid out); any other client gets one self-contained HTML document (`news` with html),
 * which every hiprint client prints. Until a clientInfo has arrived the client counts as hiprint,
 * because HTML is what both understand.
 */
import { FONT_FILES, type PageDescription, pagesToHtml } from '../../../engine/index.ts';
import type { PrintClientStatus, PrintOptions } from '../../api/printClient.ts';
import type { ClientInfo } from '../../contract/printClient.ts';
import type { PrintStatus } from '../state.ts';

export type ClientKind = 'larder' | 'hiprint';

export const clientKind = (info: ClientInfo | null | undefined): ClientKind => (info?.name === 'larder-print' ? 'larder' : 'hiprint');

/** What the layout worker must produce for a client: a PDF for larder's, pages (turned into HTML) for hiprint's. */
export const outputFor = (kind: ClientKind): 'pdf' | 'pages' => (kind === 'larder' ? 'pdf' : 'pages');

/** The specification's four connection states, from the socket's finer ones. */
export function printStatusOf(status: PrintClientStatus): PrintStatus {
  switch (status) {
    case 'connected':
      return 'connected';
    case 'reconnecting':
      return 'reconnecting';
    case 'closed':
      return 'closed';
    default:
      // idle and the first attempt: the connection has not opened yet.
      return 'not opened';
  }
}

const MICRONS_PER_PT = 25400 / 72;

export interface JobSettings {
  templateId: string;
  /** '' or absent: the client's default printer. */
  printer?: string;
  /** Shown in the printer queue. */
  title?: string;
  /** Size of the first page, pt: the job's paper. */
  paper?: { width: number; height: number };
}

/**
 * Job options both clients read: the template id (answers are matched and reported per template),
 * the printer, and the paper as Electron takes it: a portrait size in microns plus `landscape`.
 */
export function jobOptions(settings: JobSettings): PrintOptions {
  const options: PrintOptions = { templateId: settings.templateId };
  if (settings.printer) options.printer = settings.printer;
  if (settings.title) options.title = settings.title;
  if (settings.paper) {
    const { width, height } = settings.paper;
    options.pageSize = {
      width: Math.round(Math.min(width, height) * MICRONS_PER_PT),
      height: Math.round(Math.max(width, height) * MICRONS_PER_PT),
    };
    options.landscape = width > height;
  }
  return options;
}

export type PrintJob = { kind: 'pdf'; pdf: Blob | Uint8Array | ArrayBuffer; options: PrintOptions } | { kind: 'html'; html: string; options: PrintOptions };

/** Where the HTML document finds fonts and images: absolute URLs, since the print client loads it from elsewhere. */
export interface HtmlBase {
  /** The app's base URL (origin plus BASE_URL), fonts live under it. */
  appBase: string;
}

/** The HTML job for a hiprint client. */
export function htmlJob(pages: PageDescription[], settings: JobSettings, base: HtmlBase): PrintJob {
  const html = pagesToHtml(
    pages,
    {
      fontUrl: (key) => (FONT_FILES[key] ? new URL(FONT_FILES[key]!, base.appBase).href : undefined),
      imageUrl: (ref) => (ref.startsWith('data:') ? ref : new URL(ref, base.appBase).href),
    },
    { title: settings.title },
  );
  return { kind: 'html', html, options: jobOptions(settings) };
}

/** The PDF job for larder's print client. */
export function pdfJob(pdf: Blob | Uint8Array | ArrayBuffer, settings: JobSettings): PrintJob {
  return { kind: 'pdf', pdf, options: jobOptions(settings) };
}

/** Send a job through a print client connection; resolves with the client's answer. */
export function sendJob<R>(client: { printPdf(pdf: Blob | Uint8Array | ArrayBuffer, options?: PrintOptions): Promise<R>; printHtml(html: string, options?: PrintOptions): Promise<R> }, job: PrintJob): Promise<R> {
  return job.kind === 'pdf' ? client.printPdf(job.pdf, job.options) : client.printHtml(job.html, job.options);
}
