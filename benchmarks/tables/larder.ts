/**
 * larder on the delivery note: pagination alone (rows/s, first page), then pagination with
 * every page streamed into the PDF writer as it is emitted (PDF write time, total).
 *
 * The note's pages show "page N of M" (the default paper number), so a complete page 1 needs
 * the page count, known once the last row is placed. Layout is timed with streamPages, whose
 * pages come as soon as they are placed, the paper number in a slot filled once the count is
 * known (createPdfWriter draws it into a form kept on the page, fillSlot): firstPageMs is the
 * first such page. firstCompletePageMs is paginateEach's first page, which waits for the count.
 */
import { toBytes } from 'pdfkit/output';
import { createContext, type HostFonts, loadTemplate, openPdfWriter, paginateEach, streamPages } from '../../engine/index.ts';
import { deliveryNoteData, deliveryNoteTemplate } from '../delivery-note.ts';
import type { TableRun } from './types.ts';

const NOW = Date.UTC(2024, 4, 1, 8, 0, 0);

export async function larderRun(rows: number, fonts: HostFonts): Promise<TableRun> {
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
    streamPages(template, data, context(), {
      page: () => {
        if (count++ === 0) first = performance.now() - started;
      },
      fill: () => undefined,
    });
    const ms = performance.now() - started;
    if (ms < layoutMs) [layoutMs, firstPageMs, pages] = [ms, first, count];
  }
  let firstCompletePageMs = Infinity;
  for (let attempt = 0; attempt < 2; attempt++) {
    let first: number | undefined;
    const started = performance.now();
    paginateEach(template, data, context(), () => {
      first ??= performance.now() - started;
    });
    firstCompletePageMs = Math.min(firstCompletePageMs, first!);
  }

  // Pagination and PDF: each page goes to the writer as paginateEach emits it.
  let pdfMs = 0;
  const writer = await openPdfWriter({ fonts: fonts.files }, { title: 'Benchmark delivery note', creationDate: new Date(NOW) });
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
  return { pages, layoutMs, firstPageMs, firstCompletePageMs, pdfMs, totalMs, pdfBytes: bytes.byteLength, pdf: bytes };
}
