import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LineItem, TextItem } from '../../page.ts';
import { createFontBook } from '../../text/fonts.ts';
import { layoutHtmlTable, parseStyleSheet } from './htmlTable.ts';
import type { HtmlStyle } from './inlineStyle.ts';

const font = (name: string) => new Uint8Array(readFileSync(new URL(`../../../public/fonts/${name}.ttf`, import.meta.url)));
const fonts = createFontBook({ 'NotoSansSC-Regular': font('NotoSansSC-Regular'), 'NotoSansSC-Bold': font('NotoSansSC-Bold') });
const base: HtmlStyle = { bold: false, oblique: false, underline: false, lineThrough: false, overline: false, size: 12, color: '#000000' };

// The shape of a spreadsheet export pasted into hiprint (ccsimple-template8).
const MARKUP = `<style>
td { padding-top: 1px; padding-left: 1px; padding-right: 1px; font-size: 11pt; border: none; text-align: general; vertical-align: middle; }
.c { text-align: center; border: .5pt solid #000000; }
.open { border-top: .5pt solid #000000; border-bottom: none; }
</style>
<table style='border-collapse:collapse;width:100%;'>
 <col width=100 style='width:50pt;'>
 <col width=100 style='width:50pt;' span=2>
 <tr height=40 style='height:20pt;'><td colspan=3 class=c>标题</td></tr>
 <tr style='height:30pt;'><td rowspan=2 class="c">A</td><td class=open>b</td><td class=c style='border-bottom:.5pt solid #ff0000;'>c</td></tr>
 <tr style='height:30pt;'><td>d</td><td>e</td></tr>
</table>`;

function texts(items: ReturnType<ReturnType<typeof layoutHtmlTable>['paint']>): TextItem[] {
  return items.filter((i): i is TextItem => i.kind === 'text');
}

describe('html table', () => {
  it('reads simple selectors of <style> and skips the rest', () => {
    const sheet = parseStyleSheet('<style>/* x */ td, .a { color: red } div p { color: blue } td.b { x: y }</style>');
    expect(sheet.map((r) => [r.tag, r.className, r.specificity])).toEqual([
      ['td', undefined, 1],
      [undefined, 'a', 10],
      ['td', 'b', 11],
    ]);
  });

  it('sizes columns from <col> scaled to the table width, rows from their heights, cells by span', () => {
    const table = layoutHtmlTable(MARKUP, parseStyleSheet(MARKUP), base, 300, fonts);
    expect(table.width).toBeCloseTo(300);
    expect(table.height).toBeCloseTo(80);
    const items = table.paint(10, 20);
    const t = texts(items);
    expect(t.map((i) => i.text)).toEqual(['标题', 'A', 'b', 'c', 'd', 'e']);
    // Title centred over all three 100 pt columns; A centred in the first column across two rows.
    const title = t[0]!;
    expect(title.x + title.width / 2).toBeCloseTo(10 + 150, 0);
    expect(title.size).toBe(11);
    const a = t[1]!;
    expect(a.x + a.width / 2).toBeCloseTo(10 + 50, 0);
    expect(a.y).toBeGreaterThan(20 + 20 + 20);
    expect(a.y).toBeLessThan(20 + 20 + 40);
    // "general" is not an alignment: b is left, after the 1 px padding.
    expect(t[2]!.x).toBeCloseTo(10 + 100 + 0.75, 1);
  });

  it('draws each cell\'s own borders on the grid lines, inline style over class', () => {
    const items = layoutHtmlTable(MARKUP, parseStyleSheet(MARKUP), base, 300, fonts).paint(0, 0);
    const lines = items.filter((i): i is LineItem => i.kind === 'line');
    const at = (x1: number, y1: number, x2: number, y2: number) =>
      lines.filter((l) => Math.abs(l.x1 - x1) < 0.01 && Math.abs(l.y1 - y1) < 0.01 && Math.abs(l.x2 - x2) < 0.01 && Math.abs(l.y2 - y2) < 0.01);
    // The title's frame, .5 pt black.
    expect(at(0, 0, 300, 0)[0]!.stroke).toEqual({ color: '#000000', width: 0.5 });
    // b: a top border only.
    expect(at(100, 20, 200, 20)).toHaveLength(1);
    expect(at(100, 50, 200, 50)).toHaveLength(0);
    expect(at(100, 20, 100, 50)).toHaveLength(0);
    // c: its inline red bottom border wins over the class's black one.
    expect(at(200, 50, 300, 50)[0]!.stroke.color).toBe('#ff0000');
    // d and e (td only: border none) draw nothing.
    expect(lines.filter((l) => l.y1 === 80 && l.y2 === 80 && l.x1 >= 100)).toHaveLength(0);
  });

  it('grows a row for text that needs more than its height', () => {
    const markup = '<table><tr style="height:5pt"><td>one<br>two<br>three</td></tr></table>';
    const table = layoutHtmlTable(markup, parseStyleSheet(markup), base, 100, fonts);
    expect(table.height).toBeGreaterThan(3 * 12);
  });
});
