import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { toBytes } from 'pdfkit/output';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.ts';
import { loadTemplate } from '../load/load.ts';
import { PAGE_FORMAT_VERSION, type DisplayItem, type PageDescription } from '../page.ts';
import { paginate, paginateEach } from '../paginate/paginate.ts';
import { createFontBook } from '../text/fonts.ts';
import { createPdf, createPdfWriter } from './pdf.ts';
import { A4 } from './sample-items.ts';

const FONT_DIR = new URL('../../public/fonts/', import.meta.url);
const fonts = {
  'NotoSansSC-Regular': new Uint8Array(readFileSync(new URL('NotoSansSC-Regular.ttf', FONT_DIR))),
  'NotoSansSC-Bold': new Uint8Array(readFileSync(new URL('NotoSansSC-Bold.ttf', FONT_DIR))),
};
const TEMPLATES = new URL('../../public/templates/', import.meta.url);
const readJson = (name: string): unknown => JSON.parse(readFileSync(new URL(name, TEMPLATES), 'utf8'));

const run = (cmd: string, args: string[]): string => execFileSync(cmd, args, { encoding: 'utf8' });

const page = (index: number, items: DisplayItem[]): PageDescription => ({ version: PAGE_FORMAT_VERSION, index, ...A4, items });

/** The decompressed content streams of a PDF's pages, in page order (they start with pdfkit's y flip). */
function pageContents(bytes: Uint8Array): string[] {
  const pdf = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  for (const m of pdf.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    try {
      const text = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
      if (/^1 0 0 -1 0 [\d.]+ cm/.test(text)) out.push(text);
    } catch {
      // not deflated (or not a stream we wrote)
    }
  }
  return out;
}

const grid = (index: number): PageDescription => {
  const items: DisplayItem[] = [];
  for (let r = 0; r < 30; r++) {
    for (let c = 0; c < 6; c++) {
      const x = 40 + c * 80;
      const y = 40 + r * 25;
      items.push({ kind: 'rect', x, y, width: 80, height: 25, stroke: { color: '#000000', width: 0.75 } });
      items.push({ kind: 'text', x: x + 2, y: y + 16, text: `第${index + 1}页 ${r}-${c}`, font: 'NotoSansSC-Regular', size: 9, color: '#000000', width: 60 });
    }
  }
  return page(index, items);
};

