/** Slots in the PDF writer: pages streamed before their page count is known, filled later. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toBytes } from 'pdfkit/output';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.ts';
import { loadTemplate } from '../load/load.ts';
import { PAGE_FORMAT_VERSION, type DisplayItem, type PageDescription } from '../page.ts';
import { paginate, streamPages } from '../paginate/paginate.ts';
import { createFontBook } from '../text/fonts.ts';
import { createPdf, createPdfWriter } from './pdf.ts';
import { A4 } from './sample-items.ts';

const FONT_DIR = new URL('../../public/fonts/', import.meta.url);
const fonts = {
  'NotoSansSC-Regular': new Uint8Array(readFileSync(new URL('NotoSansSC-Regular.ttf', FONT_DIR))),
  'NotoSansSC-Bold': new Uint8Array(readFileSync(new URL('NotoSansSC-Bold.ttf', FONT_DIR))),
};
const TEMPLATES = new URL('../../public/templates/', import.meta.url);
const readJson = (name: string): { panels: Record<string, unknown>[] } => JSON.parse(readFileSync(new URL(name, TEMPLATES), 'utf8'));
const run = (cmd: string, args: string[]): string => execFileSync(cmd, args, { encoding: 'utf8' });
const context = () => createContext({ fonts: createFontBook(fonts), now: Date.UTC(2024, 4, 1), timezoneOffset: 480, mode: 'print' });

describe('PDF writer slots', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'larder-pdf-slots-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Each page of `file` rendered to pixels at a low resolution. */
  const raster = (file: string, prefix: string): Buffer[] => {
    run('pdftoppm', ['-r', '30', file, join(dir, prefix)]);
    return readdirSync(dir)
      .filter((f) => f.startsWith(`${prefix}-`))
      .sort()
      .map((f) => readFileSync(join(dir, f)));
  };

  it('draws streamed pages with their page numbers filled in as the PDF of paginate’s pages draws them', async () => {
    const json = readJson('delivery-note.json');
    Object.assign(json.panels[0]!, { paperNumberDisabled: false, paperNumberFormat: '第paperNo页 共paperCount页', leftOffset: 6, topOffset: 4 });
    const data = readJson('delivery-note.data.json');
    const template = loadTemplate(json);
    const whole = join(dir, 'whole.pdf');
    writeFileSync(whole, await toBytes(createPdf(paginate(template, data, context()).pages, { fonts })));

    const writer = createPdfWriter({ fonts });
    let slots = 0;
    streamPages(template, data, context(), {
      page: (page) => writer.addPage(page),
      fill: (index, slot, items) => {
        slots++;
        writer.fillSlot(index, slot, items);
      },
    });
    const streamed = join(dir, 'streamed.pdf');
    writeFileSync(streamed, await toBytes(writer.end()));

    expect(slots).toBe(2);
    expect(run('pdftotext', [streamed, '-'])).toBe(run('pdftotext', [whole, '-']));
    expect(run('pdftotext', ['-f', '1', '-l', '1', streamed, '-']).replace(/\s+/g, '')).toContain('第1页共3页');
    const a = raster(whole, 'whole');
    const b = raster(streamed, 'streamed');
    expect(a).toHaveLength(3);
    expect(b.map((page, i) => page.equals(a[i]!))).toEqual([true, true, true]);
  });

  it('ends a document whose slots were never filled, drawing nothing there', async () => {
    const text: DisplayItem = { kind: 'text', x: 40, y: 60, text: 'body', font: 'NotoSansSC-Regular', size: 12, color: '#000000', width: 0 };
    const writer = createPdfWriter({ fonts });
    writer.addPage({ version: PAGE_FORMAT_VERSION, index: 0, ...A4, items: [text, { kind: 'group', items: [], slot: 'pageCount' }] });
    const file = join(dir, 'unfilled.pdf');
    writeFileSync(file, await toBytes(writer.end()));
    expect(run('pdfinfo', [file])).toMatch(/^Pages:\s+1$/m);
    expect(run('pdftotext', [file, '-']).trim()).toBe('body');
  });

  it('fills only slots that wait, and no slot inside a slot', () => {
    const writer = createPdfWriter({ fonts });
    const page: PageDescription = { version: PAGE_FORMAT_VERSION, index: 0, ...A4, items: [{ kind: 'group', items: [], slot: 'pageCount' }] };
    writer.addPage(page);
    expect(() => writer.fillSlot(1, 'pageCount', [])).toThrow(/no slot/);
    expect(() => writer.fillSlot(0, 'pageCount', [{ kind: 'group', items: [], slot: 'pageCount' }])).toThrow(/another slot/);
    expect(() => writer.fillSlot(0, 'pageCount', [])).toThrow(/no slot/); // filled (and closed) above
    writer.end();
  });
});
