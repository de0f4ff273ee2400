import { describe, expect, it } from 'vitest';
import { BARCODE_UNSUPPORTED, QR_FAILED } from '../../codes/index.ts';
import type { DisplayItem, ImageItem, PageDescription } from '../../page.ts';
import { testContext } from '../../../tests/helpers/fonts.ts';
import { paintContent, textLines, type CellPaint } from './cells.ts';
import { tableColumns } from './columns.ts';
import { tableSettings } from './tableOptions.ts';
import { tableStyles } from './styles.ts';
import { flat, lineItems, pathItems, renderTable, textItems, texts } from './testing.ts';
import { testElement } from '../common/testing.ts';

/** Bounding box of a path of rectangles (M x y H x V y H x Z). */
function bbox(d: string) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const m of d.matchAll(/([MHV])([-\d.]+)(?: ([-\d.]+))?/g)) {
    if (m[1] === 'M') {
      xs.push(Number(m[2]));
      ys.push(Number(m[3]));
    } else if (m[1] === 'H') xs.push(Number(m[2]));
    else ys.push(Number(m[2]));
  }
  return { x1: Math.min(...xs), x2: Math.max(...xs), y1: Math.min(...ys), y2: Math.max(...ys) };
}
const one = (column: Record<string, unknown>, row: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  renderTable({ columns: [[{ title: 'T', ...column }]], tableHeaderRepeat: 'none', ...extra }, { rows: [row] }, testContext()).pages[0]!;
const rowBottom = (page: PageDescription) => Math.max(...lineItems(page).map((l) => l.y2));

describe('text cells', () => {
  it('wrap within the column width', () => {
    const page = one({ field: 'v', width: 60 }, { v: '东北长粒香大米二十五公斤装一袋' }, { width: 60 });
    const items = textItems(page);
    expect(items.length).toBeGreaterThan(1);
    for (const t of items) {
      expect(t.x).toBeGreaterThanOrEqual(22);
      expect(t.x + t.width).toBeLessThanOrEqual(78 + 1e-6);
    }
    expect(items.map((t) => t.text).join('')).toBe('东北长粒香大米二十五公斤装一袋');
  });

  it('align horizontally by align and vertically by vAlign', () => {
    const at = (column: Record<string, unknown>) => textItems(one({ field: 'v', width: 100, ...column }, { v: 'ab' }, { width: 100, tableBodyRowHeight: 40 }))[0]!;
    const left = at({});
    const right = at({ align: 'right' });
    const center = at({ align: 'center' });
    // hiprint pads cells 4 pt left and right.
    expect(left.x).toBe(24);
    expect(right.x + right.width).toBeCloseTo(116, 3);
    expect(center.x + center.width / 2).toBeCloseTo(70, 2);
    expect(at({ vAlign: 'top' }).y).toBeLessThan(at({}).y);
    expect(at({ vAlign: 'bottom' }).y).toBeGreaterThan(at({}).y);
  });

  it('show values as text, objects as JSON and nothing for null', () => {
    expect(texts(one({ field: 'v' }, { v: 12.5 }))).toEqual(['12.5']);
    expect(texts(one({ field: 'v' }, { v: { a: 1 } }))).toEqual(['{"a":1}']);
    expect(texts(one({ field: 'v' }, { v: null }))).toEqual([]);
    expect(texts(one({ field: 'a.b' }, { a: { b: 'deep' } }))).toEqual(['deep']);
  });

  it('write Chinese numerals with upperCase', () => {
    expect(texts(one({ field: 'v', upperCase: 3 }, { v: 120 }))).toEqual(['壹佰贰拾']);
    expect(texts(one({ field: 'v', upperCase: '0' }, { v: 'abc' }))).toEqual(['abc']);
  });

  it('draw one-line cells exactly as the line breaker and placer would', () => {
    const element = testElement('table', { width: 300, fontSize: 9 });
    const env = { ctx: testContext(), data: {} };
    const styles = tableStyles(element, tableSettings(element), env);
    const [leaf] = tableColumns([[{ title: 'x' }]], 'p').leaves;
    for (const [text, align, vAlign] of [['Hello 世界', 'left', 'middle'], ['12.50', 'right', 'top'], ['中', 'center', 'bottom'], ['a b', 'justify', 'middle']] as const) {
      const cell: CellPaint = { type: 'text', text, style: { ...styles.body, opacity: 0.5 }, align, vAlign, leaf };
      const box = { x: 10.3, y: 20.7, width: 80.1, height: 30.2 };
      const fast: DisplayItem[] = [];
      const slow: DisplayItem[] = [];
      paintContent(styles, env.ctx, cell, box, fast);
      paintContent(styles, env.ctx, cell, box, slow, textLines(styles, text, cell.style, box.width));
      expect(fast).toEqual(slow);
    }
  });
});

describe('sequence cells', () => {
  it('number rows from 1, continuing across pages', () => {
    const { pages } = renderTable(
      { columns: [[{ title: '序号', tableTextType: 'sequence', width: 40 }, { title: 'v', field: 'v' }]], tableBodyRowHeight: 20, tableHeaderRowHeight: 20 },
      { rows: Array.from({ length: 60 }, (_, i) => ({ v: `v${i}` })) },
      testContext(),
    );
    expect(pages.length).toBeGreaterThan(1);
    const seq = pages.flatMap((p) => textItems(p).filter((t) => t.x < 60 && /^\d+$/.test(t.text)).map((t) => Number(t.text)));
    expect(seq).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });
});

describe('barcode cells', () => {
  it("default to CODE128A drawn as hiprint draws them: bars over the cell less 10 pt a side, 30 pt tall in 5 pt margins, no text", () => {
    const page = one({ field: 'code', tableTextType: 'barcode', width: 300 }, { code: 'ABC123' });
    const [path] = pathItems(page);
    const box = bbox(path!.d);
    // The cell is 20..320 with 4 pt padding: bars 34..306.
    expect(box.x1).toBeCloseTo(34, 3);
    expect(box.x2).toBeCloseTo(306, 3);
    expect(texts(page)).toEqual([]);
    expect(rowBottom(page) - 20).toBeCloseTo(40, 3);
    expect([box.y1, box.y2]).toEqual([25, 55]);
  });

  it('stay inside a narrow column', () => {
    const box = bbox(pathItems(one({ field: 'code', tableTextType: 'barcode' }, { code: 'ABC123DEF456' }, { width: 60 }))[0]!.d);
    expect(box.x1).toBeGreaterThanOrEqual(34 - 1e-6);
    expect(box.x2).toBeLessThanOrEqual(66 + 1e-6);
  });

  it('use tableBarcodeMode, and tableColumnHeight in px as hiprint writes it', () => {
    const page = one({ field: 'code', tableTextType: 'barcode', tableBarcodeMode: 'EAN13', tableColumnHeight: 40 }, { code: '690123456789' });
    expect(pathItems(page)).toHaveLength(1);
    expect(rowBottom(page) - 20).toBeCloseTo(30 + 10, 3);
  });

  it('show 此格式不支持该文本 for text the format cannot carry', () => {
    expect(texts(one({ field: 'code', tableTextType: 'barcode' }, { code: 'abc' }))).toEqual([BARCODE_UNSUPPORTED]);
    expect(texts(one({ field: 'code', tableTextType: 'barcode', tableBarcodeMode: 'EAN8' }, { code: '12' }))).toEqual([BARCODE_UNSUPPORTED]);
    expect(pathItems(one({ field: 'code', tableTextType: 'barcode', tableBarcodeMode: 'CODE128B' }, { code: 'abc' }))).toHaveLength(1);
  });

  it('leave an empty value empty', () => {
    const page = one({ field: 'code', tableTextType: 'barcode' }, { code: '' });
    expect(flat(page.items).filter((i) => i.kind !== 'line')).toEqual([]);
  });
});

describe('qrcode cells', () => {
  it('draw a 20 pt square by default, centred', () => {
    const page = one({ field: 'url', tableTextType: 'qrcode' }, { url: 'https://example.com/p/1' }, { width: 100 });
    const box = bbox(pathItems(page)[0]!.d);
    expect(box.x2 - box.x1).toBeCloseTo(20, 3);
    expect(box.y2 - box.y1).toBeCloseTo(20, 3);
    expect((box.x1 + box.x2) / 2).toBeCloseTo(70, 3);
  });

  it('are limited to the smaller of the cell width and height', () => {
    const box = bbox(pathItems(one({ field: 'url', tableTextType: 'qrcode' }, { url: 'x' }, { width: 16 }))[0]!.d);
    expect(box.x2 - box.x1).toBeCloseTo(8, 3); // 16 pt less 4 pt padding each side
  });

  it('read tableQRCodeLevel and show 二维码生成失败 when the text cannot be encoded', () => {
    const low = pathItems(one({ field: 'u', tableTextType: 'qrcode', tableQRCodeLevel: 1 }, { u: 'level' }))[0]!.d;
    const high = pathItems(one({ field: 'u', tableTextType: 'qrcode', tableQRCodeLevel: 2 }, { u: 'level' }))[0]!.d;
    expect(low).not.toBe(high);
    expect(texts(one({ field: 'u', tableTextType: 'qrcode' }, { u: 'x'.repeat(8000) }))).toEqual([QR_FAILED]);
  });
});

describe('image cells', () => {
  const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

  it('draw the value as the source, fit contain, as tall as the column is wide', () => {
    const page = one({ field: 'img', tableTextType: 'image', width: 100 }, { img: png }, { width: 100 });
    const image = flat(page.items).find((i): i is ImageItem => i.kind === 'image')!;
    expect(image).toMatchObject({ ref: png, x: 24, width: 92, height: 92 });
  });

  it('use tableColumnHeight and the size the host knows', () => {
    const ctx = testContext({ image: (src) => (src === 'a.png' ? { width: 200, height: 100 } : undefined) });
    const page = renderTable({ columns: [[{ title: 'T', field: 'img', tableTextType: 'image', tableColumnHeight: 40 }]], tableHeaderRepeat: 'none', width: 100 }, { rows: [{ img: 'a.png' }] }, ctx).pages[0]!;
    const image = flat(page.items).find((i): i is ImageItem => i.kind === 'image')!;
    expect(image).toMatchObject({ ref: 'a.png', width: 80, height: 40 });
  });

  it('never draw a script URL', () => {
    const page = one({ field: 'img', tableTextType: 'image' }, { img: 'javascript:alert(1)' });
    expect(flat(page.items).some((i) => i.kind === 'image')).toBe(false);
  });
});
