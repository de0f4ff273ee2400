/**
 * Turning what a page sends (`news`, `printByFragments`, `reprint`) into a checked job request.
 * Everything a page sends is untrusted: each rule here answers with a PrintError that names the
 * field, never with a crash.
 */
import { PrintError } from './errors.ts';
import { parsePageSize, type PaperSize } from './paper.ts';
import type { DuplexMode, FragmentPayload, ReprintPayload } from '../contract/printClient.ts';
import { countPdfPages } from './pdf.ts';

/** Where a job's document comes from. */
export type JobSource =
  | { kind: 'html'; html: string }
  | { kind: 'pdf'; bytes: Buffer }
  | { kind: 'url'; url: string }
  | { kind: 'stored'; jobId: string };

/** How to print it; serialisable, so the job log can keep it for reprints. */
export interface JobSettings {
  templateId?: string;
  replyId?: string;
  /** As asked; empty means the default printer. */
  printer?: string;
  copies: number;
  pageSize?: PaperSize;
  landscape: boolean;
  /** 1-based, lp syntax: "1-3,5". */
  pageRanges?: string;
  duplex?: DuplexMode;
  title?: string;
}

export interface JobRequest {
  source: JobSource;
  settings: JobSettings;
}

const DUPLEX: readonly DuplexMode[] = ['simplex', 'shortEdge', 'longEdge'];

const bad = (detail: string): PrintError => new PrintError('BAD_PAYLOAD', { detail });

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1);

/** Throw TOO_LARGE when `bytes` passes `limit`. */
export function checkSize(bytes: number, limit: number): void {
  if (bytes > limit) throw new PrintError('TOO_LARGE', { size: mb(bytes), limit: mb(limit) });
}

/** How far from the end a PDF's trailer may start: writers end with `startxref`, an offset and `%%EOF`. */
const TRAILER_WINDOW = 2048;

/**
 * Throw NOT_PDF unless the bytes start with the PDF header, and PDF_INVALID unless they end with a PDF's
 * trailer (`startxref` … `%%EOF`) and hold at least one page: '%PDF-' and 50 MB of spaces is no document.
 */
export function checkPdf(bytes: Uint8Array): void {
  if (bytes.length < 5 || Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new PrintError('NOT_PDF');
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - TRAILER_WINDOW))).toString('latin1');
  if (!/startxref\s+\d+\s+%%EOF/.test(tail)) throw new PrintError('PDF_INVALID', { detail: 'no startxref … %%EOF trailer at its end' });
  if (countPdfPages(bytes) === null) throw new PrintError('PDF_INVALID', { detail: 'no page' });
}

/** The ids a reply echoes, read leniently so that even a malformed job gets a matching error. */
export function replyIds(payload: unknown): { templateId?: string; replyId?: string } {
  if (!isRecord(payload)) return {};
  return { templateId: optionalId(payload.templateId), replyId: optionalId(payload.replyId) };
}

/** Check a `news` payload; `maxBytes` caps the HTML or PDF size. */
export function parseNews(payload: unknown, maxBytes: number): JobRequest {
  if (!isRecord(payload)) throw bad('a print job must be an object');
  const settings = parseSettings(payload);
  const type = payload.type === undefined || payload.type === null ? undefined : String(payload.type).toLowerCase();
  switch (type) {
    case undefined:
    case 'html':
    case 'pdf': // hiprint's "print the HTML through a PDF": every HTML job goes through a PDF here
      return { source: { kind: 'html', html: htmlField(payload.html, 'html', maxBytes) }, settings };
    case 'blob_pdf': {
      const bytes = blobBytes(payload.pdf_blob, maxBytes);
      checkSize(bytes.length, maxBytes);
      checkPdf(bytes);
      return { source: { kind: 'pdf', bytes }, settings };
    }
    case 'url_pdf': {
      if (typeof payload.pdf_path !== 'string' || payload.pdf_path.trim() === '') throw bad('url_pdf needs pdf_path (an http(s) address)');
      return { source: { kind: 'url', url: payload.pdf_path.trim() }, settings };
    }
    default:
      throw bad(`type '${String(payload.type)}' is not one of html, pdf, blob_pdf, url_pdf`);
  }
}

/** Check one `printByFragments` piece. */
export function parseFragment(payload: unknown, maxBytes: number): FragmentPayload & { id: string } {
  if (!isRecord(payload)) throw bad('a fragment must be an object');
  const id = optionalId(payload.id);
  if (!id) throw bad('fragment id is missing');
  const total = payload.total;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 1 || total > 100_000) throw bad('fragment total must be an integer from 1 to 100000');
  const index = payload.index;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= total) throw bad(`fragment index must be an integer from 0 to ${total - 1}`);
  const htmlFragment = htmlField(payload.htmlFragment, 'htmlFragment', maxBytes, true);
  return { ...(payload as object), id, index, total, htmlFragment };
}

