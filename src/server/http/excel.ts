/**
 * Excel exports of lists: one sheet of typed columns written by exceljs, sent as an .xlsx download.
 * A list route's export takes the same filters as the list and goes through exportRows, so what the
 * user saw filtered is what they get; the row cap keeps one export from holding the server.
 */
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './download.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** At most this many rows per export (the file says when it was cut short). */
export const EXPORT_ROW_LIMIT = 50_000;

export interface ExcelColumn<Row> {
  /** The column's heading, in the caller's language. */
  header: string;
  /** The cell of a row: text, a number, a date or empty. */
  value: (row: Row) => string | number | Date | null | undefined;
  /** Width in characters (default: fitted to the heading and the first rows). */
  width?: number;
  /** An Excel number format, e.g. '0.00' or 'yyyy-mm-dd'. */
  format?: string;
}

/** Export columns with both headings; `columnsIn` picks the caller's. */
export type Columns<Row> = Array<Omit<ExcelColumn<Row>, 'header'> & { zh: string; en: string }>;
export const columnsIn = <Row>(columns: Columns<Row>, locale: 'zh' | 'en'): ExcelColumn<Row>[] => columns.map(({ zh, en, ...rest }) => ({ ...rest, header: locale === 'en' ? en : zh }));

/** The workbook's bytes: a bold, frozen heading row, then one row per record. */
export async function workbookOf<Row>(sheetName: string, columns: readonly ExcelColumn<Row>[], rows: readonly Row[], note?: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'larder';
  book.created = new Date();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ]
  const sheet = book.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? fittedWidth(column, rows),
    style: column.format ? { numFmt: column.format } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => cellValue(column.value(row))));
  if (note) sheet.addRow([note]).font = { italic: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Sends rows as `<fileName>.xlsx`; more than EXPORT_ROW_LIMIT rows are cut with a closing note saying so. */
export async function sendWorkbook<Row>(reply: FastifyReply, fileName: string, columns: readonly ExcelColumn<Row>[], rows: readonly Row[], truncatedNote = '…'): Promise<FastifyReply> {
  const cut = rows.length > EXPORT_ROW_LIMIT;
  const bytes = await workbookOf(fileName, columns, cut ? rows.slice(0, EXPORT_ROW_LIMIT) : rows, cut ? truncatedNote : undefined);
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition('attachment', `${fileName}.xlsx`))
    .header('cache-control', 'no-store')
    .send(bytes);
}

/** Reads a workbook's first sheet back as rows of cell texts keyed by heading (imports, and tests of exports). */
export async function readWorkbook(bytes: Buffer | ArrayBuffer): Promise<Record<string, string>[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    headers[column] = cell.text.trim();
  });
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const record: Record<string, string> = {};
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const key = headers[column];
      if (key) record[key] = cell.text;
    });
    if (Object.keys(record).length > 0) rows.push(record);
  });
  return rows;
}

function cellValue(value: string | number | Date | null | undefined): string | number | Date | null {
  if (value === undefined || value === null) return null;
  // A text starting with = would be a formula in the user's spreadsheet: keep it text.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

function fittedWidth<Row>(column: ExcelColumn<Row>, rows: readonly Row[]): number {
  const wide = (text: string) => [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
  let width = wide(column.header);
  for (const row of rows.slice(0, 200)) {
    const value = column.value(row);
    if (value !== null && value !== undefined) width = Math.max(width, wide(value instanceof Date ? '2026-01-01 00:00' : String(value)));
  }
  return Math.min(60, Math.max(8, width + 2));
}
