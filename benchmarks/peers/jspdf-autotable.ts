/**
 * jsPDF 4 with jspdf-autotable 5 on the delivery note: the autotable plugin lays out the
 * table (grid theme, header on every page, wrapped names, a sum row on the last page) with
 * Noto Sans SC added through addFileToVFS/addFont; page numbers drawn afterwards.
 */
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { deliveryRows, NOTE, TABLE_WIDTH } from '../delivery-note.ts';
import type { TableRun } from '../tables/types.ts';
import type { HostFonts } from '../../engine/index.ts';

const PADDING = 2;

/** jsPDF's virtual file system takes fonts as binary strings. */
function binaryString(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return s;
}

export async function jspdfRun(rows: number, fonts: HostFonts): Promise<TableRun> {
  const data = deliveryRows(rows);
  const regular = binaryString(fonts.files['NotoSansSC-Regular']!);
  const bold = binaryString(fonts.files['NotoSansSC-Bold']!);

  const started = performance.now();
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  doc.addFileToVFS('NotoSansSC-Regular.ttf', regular);
  doc.addFileToVFS('NotoSansSC-Bold.ttf', bold);
  doc.addFont('NotoSansSC-Regular.ttf', 'NotoSansSC', 'normal');
  doc.addFont('NotoSansSC-Bold.ttf', 'NotoSansSC', 'bold');
  // Lines as far apart as the font's own line height, as larder and pdfmake set them.
  const m = fonts.book.metrics('NotoSansSC-Regular', 1);
  doc.setLineHeightFactor(m.ascent + m.descent + m.lineGap);
  doc.setFont('NotoSansSC', 'bold');
  doc.setFontSize(18);
  doc.text(NOTE.title, NOTE.left + TABLE_WIDTH / 2, 45, { align: 'center' });

  let sum = 0;
  const body = data.map((row) => {
    sum += Number(row.amount);
    return [String(row.line), row.code, row.name, row.unit, String(row.qty), row.amount];
  });
  autoTable(doc, {
    head: [NOTE.columns.map((c) => c.title)],
    body,
    foot: [[{ content: '合计', colSpan: 5 }, { content: sum.toFixed(2), styles: { halign: 'right' } }]],
    showHead: 'everyPage',
    showFoot: 'lastPage',
    startY: NOTE.tableTop,
    margin: { left: NOTE.left, right: NOTE.pageWidth - NOTE.left - TABLE_WIDTH, top: NOTE.paperHeader, bottom: NOTE.pageHeight - NOTE.paperFooter },
    theme: 'grid',
    styles: { font: 'NotoSansSC', fontStyle: 'normal', fontSize: NOTE.fontSize, cellPadding: PADDING, lineWidth: 0.75, lineColor: [0, 0, 0], textColor: [0, 0, 0], valign: 'middle' },
    headStyles: { fontStyle: 'bold', fillColor: [255, 255, 255], textColor: [0, 0, 0] },
    footStyles: { fontStyle: 'normal', fillColor: [255, 255, 255], textColor: [0, 0, 0] },
    columnStyles: Object.fromEntries(NOTE.columns.map((c, i) => [i, { cellWidth: c.width, halign: c.align }])),
  });
  const pages = doc.getNumberOfPages();
  doc.setFont('NotoSansSC', 'normal');
  doc.setFontSize(NOTE.fontSize);
  for (let i = 1; i <= pages; i++) {
    doc.setPage(i);
    doc.text(`${i}-${pages}`, NOTE.pageWidth - 30, NOTE.pageHeight - 22, { align: 'right' });
  }
  const bytes = new Uint8Array(doc.output('arraybuffer'));
  const totalMs = performance.now() - started;
  return { pages, pdfMs: totalMs, totalMs, pdfBytes: bytes.byteLength, pdf: bytes };
}
