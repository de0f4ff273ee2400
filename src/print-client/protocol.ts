/**
 * The print client's socket.io protocol: event names and payloads, shared by the client program
 * (Node) and the pages that talk to it (browser). It is the protocol that hiprint print clients
 * speak, so pages written for them work unchanged; larder adds `replyId`, `jobId`, `code` and the
 * `reprint` event. Imports nothing, so a browser bundle can take it as it is.
 */

/** The port hiprint print clients listen on, and so larder's. */
export const PRINT_CLIENT_PORT = 17521;

/** Name of the printer that writes PDF files instead of paper. */
export const SPOOL_PRINTER = 'larder-spool';

/** A printer as `printerList` sends it (the shape Electron's getPrinters gives hiprint pages). */
export interface PrinterInfo {
  name: string;
  displayName: string;
  description: string;
  /** 0 when the printer takes jobs, otherwise the CUPS printer-state (5 = stopped). */
  status: number;
  isDefault: boolean;
  /** CUPS destination options (printer-location, printer-make-and-model, device-uri, ...). */
  options: Record<string, string>;
}

/** What the client says about the machine it runs on (`clientInfo`). */
export interface ClientInfo {
  name: 'larder-print';
  hostname: string;
  version: string;
  platform: string;
  arch: string;
  ip: string | null;
  ipv6: string | null;
  mac: string | null;
  clientUrl: string;
  machineId: string;
  /** 'cups' when jobs go to the system's printers, 'spool' when they are written as PDF files. */
  mode: PrinterMode;
}

export type PrinterMode = 'cups' | 'spool';

/** A page size in microns, as Electron and hiprint send custom sizes. */
export interface MicronSize {
  width: number;
  height: number;
}

/** Electron's page range: 0-based and inclusive. */
export interface PageRange {
  from: number;
  to: number;
}

export type DuplexMode = 'simplex' | 'shortEdge' | 'longEdge';

/** Options every print job may carry. */
export interface PrintJobOptions {
  /** Echoed in the reply so a page can tell its templates apart. */
  templateId?: string;
  /** Echoed in the reply so a caller can match the answer to its request. */
  replyId?: string;
  /** Printer name; absent or empty means the default printer. */
  printer?: string;
  copies?: number;
  /** A name (A4, Letter, ...) or a size in microns. */
  pageSize?: string | MicronSize;
  landscape?: boolean;
  /** "1-3,5" (1-based) or Electron's 0-based {from, to} ranges. */
  pageRanges?: string | PageRange | PageRange[];
  duplexMode?: DuplexMode;
  /** Job title shown in the printer queue. */
  title?: string;
}

/** An HTML job; hiprint's `type: 'pdf'` (HTML printed through a PDF) is the same thing here. */
export interface HtmlJob extends PrintJobOptions {
  type?: 'html' | 'pdf';
  html: string;
}

/** A PDF sent as bytes. Strings are taken as base64 (a data: URL prefix is allowed). */
export interface BlobPdfJob extends PrintJobOptions {
  type: 'blob_pdf';
  pdf_blob: ArrayBuffer | Uint8Array | string;
}

/** A PDF the client fetches (http or https) or reads from an allowed local folder. */
export interface UrlPdfJob extends PrintJobOptions {
  type: 'url_pdf';
  pdf_path: string;
}

/** The `news` event: one print job. */
export type NewsPayload = HtmlJob | BlobPdfJob | UrlPdfJob;

/** One piece of a large HTML job (`printByFragments`); the options of the last piece win. */
export interface FragmentPayload extends PrintJobOptions {
  id: string;
  index: number;
  total: number;
  htmlFragment: string;
}

/** Print again a job from the job log (larder's addition). */
export interface ReprintPayload {
  id: string;
  replyId?: string;
  /** Another printer than the original one. */
  printer?: string;
}

/** The answer to a job: `success` and `successs` on success, `error` on failure. */
export interface JobReply {
  msg: string;
  templateId?: string;
  replyId?: string;
  /** Id in the job log, for `reprint`; absent when the job was refused before it was queued. */
  jobId?: string;
  pages?: number | null;
  /** Error code (see the print client's errors table); absent on success. */
  code?: string;
}

