import { describe, expect, it } from 'vitest';
import type { LineItem, TextItem } from '../page.ts';
import { placeLines } from './placeLines.ts';
import type { LineRun, PlaceOptions, TextLine, TextStyle } from './types.ts';

const style = (extra: Partial<TextStyle> = {}): TextStyle => ({ font: 'NotoSansSC-Regular', size: 10, color: '#112233', ...extra });
const run = (text: string, x: number, width: number, extra: Partial<TextStyle> = {}): LineRun => ({
  text,
  style: style(extra),
  x,
  width,
  spaces: [...text].filter((c) => c === ' ').length,
});
const line = (runs: LineRun[], extra: Partial<TextLine> = {}): TextLine => ({
  runs,
  width: runs.length ? runs[runs.length - 1].x + runs[runs.length - 1].width : 0,
  ascent: 8,
  descent: 2,
  height: 14,
  endsParagraph: true,
  ...extra,
});
const box = (extra: Partial<PlaceOptions> = {}): PlaceOptions => ({ x: 100, y: 50, width: 200, height: 100, align: 'left', verticalAlign: 'top', ...extra });
const textItems = (items: ReturnType<typeof placeLines>) => items.filter((item): item is TextItem => item.kind === 'text');
const lineItems = (items: ReturnType<typeof placeLines>) => items.filter((item): item is LineItem => item.kind === 'line');

describe('placeLines: horizontal alignment', () => {
  const one = [line([run('abc', 0, 30)])];

  it('places left, center and right', () => {
    expect(textItems(placeLines(one, box({ align: 'left' })))[0].x).toBe(100);
    expect(textItems(placeLines(one, box({ align: 'center' })))[0].x).toBe(185);
    expect(textItems(placeLines(one, box({ align: 'right' })))[0].x).toBe(270);
  });

  it('keeps a run offset (indent) and left-aligns a line wider than the box', () => {
    expect(textItems(placeLines([line([run('abc', 10, 30)])], box({ align: 'right' })))[0].x).toBe(270);
    expect(textItems(placeLines([line([run('abc', 10, 30)])], box()))[0].x).toBe(110);
    expect(textItems(placeLines([line([run('wide', 0, 250)])], box({ align: 'right' })))[0].x).toBe(100);
    expect(textItems(placeLines([line([run('wide', 0, 250)])], box({ align: 'center' })))[0].x).toBe(100);
  });

  it('justifies a line with spaces through wordSpacing, shifting later runs', () => {
    const lines = [line([run('ab cd', 0, 50), run('e f', 50, 30, { color: '#ff0000' })], { endsParagraph: false })];
    const [first, second] = textItems(placeLines(lines, box({ align: 'justify' })));
    // slack 120 over 2 spaces
    expect(first.wordSpacing).toBe(60);
    expect(first.width).toBe(110);
    expect(first.charSpacing).toBeUndefined();
    expect(second.x).toBe(100 + 110);
    expect(second.wordSpacing).toBe(60);
    expect(second.x + second.width).toBe(300);
  });

  it('justifies a line without spaces through charSpacing over the gaps between characters', () => {
    const lines = [line([run('一二三四五', 0, 50, { letterSpacing: 1 })], { endsParagraph: false })];
    const [item] = textItems(placeLines(lines, box({ align: 'justify' })));
    // slack 150 over 4 gaps, on top of the letter spacing
    expect(item.charSpacing).toBe(1 + 37.5);
    expect(item.wordSpacing).toBeUndefined();
    expect(item.width).toBe(50 + 5 * 37.5);
    expect(item.x).toBe(100);
  });

  it('never justifies the last line of a paragraph', () => {
    const [item] = textItems(placeLines([line([run('ab cd', 0, 50)])], box({ align: 'justify' })));
    expect(item.x).toBe(100);
    expect(item.wordSpacing).toBeUndefined();
    expect(item.charSpacing).toBeUndefined();
    expect(item.width).toBe(50);
  });

  it('passes letterSpacing, opacity and oblique through', () => {
    const [item] = textItems(placeLines([line([run('ab', 0, 24, { letterSpacing: 2, opacity: 0.5, oblique: true })])], box()));
    expect(item).toEqual({ kind: 'text', x: 100, y: 60, text: 'ab', font: 'NotoSansSC-Regular', size: 10, color: '#112233', width: 24, opacity: 0.5, charSpacing: 2, oblique: true });
  });
});

