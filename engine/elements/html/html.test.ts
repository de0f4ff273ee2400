import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LayoutMode } from '../../context.ts';
import type { DisplayItem, GroupItem, TextItem } from '../../page.ts';
import { createFontBook } from '../../text/fonts.ts';
import { asBox, testElement, testEnv } from '../common/testing.ts';
import { htmlType } from './index.ts';

const font = (name: string) => new Uint8Array(readFileSync(new URL(`../../../public/fonts/${name}.ttf`, import.meta.url)));
const fonts = createFontBook({ 'NotoSansSC-Regular': font('NotoSansSC-Regular'), 'NotoSansSC-Bold': font('NotoSansSC-Bold') });

function paint(options: Record<string, unknown>, data: Record<string, unknown> = {}, mode: LayoutMode = 'print') {
  const env = testEnv(data, { fonts, mode });
  const layout = asBox(htmlType.layout(testElement('html', options), env));
  return { layout, items: layout.paint(10, 20, { index: 0 }) };
}

function flatten(items: DisplayItem[]): DisplayItem[] {
  return items.flatMap((item) => (item.kind === 'group' ? flatten(item.items) : [item]));
}
const textsOf = (items: DisplayItem[]) => flatten(items).filter((i): i is TextItem => i.kind === 'text');

describe('html element', () => {
  it('defaults to 120 x 60 and 12 pt (hiprint leaves html at Chromium\'s 16 px) and lays out paragraphs in the content box', () => {
    const { layout, items } = paint({ content: '<p>Hello</p><p><b>中文</b></p>', contentPaddingLeft: 4, contentPaddingTop: 2 });
    expect(layout.height).toBe(60);
    const texts = textsOf(items);
    expect(texts.map((t) => [t.text, t.font, t.size, t.x])).toEqual([
      ['Hello', 'NotoSansSC-Regular', 12, 14],
      ['中文', 'NotoSansSC-Bold', 12, 14],
    ]);
    expect(texts[0]!.y).toBeGreaterThan(22);
    expect(texts[1]!.y).toBeGreaterThan(texts[0]!.y);
    expect(items.some((i) => i.kind === 'group')).toBe(false);
  });

  it('uses the element font options as the base style, lineHeight and alignment', () => {
    const { items } = paint({ content: 'a<br>b', fontSize: 12, color: 'red', lineHeight: 30, textAlign: 'right', width: 100 });
    const [a, b] = textsOf(items);
    expect(a).toMatchObject({ text: 'a', size: 12, color: '#ff0000' });
    expect(b!.y - a!.y).toBe(30);
    expect(a!.x + a!.width).toBeCloseTo(110, 3);
  });

  it('draws a top-level div with a border and a size as a border-box frame, its text inside, not clipped', () => {
    const { items } = paint({ content: 'above<div style="width: 200px; height: 100px; border: 2px solid #ff0000; padding: 4px">点击打印预览查看</div>', width: 100, height: 50 });
    const frame = items.find((i) => i.kind === 'rect')!;
    const above = textsOf(items).find((t) => t.text === 'above')!;
    // The frame starts under the flowing line, 150 x 75 pt outside its 1.5 pt border.
    expect(frame).toMatchObject({ kind: 'rect', x: 10.75, width: 148.5, height: 73.5, stroke: { color: '#ff0000', width: 1.5 } });
    // One 12 pt line of Noto Sans SC (its natural line height, about 17.4 pt) above the frame.
    expect(frame.kind === 'rect' ? frame.y - 0.75 - 20 : 0).toBeCloseTo(17.4, 0);
    expect(above.y).toBeLessThan(frame.kind === 'rect' ? frame.y : 0);
    const inside = textsOf(items).find((t) => t.text.startsWith('点击'))!;
    expect(inside.x).toBeCloseTo(10 + 1.5 + 3, 3);
    expect(items.some((i) => i.kind === 'group')).toBe(false);
  });

  it('clips content taller than the box', () => {
    const { layout, items } = paint({ content: '<p>1</p><p>2</p><p>3</p><p>4</p>', height: 20, backgroundColor: '#eee' });
    expect(layout.height).toBe(20);
    expect(items[0]).toMatchObject({ kind: 'rect', fill: { color: '#eeeeee' } });
    const group = items[1] as GroupItem;
    expect(group).toMatchObject({ kind: 'group', clip: { x: 10, y: 20, width: 120, height: 20 } });
    expect(textsOf(group.items).map((t) => t.text)).toEqual(['1', '2', '3', '4']);
  });

  it('takes the bound field, then testData only when designing', () => {
    expect(textsOf(paint({ field: 'a.b' }, { a: { b: '<i>bound</i>' } }).items)).toMatchObject([{ text: 'bound', oblique: true }]);
    expect(paint({ field: 'x', testData: 'sample' }).items).toEqual([]);
    expect(textsOf(paint({ field: 'x', testData: 'sample' }, {}, 'design').items).map((t) => t.text)).toEqual(['sample']);
  });

  it('draws nothing but decorations for an img with an onerror handler', () => {
    const { items } = paint({ content: '<img src=x onerror=alert(1)>', borderLeft: 'solid' });
    expect(items).toEqual([{ kind: 'line', x1: 10.375, y1: 20, x2: 10.375, y2: 80, stroke: { color: '#000000', width: 0.75 } }]);
    expect(JSON.stringify(items)).not.toContain('alert');
  });

  it('rotates with the element', () => {
    const { items } = paint({ content: 'x', transform: 180 });
    expect(items).toMatchObject([{ kind: 'group', transform: [-1, 0, 0, -1, 140, 100] }]);
  });
});

describe('html element: formatter hook', () => {
  it('draws the markup a formatter builds from the data, run in the sandbox', async () => {
    const { createSandbox } = await import('../../sandbox/index.ts');
    const sandbox = await createSandbox();
    try {
      const element = testElement('html', {
        width: 200,
        height: 40,
        // hiprint's html element calls formatter(value, options, templateData).
        formatter: "function (value, options, data) { return '<b>' + data.school + '</b> 共 ' + data.count + ' 份' + (options.width === 200 ? '' : '?'); }",
      });
      const env = testEnv({ school: '实验小学', count: 3 }, { fonts, hooks: sandbox });
      const items = asBox(htmlType.layout(element, env)).paint(0, 0, { index: 0, count: 1 });
      const texts = items.filter((i): i is TextItem => i.kind === 'text');
      expect(texts.map((t) => t.text).join('')).toBe('实验小学 共 3 份');
      expect(texts[0]!.font).toBe('NotoSansSC-Bold');
      expect(env.ctx.diagnostics).toEqual([]);
    } finally {
      sandbox.dispose();
    }
  });
});