export type AddressType = 'ip' | 'ipv6' | 'mac' | 'all';

/** The `all` answer of the `address` event. */
export interface AddressAll {
  ip: string | null;
  ipv6: string | null;
  mac: string | null;
}

/** IPP attribute values as the `ipp` npm package writes them: plain JSON. */
export type IppValue = string | number | boolean | null | IppValue[] | { [name: string]: IppValue };
export type IppGroup = Record<string, IppValue>;

/** `ippPrint`: run an IPP operation on a network printer. */
export interface IppPrintPayload {
  url: string;
  /** Kept for compatibility with the `ipp` package's Printer options (version, charset, language). */
  opt?: { version?: string; charset?: string; language?: string };
  /** Operation name: Print-Job, Get-Printer-Attributes, Get-Jobs, Cancel-Job, ... */
  action: string;
  message?: {
    'operation-attributes-tag'?: IppGroup;
    'job-attributes-tag'?: IppGroup;
    data?: ArrayBuffer | Uint8Array | string;
    /** Encoding of a string `data` (utf8 or base64). */
    encoding?: string;
  };
  replyId?: string;
}

/** `ippRequest`: an IPP request described as the `ipp` package's serialize() takes it. */
export interface IppRequestPayload {
  url: string;
  data: {
    operation: string;
    version?: string;
    id?: number;
    'operation-attributes-tag'?: IppGroup;
    'job-attributes-tag'?: IppGroup;
    data?: ArrayBuffer | Uint8Array | string;
  };
  replyId?: string;
}

/** A decoded IPP response (the `ipp` package's shape: groups keyed by their tag name). */
export interface IppResponse {
  version: string;
  statusCode: string;
  id: number;
  [group: string]: unknown;
}

/** First argument of the IPP callbacks: the error, or (with a replyId) just the replyId. */
export interface IppCallbackStatus {
  type?: string;
  msg?: string;
  replyId?: string;
}

/** Events the print client sends. */
export interface ServerToClientEvents {
  printerList: (printers: PrinterInfo[]) => void;
  clientInfo: (info: ClientInfo) => void;
  success: (reply: JobReply) => void;
  /** hiprint's spelling; sent together with `success`. */
  successs: (reply: JobReply) => void;
  error: (reply: JobReply) => void;
  address: (type: string, value: string | AddressAll | null, message?: string) => void;
  ippPrinterConnected: (printer: { url: string; version: string; charset: string; language: string; replyId?: string }) => void;
  ippPrinterCallback: (status: IppCallbackStatus | null, response?: IppResponse) => void;
  ippRequestCallback: (status: IppCallbackStatus | null, response?: IppResponse) => void;
}

/** Events the print client listens to. */
export interface ClientToServerEvents {
  news: (job: NewsPayload) => void;
  printByFragments: (fragment: FragmentPayload) => void;
  refreshPrinterList: () => void;
  getClientInfo: () => void;
  address: (type?: AddressType) => void;
  ippPrint: (request: IppPrintPayload) => void;
  ippRequest: (request: IppRequestPayload) => void;
  reprint: (request: ReprintPayload) => void;
}

/** The event names, for code that lists or checks them. */
export const CLIENT_EVENTS = ['news', 'printByFragments', 'refreshPrinterList', 'getClientInfo', 'address', 'ippPrint', 'ippRequest', 'reprint'] as const satisfies readonly (keyof ClientToServerEvents)[];
export const SERVER_EVENTS = [
  'printerList',
  'clientInfo',
  'success',
  'successs',
  'error',
  'address',
  'ippPrinterConnected',
  'ippPrinterCallback',
  'ippRequestCallback',
] as const satisfies readonly (keyof ServerToClientEvents)[];

/** The message the back office shows when the print client cannot be reached (from the specification). */
export const CONNECT_FAILED = 'connect to client failed';
