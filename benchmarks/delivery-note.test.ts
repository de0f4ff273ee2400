import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createContext, createFontBook, type DisplayItem, loadTemplate, paginateEach } from '../engine/index.ts';
import { deliveryNoteData, deliveryNoteTemplate, deliveryRows, NOTE } from './delivery-note.ts';

const FONT_DIR = new URL('../public/fonts/', import.meta.url);
const fonts = {
  'NotoSansSC-Regular': new Uint8Array(readFileSync(new URL('NotoSansSC-Regular.ttf', FONT_DIR))),
  'NotoSansSC-Bold': new Uint8Array(readFileSync(new URL('NotoSansSC-Bold.ttf', FONT_DIR))),
};

const texts = (items: DisplayItem[]): string[] =>
  items.flatMap((item) => (item.kind === 'text' ? [item.text] : item.kind === 'group' ? texts(item.items) : []));

describe('benchmark delivery note', () => {
  it('has rows with 20-character Chinese names, the same on every run', () => {
    const rows = deliveryRows(50);
    expect(rows.every((r) => [...r.name].length === 20 && /^[\u4e00-\u9fff]+$/.test(r.name))).toBe(true);
    expect(deliveryRows(50)).toEqual(rows);
  });

  it('uses only the table options the tables issue names, and lays out with the table that exists', () => {
    const json = deliveryNoteTemplate() as { panels: { printElements: { options: { columns?: Record<string, unknown>[][] } }[] }[] };
    const columns = json.panels[0]!.printElements[1]!.options.columns![0]!;
    expect(columns[0]).toMatchObject({ tableTextType: 'sequence' });
    expect(columns.find((c) => c.field === 'amount')).toMatchObject({ tableSummary: 'sum' });

    const all: string[] = [];
    let pages = 0;
    paginateEach(loadTemplate(json), deliveryNoteData(60), createContext({ fonts: createFontBook(fonts) }), (page) => {
      pages++;
      all.push(...texts(page.items));
    });
    expect(pages).toBeGreaterThan(1);
    const text = all.join('');
    for (const column of NOTE.columns) expect(text).toContain(column.title);
    expect(text).toContain(deliveryRows(60)[59]!.code);
  });
});