describe('placeLines: vertical placement', () => {
  const two = [line([run('a', 0, 10)]), line([run('b', 0, 10)])];
  const baselines = (place: PlaceOptions) => textItems(placeLines(two, place)).map((item) => item.y);

  it('puts each baseline at half-leading plus ascent', () => {
    // (14 - (8 + 2)) / 2 + 8 = 10
    expect(baselines(box())).toEqual([60, 74]);
  });

  it('aligns top, middle and bottom over the total lines height', () => {
    expect(baselines(box({ verticalAlign: 'middle' }))).toEqual([50 + 36 + 10, 50 + 36 + 24]);
    expect(baselines(box({ verticalAlign: 'bottom' }))).toEqual([50 + 72 + 10, 50 + 72 + 24]);
  });

  it('starts content taller than the box at the top', () => {
    expect(baselines(box({ height: 20, verticalAlign: 'bottom' }))).toEqual([60, 74]);
    expect(baselines(box({ height: 20, verticalAlign: 'middle' }))).toEqual([60, 74]);
  });

  it('counts empty lines in the height without emitting items', () => {
    const items = placeLines([line([run('a', 0, 10)]), line([]), line([run('b', 0, 10)])], box());
    expect(textItems(items).map((item) => item.y)).toEqual([60, 88]);
    expect(items).toHaveLength(2);
  });
});

describe('placeLines: decorations', () => {
  it('draws underline, overline and line-through in the text colour with size/15 thickness', () => {
    const items = placeLines([line([run('ab', 0, 30, { size: 15, underline: true, overline: true, lineThrough: true })])], box());
    expect(items.map((item) => item.kind)).toEqual(['line', 'line', 'text', 'line']);
    const [under, over, through] = lineItems(items);
    const baseline = 60;
    expect(under).toEqual({ kind: 'line', x1: 100, y1: baseline + 1.5, x2: 130, y2: baseline + 1.5, stroke: { color: '#112233', width: 1 } });
    expect(over.y1).toBe(baseline - 8);
    expect(through.y1).toBe(baseline - 4.5);
    expect([over.x1, over.x2, through.x1, through.x2]).toEqual([100, 130, 100, 130]);
  });

  it('spans the justified width and carries opacity', () => {
    const items = placeLines([line([run('a b', 0, 30, { underline: true, opacity: 0.4 })], { endsParagraph: false })], box({ align: 'justify' }));
    const [under] = lineItems(items);
    expect([under.x1, under.x2]).toEqual([100, 300]);
    expect(under.stroke.opacity).toBe(0.4);
  });
});

describe('placeLines: runs and numbers', () => {
  it('merges adjacent runs with the same style', () => {
    const items = textItems(placeLines([line([run('ab', 0, 20), run(' cd', 20, 25), run('e', 45, 10, { color: '#ff0000' })])], box()));
    expect(items.map((item) => [item.text, item.x, item.width])).toEqual([
      ['ab cd', 100, 45],
      ['e', 145, 10],
    ]);
  });

  it('rounds every number to 1/1000 pt', () => {
    const [item] = textItems(placeLines([line([run('a', 0, 10)], { height: 10 / 3 })], box({ x: 1 / 3, verticalAlign: 'bottom' })));
    expect(item.x).toBe(0.333);
    expect(String(item.y).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(3);
  });

  it('is deterministic', () => {
    const lines = [line([run('ab cd', 0, 50, { underline: true })], { endsParagraph: false }), line([run('一二', 7, 20)])];
    const place = box({ align: 'justify', verticalAlign: 'middle' });
    expect(JSON.stringify(placeLines(lines, place))).toBe(JSON.stringify(placeLines(structuredClone(lines), { ...place })));
  });
});
