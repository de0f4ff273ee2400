import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { loadTemplate } from '../../load/load.ts';
import type { DisplayItem, PathItem, TextItem } from '../../page.ts';
import { testContext } from '../../../tests/helpers/fonts.ts';
import type { LayoutContext } from '../../context.ts';
import { bwipSize } from './codes.ts';
import { textType } from './index.ts';

function paint(options: Record<string, unknown>, data: Record<string, unknown> = {}, ctx: LayoutContext = testContext()): DisplayItem[] {
  const element = loadTemplate({ panels: [{ printElements: [{ options, printElementType: { type: 'text' } }] }] }).panels[0]!.elements[0]!;
  const layout = textType.layout(element, { ctx, data });
  if (layout.kind !== 'box') throw new Error('text is a box');
  return layout.paint(10, 20, { index: 0, count: 1 });
}
const text = (items: DisplayItem[]) =>
  items
    .filter((i): i is TextItem => i.kind === 'text')
    .map((t) => t.text)
    .join('');

describe('text element: title and value', () => {
  it('shows title：value for a bound element', () => {
    expect(text(paint({ title: '客户', field: 'customer', width: 200 }, { customer: '第一中学' }))).toBe('客户：第一中学');
  });
  it('shows the title alone for an unbound element', () => {
    expect(text(paint({ title: '送货单' }))).toBe('送货单');
  });
  it('hides the title with hideTitle (true in hiprint templates)', () => {
    expect(text(paint({ title: '客户', field: 'c', hideTitle: true }, { c: 'A' }))).toBe('A');
  });
  it('binds by dot path', () => {
    expect(text(paint({ field: 'order.no', hideTitle: true }, { order: { no: 'PO-7' } }))).toBe('PO-7');
  });
  it('shows testData in design mode only', () => {
    expect(text(paint({ title: 'T', field: 'x', testData: '示例' }, {}, testContext({ mode: 'design' })))).toBe('T：示例');
    expect(text(paint({ title: 'T', field: 'x', testData: '示例' }))).toBe('T：');
  });
  it("keeps hiprint's 9.75 pt CSS line box when lineHeight is unset, whatever the font size", () => {
    const [big] = paint({ title: '标题', fontSize: 20, height: 30 }) as TextItem[];
    const [set] = paint({ title: '标题', fontSize: 20, height: 30, lineHeight: 9.75 }) as TextItem[];
    const [tall] = paint({ title: '标题', fontSize: 20, height: 30, lineHeight: 30 }) as TextItem[];
    expect(big!.y).toBe(set!.y);
    // The 20 pt glyphs overflow the 9.75 pt line box evenly: the baseline sits 10.125 pt higher than in a 30 pt box.
    expect(tall!.y - big!.y).toBeCloseTo((30 - 9.75) / 2, 3);
  });
  it('uses the default size 120 x 9.75 and font size 9', () => {
    const [item] = paint({ title: 'A' }) as TextItem[];
    expect(item!.size).toBe(9);
  });
});

describe('text element: formatting', () => {
  it('converts amounts to Chinese upper case', () => {
    expect(text(paint({ field: 'v', hideTitle: true, upperCase: '5', width: 300 }, { v: 1234567.89 }))).toBe('人民币壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分');
  });
  it('formats datetimes in the host zone', () => {
    const items = paint({ field: 'd', hideTitle: true, dataType: 'datetime', format: 'yyyy/MM/dd HH:mm' }, { d: Date.UTC(2024, 0, 31, 20, 5) });
    expect(text(items)).toBe('2024/02/01 04:05');
  });
  it('formats booleans as trueText:falseText', () => {
    expect(text(paint({ field: 'b', hideTitle: true, dataType: 'boolean', format: '已付:未付' }, { b: false }))).toBe('未付');
  });
  it('applies the numeric rule: digits fix decimals, none truncates', () => {
    expect(text(paint({ field: 'n', hideTitle: true, dataType: 'number', format: '2' }, { n: 3.14159 }))).toBe('3.14');
    expect(text(paint({ field: 'n', hideTitle: true, dataType: 'number', format: '0' }, { n: 3.9 }))).toBe('3');
  });
});

