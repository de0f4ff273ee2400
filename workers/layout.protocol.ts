/**
 * The one protocol between the app and the layout worker. Every message carries the id of
 * the request it belongs to; errors cross the boundary as {code, message} and are rebuilt
 * as Error objects by the client.
 */
import type { Diagnostic, DisplayItem, LayoutMode, PageDescription } from '../engine/index.ts';

/** Lay out a template against data; pages stream back one by one. */
export interface PaginateRequest {
  id: number;
  type: 'paginate';
  /** Template JSON as stored (hiprint shape); validated in the worker. */
  template: unknown;
  data: unknown;
  mode: LayoutMode;
  /** The current time, ms since the epoch: the worker reads no clock. */
  now: number;
  /** Minutes east of UTC. */
  timezoneOffset: number;
  /** 'pdf' also writes the document as a PDF Blob, sent with the done message. */
  output: 'pages' | 'pdf';
  /** URL relative image sources resolve against (default: the app's base URL). */
  baseUrl?: string;
  /** PDF document title (default: the first panel's name). */
  title?: string;
  /**
   * Send each page as soon as its content is final, before its panel's page count is known;
   * paper numbers that show the count follow as 'fill' messages. Without it a panel that shows
   * the count sends no page until the whole panel is laid out.
   */
  early?: boolean;
}

/** Stop request `id`: the worker sends nothing more for it. */
export interface CancelRequest {
  id: number;
  type: 'cancel';
}

export type LayoutRequest = PaginateRequest | CancelRequest;

export interface PageMessage {
  id: number;
  type: 'page';
  page: PageDescription;
  index: number;
  /** Pages laid out so far, this one included (progress rides on the page: one message per page, not two). */
  done: number;
}

/** The items of slot `slot` of page `index` (the paper number, once the page count is known). */
export interface FillMessage {
  id: number;
  type: 'fill';
  index: number;
  slot: string;
  items: DisplayItem[];
}

/** Progress without a page: the final count once pagination has finished. */
export interface ProgressMessage {
  id: number;
  type: 'progress';
  /** Pages laid out so far. */
  done: number;
  /** Total pages, once known. */
  total?: number;
}

export interface DoneMessage {
  id: number;
  type: 'done';
  pageCount: number;
  diagnostics: Diagnostic[];
  pdf?: Blob;
}

/** Error codes the worker sends. */
export type LayoutErrorCode = 'template-invalid' | 'font-load-failed' | 'layout-failed' | 'pdf-failed' | 'bad-request';

export interface ErrorMessage {
  id: number;
  type: 'error';
  error: { code: LayoutErrorCode; message: string };
}

export type LayoutResponse = PageMessage | FillMessage | ProgressMessage | DoneMessage | ErrorMessage;
