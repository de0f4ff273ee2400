import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import { toBytes } from 'pdfkit/output';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_FORMAT_VERSION, type PageDescription, type TextItem } from '../page.ts';
import { createPdf } from './pdf.ts';
import type { PaintResources } from './resources.ts';
import { A4, SAMPLE_ITEMS, samplePage } from './sample-items.ts';

const FONT_DIR = new URL('../../public/fonts/', import.meta.url);
const fonts = {
  'NotoSansSC-Regular': new Uint8Array(readFileSync(new URL('NotoSansSC-Regular.ttf', FONT_DIR))),
  'NotoSansSC-Bold': new Uint8Array(readFileSync(new URL('NotoSansSC-Bold.ttf', FONT_DIR))),
};

/** A 4x4 RGBA PNG: red left half, half-transparent blue right half. */
function makePng(): Uint8Array {
  const w = 4;
  const h = 4;
  const raw: number[] = [];
  for (let y = 0; y < h; y++) {
    raw.push(0); // filter: none
    for (let x = 0; x < w; x++) raw.push(...(x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 128]));
  }
  const chunk = (type: string, data: Uint8Array): Uint8Array => {
    const body = new Uint8Array([...Buffer.from(type, 'latin1'), ...data]);
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(body, 4);
    view.setUint32(8 + data.length, crc32(body));
    return out;
  };
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, w);
  v.setUint32(4, h);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.from(raw))), chunk('IEND', new Uint8Array())];
  return new Uint8Array(parts.flatMap((p) => [...p]));
}

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

const LABEL = { width: 283.465, height: 170.079 }; // 100 x 60 mm

/** Text whose position we check through pdftotext -bbox. */
const PROBE: TextItem = { kind: 'text', x: 20, y: 60, text: 'Probe 探针', font: 'NotoSansSC-Regular', size: 20, color: '#000000', width: 0 };
const JUSTIFIED: TextItem = { kind: 'text', x: 20, y: 120, text: 'Wide  gap', font: 'NotoSansSC-Regular', size: 10, color: '#000000', width: 0, wordSpacing: 15, charSpacing: 1 };

/** Has kerning pairs (AV, VA) in Noto Sans SC, which must not apply. */
const KERNED: TextItem = { kind: 'text', x: 150, y: 60, text: 'WAVE', font: 'NotoSansSC-Regular', size: 20, color: '#000000', width: 0 };

function pages(): PageDescription[] {
  return [
    samplePage(0),
    { version: PAGE_FORMAT_VERSION, index: 1, ...LABEL, items: [PROBE, JUSTIFIED, KERNED] },
  ];
}

const resources: PaintResources = { fonts, images: { [SAMPLE_ITEMS.image.ref]: makePng() } };

const run = (cmd: string, args: string[]): string => execFileSync(cmd, args, { encoding: 'utf8' });

interface Word {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  text: string;
}

function words(file: string, page: number): Word[] {
  const html = run('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-']);
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
    text: m[5],
  }));
}

