/**
 * Every error the print client answers with, in one place: a code and the message in Chinese
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

/** An error with a code from the table; the socket layer turns it into an `error` event. */
export class PrintError extends Error {
  constructor(
    readonly code: PrintErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(formatMessage(code, 'en', params));
    this.name = 'PrintError';
  }

  /** The message in the client's language. */
  text(lang: Lang): string {
    return formatMessage(this.code, lang, this.params);
  }
}

/** Any thrown value as a PrintError; unexpected errors become `fallback` with their message as detail. */
export function asPrintError(error: unknown, fallback: PrintErrorCode = 'PRINT_FAILED'): PrintError {
  if (error instanceof PrintError) return error;
  return new PrintError(fallback, { detail: error instanceof Error ? error.message : String(error) });
}

/** Success messages, in the same two languages. */
export const SUCCESS_TEXT: ErrorText = { zh: '打印成功', en: 'Printed' };