/** Check a `reprint` payload. */
export function parseReprint(payload: unknown): ReprintPayload {
  if (!isRecord(payload)) throw bad('a reprint request must be an object {id}');
  const id = optionalId(payload.id);
  if (!id) throw bad('reprint needs the id of a logged job');
  const printer = payload.printer === undefined || payload.printer === null ? undefined : String(payload.printer);
  return { id, replyId: optionalId(payload.replyId), printer };
}

/** The options every job may carry. */
export function parseSettings(payload: Record<string, unknown>): JobSettings {
  const settings: JobSettings = { copies: 1, landscape: false };
  const ids = replyIds(payload);
  if (ids.templateId !== undefined) settings.templateId = ids.templateId;
  if (ids.replyId !== undefined) settings.replyId = ids.replyId;
  if (payload.printer !== undefined && payload.printer !== null && payload.printer !== '') {
    if (typeof payload.printer !== 'string') throw bad('printer must be a printer name');
    settings.printer = payload.printer;
  }
  if (payload.copies !== undefined && payload.copies !== null) {
    const copies = Number(payload.copies);
    if (!Number.isInteger(copies) || copies < 1 || copies > 999) throw bad('copies must be an integer from 1 to 999');
    settings.copies = copies;
  }
  try {
    const size = parsePageSize(payload.pageSize);
    if (size) settings.pageSize = size;
  } catch (error) {
    throw bad((error as Error).message);
  }
  if (payload.landscape !== undefined && payload.landscape !== null) {
    if (payload.landscape === true || payload.landscape === 'true') settings.landscape = true;
    else if (payload.landscape !== false && payload.landscape !== 'false') throw bad('landscape must be true or false');
  }
  const ranges = parsePageRanges(payload.pageRanges);
  if (ranges) settings.pageRanges = ranges;
  if (payload.duplexMode !== undefined && payload.duplexMode !== null && payload.duplexMode !== '') {
    if (!DUPLEX.includes(payload.duplexMode as DuplexMode)) throw bad(`duplexMode must be one of ${DUPLEX.join(', ')}`);
    settings.duplex = payload.duplexMode as DuplexMode;
  }
  if (typeof payload.title === 'string' && payload.title.trim()) settings.title = payload.title.trim().slice(0, 200);
  return settings;
}

/**
 * Page ranges as lp takes them ("1-3,5", 1-based). Accepts that syntax, or Electron's 0-based
 * inclusive {from, to} (one or a list); `{}` and `[]`, which hiprint sends for "all", mean all.
 */
export function parsePageRanges(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') {
    const text = value.replace(/\s+/g, '');
    if (!/^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(text)) throw bad(`pageRanges '${value}' is not like 1-3,5`);
    for (const part of text.split(',')) {
      const [from, to = from] = part.split('-').map(Number);
      if (from! < 1 || to! < from!) throw bad(`pageRanges '${value}': pages count from 1 and a range must not run backwards`);
    }
    return text;
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || (list.length === 1 && isRecord(list[0]) && Object.keys(list[0]).length === 0)) return undefined;
  return list
    .map((range) => {
      if (!isRecord(range)) throw bad('pageRanges entries must be {from, to}');
      const { from, to } = range;
      if (typeof from !== 'number' || typeof to !== 'number' || !Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) {
        throw bad('pageRanges {from, to} are 0-based page indexes with from <= to');
      }
      return from === to ? `${from + 1}` : `${from + 1}-${to + 1}`;
    })
    .join(',');
}

function htmlField(value: unknown, name: string, maxBytes: number, allowEmpty = false): string {
  if (typeof value !== 'string') throw bad(`${name} must be a string of HTML`);
  if (!allowEmpty && value.trim() === '') throw bad(`${name} is empty`);
  checkSize(Buffer.byteLength(value), maxBytes);
  return value;
}

/** The PDF bytes of a blob_pdf job, whichever way the page's socket.io client carried them. */
function blobBytes(value: unknown, maxBytes: number): Buffer {
  if (value === undefined || value === null) throw bad('blob_pdf needs pdf_blob (the PDF bytes)');
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (typeof value === 'string') {
    const base64 = value.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
    // Check the size before decoding, so a huge string costs nothing more than its own memory.
    checkSize(Math.floor((base64.length * 3) / 4), maxBytes);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw bad('pdf_blob as a string must be base64');
    return Buffer.from(base64, 'base64');
  }
  // A Buffer that went through JSON: {type: 'Buffer', data: [...]}, or a plain array of bytes.
  const data = isRecord(value) && value.type === 'Buffer' ? value.data : value;
  if (Array.isArray(data)) {
    checkSize(data.length, maxBytes);
    if (!data.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) throw bad('pdf_blob as an array must hold bytes (0-255)');
    return Buffer.from(data as number[]);
  }
  throw bad('pdf_blob must be binary (ArrayBuffer, Uint8Array, Blob) or base64');
}

function optionalId(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value.slice(0, 200);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}