describe('createPdf', () => {
  let dir: string;
  let file: string;
  let bytes: Uint8Array;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'larder-pdf-'));
    file = join(dir, 'sample.pdf');
    bytes = await toBytes(createPdf(pages(), resources, { title: '送货单 Delivery', author: 'larder tests' }));
    writeFileSync(file, bytes);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one page per description at its exact size in pt', () => {
    const info = run('pdfinfo', ['-f', '1', '-l', '2', file]);
    expect(info).toMatch(/^Pages:\s+2$/m);
    expect(info).toMatch(/^Page\s+1 size:\s+595\.276 x 841\.89 pts/m);
    expect(info).toMatch(/^Page\s+2 size:\s+283\.465 x 170\.079 pts/m);
    expect(info).toMatch(/^Title:\s+送货单 Delivery$/m);
    expect(info).toMatch(/^Author:\s+larder tests$/m);
    expect(info).toMatch(/^CreationDate:.*1970/m);
  });

  it('keeps text as searchable text in Chinese and Latin', () => {
    const text = run('pdftotext', ['-layout', file, '-']);
    expect(text).toContain('送货单');
    expect(text).toContain('Delivery note');
    expect(text).toContain('旋转');
    expect(text).toContain('探针');
  });

  it('embeds subsets of the given fonts and no standard font', () => {
    const rows = run('pdffonts', [file]).split('\n').slice(2).filter(Boolean);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatch(/^[A-Z]{6}\+NotoSansSC-(Regular|Bold)\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    }
  });

  it('puts text on its baseline at its x', () => {
    const probe = words(file, 2).find((w) => w.text === 'Probe');
    expect(probe).toBeDefined();
    // poppler's word box runs from baseline - ascent to baseline - descent (font units / 1000).
    const font = fontkit.create(fonts['NotoSansSC-Regular']);
    const baseline = probe!.yMax + (font.descent / font.unitsPerEm) * PROBE.size;
    expect(baseline).toBeCloseTo(PROBE.y, 1);
    expect(probe!.xMin).toBeCloseTo(PROBE.x, 1);
  });

  it('adds word spacing to every space and letter spacing after every character', () => {
    const [wide, gap] = words(file, 2).filter((w) => w.text === 'Wide' || w.text === 'gap');
    const font = fontkit.create(fonts['NotoSansSC-Regular']);
    const advance = (s: string) => [...s].reduce((sum, ch) => sum + font.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth, 0) / font.unitsPerEm;
    const cs = JUSTIFIED.charSpacing!;
    const ws = JUSTIFIED.wordSpacing!;
    expect(wide.xMin).toBeCloseTo(JUSTIFIED.x, 1);
    // "Wide" + two spaces, each character followed by cs, each space by ws.
    const expectedGapX = JUSTIFIED.x + advance('Wide  ') * JUSTIFIED.size + 6 * cs + 2 * ws;
    expect(gap.xMin).toBeCloseTo(expectedGapX, 1);
  });

  it('places glyphs at their nominal advances, as layout measures them (no kerning)', () => {
    const wave = words(file, 2).find((w) => w.text === 'WAVE');
    const font = fontkit.create(fonts['NotoSansSC-Regular']);
    const nominal = [...KERNED.text].reduce((sum, ch) => sum + font.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth, 0) / font.unitsPerEm;
    expect(wave!.xMax - wave!.xMin).toBeCloseTo(nominal * KERNED.size, 1);
  });

  it('gives the same bytes for the same pages', async () => {
    const again = await toBytes(createPdf(pages(), resources, { title: '送货单 Delivery', author: 'larder tests' }));
    expect(Buffer.compare(Buffer.from(again), Buffer.from(bytes))).toBe(0);
  });

  it('draws vectors and the image', () => {
    const page1 = run('pdfimages', ['-list', '-f', '1', '-l', '1', file]);
    // The image and its soft mask (alpha channel).
    expect(page1).toMatch(/image\s+4\s+4\s+rgb/);
    expect(page1).toMatch(/smask\s+4\s+4\s+gray/);
  });

  it('draws nothing for a missing image and throws for a missing font', async () => {
    const page: PageDescription = { version: PAGE_FORMAT_VERSION, index: 0, ...A4, items: [{ ...SAMPLE_ITEMS.image, ref: 'nowhere' }] };
    const out = await toBytes(createPdf([page], { fonts }));
    expect(new TextDecoder('latin1').decode(out)).not.toContain('/Subtype /Image');
    const bad: PageDescription = { ...page, items: [{ ...PROBE, font: 'Missing-Font' }] };
    expect(() => createPdf([bad], { fonts })).toThrow(/font "Missing-Font"/);
  });

  it('rejects an unknown item kind', () => {
    const page = { version: PAGE_FORMAT_VERSION, index: 0, ...A4, items: [{ kind: 'triangle' }] } as unknown as PageDescription;
    expect(() => createPdf([page], { fonts })).toThrow(/unknown display item kind "triangle"/);
  });

  it('renders a page that looks right', () => {
    const prefix = join(dir, 'page');
    run('pdftoppm', ['-r', '50', '-png', '-f', '1', '-l', '1', file, prefix]);
    const png = readFileSync(`${prefix}-1.png`);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    if (process.env.LARDER_KEEP_PDF) writeFileSync(process.env.LARDER_KEEP_PDF, bytes);
  });
});