describe('text element: barcodes and QR codes', () => {
  const pathOf = (items: DisplayItem[]) => items.find((i): i is PathItem => i.kind === 'path');

  const ys = (d: string) => [...d.matchAll(/(?:M-?[\d.]+ |V)(-?[\d.]+)/g)].map((m) => Number(m[1]));

  it('draws a barcode as vector bars over the whole box with its text on a line below the box', () => {
    const items = paint({ field: 'sku', textType: 'barcode', barcodeMode: 'EAN13', width: 150, height: 50 }, { sku: '5901234123457' });
    expect(pathOf(items)?.d).toMatch(/^M/);
    expect([Math.min(...ys(pathOf(items)!.d)), Math.max(...ys(pathOf(items)!.d))]).toEqual([20, 70]);
    const caption = items.find((i): i is TextItem => i.kind === 'text')!;
    expect(caption.text).toBe('5901234123457');
    expect(caption.y).toBeGreaterThan(70);
    expect(caption.y).toBeLessThan(70 + 9.75);
    expect(caption.x).toBe(10); // aligned as the element's text: left by default
  });
  it('draws no caption when the title is hidden', () => {
    const items = paint({ field: 'sku', textType: 'barcode', hideTitle: true, width: 150, height: 50 }, { sku: 'A-1' });
    expect(text(items)).toBe('');
    expect(Math.max(...ys(pathOf(items)!.d))).toBe(70);
  });
  it("draws vue-plugin-hiprint's barcode element from its value, else testData, else title, captioned title:value", () => {
    const element = (options: Record<string, unknown>, data: Record<string, unknown> = {}) => {
      const e = loadTemplate({ panels: [{ printElements: [{ options, printElementType: { title: '条形码', type: 'barcode' } }] }] }).panels[0]!.elements[0]!;
      const layout = textType.layout(e, { ctx: testContext(), data });
      if (layout.kind !== 'box') throw new Error('text is a box');
      return layout.paint(10, 20, { index: 0, count: 1 });
    };
    const bound = element({ title: '编号', field: 'no', width: 150, height: 40 }, { no: 'A-1' });
    expect(pathOf(bound)).toBeDefined();
    expect(text(bound)).toBe('编号:A-1');
    const fromTestData = element({ title: '条码', testData: 'T-9', width: 150, height: 40, hideTitle: true });
    expect(pathOf(fromTestData)?.d).toBe(pathOf(element({ field: 'x', width: 150, height: 40, hideTitle: true }, { x: 'T-9' }))?.d);
    expect(text(fromTestData)).toBe('');
  });
  it("sizes the barcode element's bars as bwip-js draws them in hiprint, the caption under the bars", () => {
    // 38 pt: parseInt(50.67 px / 2.835) = 17 mm, drawn as 17 x 2.835 px = 36.14 pt.
    expect(bwipSize(38)).toBeCloseTo(36.146, 3);
    expect(bwipSize(157)).toBeCloseTo(155.2, 1);
    expect(bwipSize(1)).toBe(0);
    const e = loadTemplate({ panels: [{ printElements: [{ options: { title: '编号', field: 'no', width: 157, height: 38 }, printElementType: { title: '条形码', type: 'barcode' } }] }] }).panels[0]!.elements[0]!;
    const layout = textType.layout(e, { ctx: testContext(), data: { no: 'A-1' } });
    if (layout.kind !== 'box') throw new Error('text is a box');
    const items = layout.paint(10, 20, { index: 0, count: 1 });
    const d = pathOf(items)!.d;
    const xs = [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...ys(d))).toBeCloseTo(20 + 36.14, 1);
    expect(Math.max(...xs)).toBeLessThanOrEqual(10 + 155.2 + 0.01);
    const caption = items.find((i): i is TextItem => i.kind === 'text')!;
    expect(caption.y).toBeGreaterThan(20 + 36.14);
  });
  it('encodes the title of a barcode or QR code with no field, as hiprint does', () => {
    const barcode = paint({ title: 'LARDER-01', textType: 'barcode', width: 150, height: 50 });
    expect(pathOf(barcode)).toBeDefined();
    expect(text(barcode)).toBe('LARDER-01');
    const qr = paint({ title: 'https://larder.example', textType: 'qrcode', width: 60, height: 60 });
    expect(pathOf(qr)?.d).toEqual(pathOf(paint({ field: 'u', textType: 'qrcode', width: 60, height: 60 }, { u: 'https://larder.example' }))?.d);
  });
  it('shows 此格式不支持该文本 for text the format cannot encode', () => {
    const items = paint({ field: 'sku', textType: 'barcode', barcodeMode: 'EAN13', width: 150, height: 50 }, { sku: 'ABC' });
    expect(pathOf(items)).toBeUndefined();
    expect(text(items)).toBe('此格式不支持该文本');
  });
  it('draws a QR code as vector modules, square, within the box', () => {
    const items = paint({ field: 'url', textType: 'qrcode', width: 80, height: 60 }, { url: 'https://larder.example/o/1' });
    const d = pathOf(items)!.d;
    const xs = [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(10 + 10); // centred: (80 - 60) / 2
  });
  it('leaves the box empty for an empty value', () => {
    expect(paint({ field: 'url', textType: 'qrcode', width: 80, height: 60 }, {})).toEqual([]);
  });
  it('shows 二维码生成失败 when the text does not fit in a QR code', () => {
    const items = paint({ field: 'url', textType: 'qrcode', width: 300, height: 60 }, { url: 'x'.repeat(5000) });
    expect(text(items)).toBe('二维码生成失败');
  });
});

describe('text element: formatter hook', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox();
  });
  afterAll(() => sandbox.dispose());

  it('replaces the text with what the formatter returns, run in the sandbox', () => {
    const ctx = testContext({ hooks: sandbox });
    const formatter = "function (title, value, options, data) { return title + '=' + value + ' (' + data.unit + ')'; }";
    expect(text(paint({ title: '数量', field: 'qty', formatter }, { qty: 12, unit: 'kg' }, ctx))).toBe('数量=12 (kg)');
    expect(ctx.diagnostics).toEqual([]);
  });

  it('skips a failing formatter and reports it in the diagnostics', () => {
    const ctx = testContext({ hooks: sandbox });
    const items = paint({ title: '数量', field: 'qty', formatter: 'function () { throw new Error("boom"); }' }, { qty: 12 }, ctx);
    expect(text(items)).toBe('数量：12');
    expect(ctx.diagnostics).toEqual([
      expect.objectContaining({ code: 'hook-failed', path: 'panels[0].printElements[0].options.formatter', message: expect.stringContaining('boom') }),
    ]);
  });

  it('stops a formatter that never returns and goes on', () => {
    const ctx = testContext({ hooks: sandbox });
    expect(text(paint({ title: 'A', field: 'a', formatter: 'function () { for (;;) {} }' }, { a: 1 }, ctx))).toBe('A：1');
    expect(ctx.diagnostics[0]!.message).toMatch(/timed out/);
  });
});
