/**
 * pdfmake 0.3 on the delivery note: its own table layout (header row repeated, wrapped
 * names, a sum row), page numbers in the footer. With Noto Sans SC embedded (subset) for the
 * Chinese document, or with its bundled Roboto and Latin product names for the no-CJK run.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import { deliveryRows, NOTE } from '../delivery-note.ts';
import type { TableRun } from '../tables/types.ts';
import { latinName } from './latin.ts';
import type { HostFonts } from '../../engine/index.ts';

const PADDING = 2;
const LINE = 0.75;

export async function pdfmakeRun(rows: number, fonts: Pick<HostFonts, 'files'>, cjk: boolean): Promise<TableRun> {
  const data = deliveryRows(rows);
  if (cjk) {
    pdfmake.virtualfs.writeFileSync('NotoSansSC-Regular.ttf', fonts.files['NotoSansSC-Regular']!);
    pdfmake.virtualfs.writeFileSync('NotoSansSC-Bold.ttf', fonts.files['NotoSansSC-Bold']!);
    pdfmake.setFonts({ Main: { normal: 'NotoSansSC-Regular.ttf', bold: 'NotoSansSC-Bold.ttf' } });
  } else {
    const dir = join(dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
    pdfmake.virtualfs.writeFileSync('Roboto-Regular.ttf', readFileSync(join(dir, 'Roboto-Regular.ttf')));
    pdfmake.virtualfs.writeFileSync('Roboto-Medium.ttf', readFileSync(join(dir, 'Roboto-Medium.ttf')));
    pdfmake.setFonts({ Main: { normal: 'Roboto-Regular.ttf', bold: 'Roboto-Medium.ttf' } });
  }
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);

  let pages = 0;
  const started = performance.now();
  let sum = 0;
  const body: unknown[][] = [NOTE.columns.map((c) => ({ text: c.title, bold: true, alignment: c.align }))];
  for (const row of data) {
    sum += Number(row.amount);
    const name = cjk ? row.name : latinName(row);
    body.push([
      { text: String(row.line), alignment: 'center' },
      row.code,
      name,
      { text: row.unit, alignment: 'center' },
      { text: String(row.qty), alignment: 'right' },
      { text: row.amount, alignment: 'right' },
    ]);
  }
  body.push([{ text: cjk ? '合计' : 'Total', colSpan: 5 }, '', '', '', '', { text: sum.toFixed(2), alignment: 'right' }]);
  const definition = {
    pageSize: 'A4',
    // Content from the header line (40) to the footer line (800).
    pageMargins: [NOTE.left, NOTE.paperHeader, NOTE.pageWidth - NOTE.left - 395, NOTE.pageHeight - NOTE.paperFooter],
    defaultStyle: { font: 'Main', fontSize: NOTE.fontSize },
    footer: (page: number, count: number) => {
      pages = Math.max(pages, count);
      return { text: `${page}-${count}`, alignment: 'right', margin: [0, 20, 30, 0] };
    },
    content: [
      { text: cjk ? NOTE.title : 'Delivery note', fontSize: 18, bold: true, alignment: 'center', margin: [0, 0, 0, NOTE.tableTop - NOTE.paperHeader - 24] },
      {
        table: { headerRows: 1, widths: NOTE.columns.map((c) => c.width - 2 * PADDING - LINE), body },
        layout: {
          hLineWidth: () => LINE,
          vLineWidth: () => LINE,
          paddingLeft: () => PADDING,
          paddingRight: () => PADDING,
          paddingTop: () => PADDING,
          paddingBottom: () => PADDING,
        },
      },
    ],
  };
  const bytes = await pdfmake.createPdf(definition).getBuffer();
  const totalMs = performance.now() - started;
  return { pages, pdfMs: totalMs, totalMs, pdfBytes: bytes.byteLength, pdf: bytes };
}
