/**
 * The print client's socket.io protocol: event names, payloads, answers, options and error codes,
 * shared by the client program (src/print-client, Node) and the pages that talk to it (browser). It is the protocol that hiprint print clients
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

/**
 * Every error the print client answers with (JobReply.code), in one place: a code and the message in Chinese
 * (the default, like hiprint clients) and English (`--lang en`). `{name}` placeholders are filled
 * from params. The errors test checks that each code is documented in the README paragraph.
 */
export interface ErrorText {
  zh: string;
  en: string;
}

const define = <T extends Record<string, ErrorText>>(table: T): T => table;

export const PRINT_ERRORS = define({
  // --- connection ---
  UNAUTHORIZED: { zh: 'Authentication error：令牌错误或缺失', en: 'Authentication error: wrong or missing token' },
  // --- the job as sent ---
  BAD_PAYLOAD: { zh: '打印数据格式错误：{detail}', en: 'Malformed print job: {detail}' },
  TOO_LARGE: { zh: '打印任务过大：{size} MB，上限 {limit} MB', en: 'Print job too large: {size} MB, the limit is {limit} MB' },
  NOT_PDF: { zh: '不是 PDF 文件（数据不以 %PDF- 开头）', en: 'Not a PDF (the data does not start with %PDF-)' },
  PDF_INVALID: { zh: 'PDF 文件不完整或已损坏：{detail}', en: 'The PDF is incomplete or damaged: {detail}' },
  URL_REFUSED: { zh: 'PDF 地址不被接受：{detail}', en: 'PDF address refused: {detail}' },
  FETCH_FAILED: { zh: '下载 PDF 失败：{detail}', en: 'Could not download the PDF: {detail}' },
  PAGE_RANGE: { zh: '页码范围 {range} 超出文档（共 {pages} 页）', en: 'Page range {range} is outside the document (page count: {pages})' },
  // --- printers and the queue ---
  UNKNOWN_PRINTER: { zh: '打印机不存在：{printer}', en: 'Unknown printer: {printer}' },
  NO_PRINTER: { zh: '没有可用的打印机', en: 'No printer available' },
  PRINTER_STOPPED: { zh: '{printer}打印机异常（已停用）', en: 'Printer {printer} is stopped' },
  QUEUE_FULL: { zh: '打印机 {printer} 的队列已满（{limit} 个任务）', en: 'The queue of printer {printer} is full ({limit} jobs)' },
  PRINT_FAILED: { zh: '打印失败：{detail}', en: 'Printing failed: {detail}' },
  // --- HTML to PDF ---
  NO_CHROMIUM: {
    zh: '未找到 Chromium，无法把 HTML 转为 PDF：请安装 chromium，或用 LARDER_CHROMIUM 指定路径',
    en: 'Chromium was not found, so HTML cannot be turned into PDF: install chromium or set LARDER_CHROMIUM',
  },
  CONVERT_FAILED: { zh: 'HTML 转 PDF 失败：{detail}', en: 'HTML to PDF conversion failed: {detail}' },
  // --- fragments ---
  FRAGMENTS_EXPIRED: { zh: '分片打印任务 {id} 超过 10 分钟未收齐，已丢弃', en: 'Fragmented job {id} was not complete within 10 minutes and was dropped' },
  // --- reprint ---
  JOB_NOT_FOUND: { zh: '打印记录不存在：{id}', en: 'No job with id {id} in the job log' },
  JOB_FILE_MISSING: { zh: '打印记录 {id} 的 PDF 文件已不存在', en: 'The PDF of job {id} is no longer on disk' },
  // --- IPP ---
  IPP_FAILED: { zh: 'IPP 请求失败：{detail}', en: 'IPP request failed: {detail}' },
});

export type PrintErrorCode = keyof typeof PRINT_ERRORS;
export type Lang = 'zh' | 'en';

/** Fill a message's {name} placeholders; unknown names stay as they are. */
export function formatMessage(code: PrintErrorCode, lang: Lang, params: Record<string, string | number> = {}): string {
  return PRINT_ERRORS[code][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Success messages, in the same two languages. */
export const SUCCESS_TEXT: ErrorText = { zh: '打印成功', en: 'Printed' };