describe('createPdfWriter', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'larder-pdf-writer-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the same bytes for pages streamed from paginateEach as createPdf for the collected pages', async () => {
    const template = loadTemplate(readJson('report.json'));
    const data = readJson('report.data.json');
    const context = () => createContext({ fonts: createFontBook(fonts), now: Date.UTC(2024, 4, 1), timezoneOffset: 480, mode: 'print' });
    const { pages } = paginate(template, data, context());
    expect(pages.length).toBeGreaterThan(1);
    const collected = await toBytes(createPdf(pages, { fonts }, { title: 'Report' }));

    const writer = createPdfWriter({ fonts }, { title: 'Report' });
    paginateEach(template, data, context(), (p) => writer.addPage(p));
    expect(writer.pageCount).toBe(pages.length);
    const streamed = await toBytes(writer.end());
    expect(Buffer.compare(Buffer.from(streamed), Buffer.from(collected))).toBe(0);
  });

  it('draws text with its own operators: searchable, in embedded subsets, at nominal advances', async () => {
    const items: DisplayItem[] = [
      { kind: 'text', x: 40, y: 60, text: '送货单 Delivery 🄂 no.42', font: 'NotoSansSC-Regular', size: 12, color: '#000000', width: 0 },
      { kind: 'text', x: 40, y: 90, text: 'spaced out', font: 'NotoSansSC-Bold', size: 10, color: '#333333', width: 0, wordSpacing: 20, charSpacing: 0.5 },
      { kind: 'text', x: 40, y: 120, text: '合计：1,234.50', font: 'NotoSansSC-Regular', size: 9, color: '#ff0000', width: 0, oblique: true, opacity: 0.5 },
    ];
    const bytes = await toBytes(createPdf([page(0, items)], { fonts }));
    const file = join(dir, 'text.pdf');
    writeFileSync(file, bytes);

    const text = run('pdftotext', [file, '-']);
    expect(text).toContain('送货单 Delivery 🄂 no.42');
    expect(text).toContain('合计：1,234.50');
    expect(text).toMatch(/spaced\s+out/);
    const fontRows = run('pdffonts', [file]).split('\n').slice(2).filter(Boolean);
    expect(fontRows).toHaveLength(2);
    for (const row of fontRows) expect(row).toMatch(/^[A-Z]{6}\+NotoSansSC-(Regular|Bold)\s+CID TrueType\s+Identity-H\s+yes yes yes/);

    const [content] = pageContents(bytes);
    // Hex glyph strings in raw text operators; word spacing as TJ adjustments (-20 pt at 10 pt = -2000).
    expect(content).toMatch(/<[0-9a-f]+> Tj/);
    expect(content).toMatch(/\[<[0-9a-f]+> -2000 <[0-9a-f]+>\] TJ/);
    expect(content).toContain('0.5 Tc');
    expect(content).toMatch(/1 0 0\.25 -1 40 120 Tm/);
  });

  it('sets graphics state only when it changes, and restores what a group changed', async () => {
    const black = { color: '#000000', width: 0.75 };
    const items: DisplayItem[] = [
      { kind: 'rect', x: 10, y: 10, width: 50, height: 20, stroke: black },
      { kind: 'rect', x: 60, y: 10, width: 50, height: 20, stroke: black },
      { kind: 'group', opacity: 0.5, items: [{ kind: 'rect', x: 10, y: 40, width: 50, height: 20, stroke: { color: '#ff0000', width: 2 } }] },
      { kind: 'rect', x: 60, y: 40, width: 50, height: 20, stroke: black },
      { kind: 'text', x: 10, y: 80, text: 'half', font: 'NotoSansSC-Regular', size: 9, color: '#000000', width: 0, opacity: 0.5 },
      { kind: 'text', x: 10, y: 90, text: 'whole', font: 'NotoSansSC-Regular', size: 9, color: '#000000', width: 0 },
    ];
    const [content] = pageContents(await toBytes(createPdf([page(0, items)], { fonts })));
    const ops = content!.split('\n');
    expect(ops.filter((op) => op.endsWith(' RG'))).toEqual(['0 0 0 RG', '1 0 0 RG']);
    expect(ops.filter((op) => op.endsWith(' w'))).toEqual(['0.75 w', '2 w']);
    expect(ops.filter((op) => op === 'q' || op === 'Q')).toEqual(['q', 'Q']);
    // Two text runs in one text object; opacity set for the first and set back for the second.
    expect(ops.filter((op) => op === 'BT')).toHaveLength(1);
    expect(ops.filter((op) => op.endsWith(' gs'))).toHaveLength(3);
  });

  it('writes a 2000-page document page by page', async () => {
    const writer = createPdfWriter({ fonts });
    for (let i = 0; i < 2000; i++) writer.addPage(grid(i));
    const bytes = await toBytes(writer.end());
    const file = join(dir, 'long.pdf');
    writeFileSync(file, bytes);
    expect(run('pdfinfo', [file])).toMatch(/^Pages:\s+2000$/m);
    const last = run('pdftotext', ['-f', '2000', '-l', '2000', file, '-']);
    expect(last).toContain('第2000页 29-5');
  });

  it('needs a page before it ends, and takes none after', () => {
    const writer = createPdfWriter({ fonts });
    expect(() => writer.end()).toThrow(/at least one page/);
    writer.addPage(page(0, []));
    writer.end();
    expect(() => writer.addPage(page(1, []))).toThrow(/after end/);
  });
});
