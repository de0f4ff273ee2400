/**
 * The floor: pdfkit used the usual way, with every position computed beforehand (larder's
 * page descriptions, laid out outside the timer) and one `doc.text` per line of a cell, one
 * `rect().stroke()` per cell border. No layout is timed at all, only pdfkit's own work.
 */
import PDFDocument from 'pdfkit';
import { toBytes } from 'pdfkit/output';
import { createContext, type DisplayItem, type HostFonts, loadTemplate, paginateEach } from '../../engine/index.ts';
import { deliveryNoteData, deliveryNoteTemplate } from '../delivery-note.ts';
import type { TableRun } from '../tables/types.ts';

/** The drawing calls this benchmark makes (pdfkit 0.20; @types/pdfkit describes 0.17). */
interface Doc {
  addPage(options: { size: [number, number]; margin: number }): Doc;
  registerFont(name: string, src: Uint8Array): Doc;
  font(name: string): Doc;
  fontSize(size: number): Doc;
  fillColor(color: string): Doc;
  strokeColor(color: string): Doc;
  lineWidth(width: number): Doc;
  text(text: string, x: number, y: number, options: { lineBreak: false; baseline: 'alphabetic' }): Doc;
  rect(x: number, y: number, w: number, h: number): Doc;
  moveTo(x: number, y: number): Doc;
  lineTo(x: number, y: number): Doc;
  stroke(): Doc;
  fill(): Doc;
  save(): Doc;
  restore(): Doc;
  transform(a: number, b: number, c: number, d: number, e: number, f: number): Doc;
  end(): void;
}

export async function pdfkitFloorRun(rows: number, fonts: HostFonts): Promise<TableRun> {
  const template = loadTemplate(deliveryNoteTemplate());
  const data = deliveryNoteData(rows);
  const kit = new PDFDocument({ autoFirstPage: false, font: null, compress: true } as unknown as PDFKit.PDFDocumentOptions);
  const doc = kit as unknown as Doc;
  let pdfMs = 0;
  let pages = 0;
  let t = performance.now();
  for (const [key, bytes] of Object.entries(fonts.files)) doc.registerFont(key, bytes);
  pdfMs += performance.now() - t;
  const draw = (items: DisplayItem[]): void => {
    for (const item of items) {
      if (item.kind === 'text') {
        doc.font(item.font).fontSize(item.size).fillColor(item.color).text(item.text, item.x, item.y, { lineBreak: false, baseline: 'alphabetic' });
      } else if (item.kind === 'rect') {
        if (item.fill) doc.fillColor(item.fill.color).rect(item.x, item.y, item.width, item.height).fill();
        if (item.stroke) doc.lineWidth(item.stroke.width).strokeColor(item.stroke.color).rect(item.x, item.y, item.width, item.height).stroke();
      } else if (item.kind === 'line') {
        doc.lineWidth(item.stroke.width).strokeColor(item.stroke.color).moveTo(item.x1, item.y1).lineTo(item.x2, item.y2).stroke();
      } else if (item.kind === 'group') {
        doc.save();
        if (item.transform) doc.transform(...item.transform);
        draw(item.items);
        doc.restore();
      }
    }
  };
  paginateEach(template, data, createContext({ fonts: fonts.book, mode: 'print' }), (page) => {
    t = performance.now();
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    draw(page.items);
    pdfMs += performance.now() - t;
    pages++;
  });
  t = performance.now();
  doc.end();
  const bytes = await toBytes(kit);
  pdfMs += performance.now() - t;
  // Only pdfkit's share counts: positions were free.
  return { pages, pdfMs, totalMs: pdfMs, pdfBytes: bytes.byteLength, pdf: bytes };
}
