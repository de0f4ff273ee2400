/**
 * larder on the delivery note: pagination alone (rows/s, first page), then pagination with
 * every page streamed into the PDF writer as it is emitted (PDF write time, total).
 */
import { toBytes } from 'pdfkit/output';
import { createContext } from '../../engine/context.ts';
import { loadTemplate } from '../../engine/model/load.ts';
import { createPdfWriter } from '../../engine/paint/pdf.ts';
import { paginateEach } from '../../engine/paginate/paginate.ts';
import type { NodeFonts } from '../../src/cli/nodeHost.ts';
import { deliveryNoteData, deliveryNoteTemplate } from '../delivery-note.ts';
import type { TableRun } from './types.ts';

const NOW = Date.UTC(2024, 4, 1, 8, 0, 0);

export async function larderRun(rows: number, fonts: NodeFonts): Promise<TableRun> {
  const template = loadTemplate(deliveryNoteTemplate());
  const data = deliveryNoteData(rows);
  const context = () => createContext({ fonts: fonts.book, now: NOW, timezoneOffset: 480, mode: 'print' });

  // Pagination alone, pages counted and dropped; the better of two runs, as the first of a
  // size still pays for some compilation.
  let layoutMs = Infinity;
  let firstPageMs = 0;
  let pages = 0;
  for (let attempt = 0; attempt < 2; attempt++) {
    let count = 0;
    let first = 0;
    const started = performance.now();
    paginateEach(template, data, context(), () => {
      if (count++ === 0) first = performance.now() - started;
    });
    const ms = performance.now() - started;
    if (ms < layoutMs) [layoutMs, firstPageMs, pages] = [ms, first, count];
  }

  // Pagination and PDF: each page goes to the writer as paginateEach emits it.
  let pdfMs = 0;
  const writer = createPdfWriter({ fonts: fonts.files }, { title: 'Benchmark delivery note', creationDate: new Date(NOW) });
  const begun = performance.now();
  paginateEach(template, data, context(), (page) => {
    const t = performance.now();
    writer.addPage(page);
    pdfMs += performance.now() - t;
  });
  const t = performance.now();
  const bytes = await toBytes(writer.end());
  pdfMs += performance.now() - t;
  const totalMs = performance.now() - begun;
  return { pages, layoutMs, firstPageMs, pdfMs, totalMs, pdfBytes: bytes.byteLength, pdf: bytes };
}
