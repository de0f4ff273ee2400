/** Helpers for the table's tests: a one-table template through loadTemplate and paginate. */
import type { LayoutContext } from '../../context.ts';
import { loadTemplate } from '../../load/load.ts';
import { paginate } from '../../paginate/paginate.ts';
import type { DisplayItem, LineItem, PageDescription, PathItem, RectItem, TextItem } from '../../page.ts';

export interface RenderOptions {
  /** Panel fields (paperHeader, paperFooter, width, height ...). */
  panel?: Record<string, unknown>;
  /** printElementType fields besides type. */
  type?: Record<string, unknown>;
  /** Elements placed after the table. */
  after?: unknown[];
}

/** A table element's JSON: 300 pt wide at (20, 20), bound to `rows`. */
export function tableJson(options: Record<string, unknown>, type: Record<string, unknown> = {}): Record<string, unknown> {
  return { options: { left: 20, top: 20, width: 300, height: 40, field: 'rows', ...options }, printElementType: { type: 'table', ...type } };
}

/** Paginate one table (plus `after` elements) on a small panel without paper numbers. */
export function renderTable(options: Record<string, unknown>, data: Record<string, unknown>, ctx: LayoutContext, render: RenderOptions = {}) {
  const template = loadTemplate({
    panels: [
      {
        width: 150,
        height: 200,
        paperHeader: 20,
        paperFooter: 540,
        paperNumberDisabled: true,
        ...render.panel,
        printElements: [tableJson(options, render.type), ...(render.after ?? [])],
      },
    ],
  });
  return paginate(template, data, ctx);
}

export const flat = (items: DisplayItem[]): DisplayItem[] => items.flatMap((i) => (i.kind === 'group' ? flat(i.items) : [i]));
export const textItems = (page: PageDescription): TextItem[] => flat(page.items).filter((i): i is TextItem => i.kind === 'text');
export const texts = (page: PageDescription): string[] => textItems(page).map((t) => t.text);
export const lineItems = (page: PageDescription): LineItem[] => flat(page.items).filter((i): i is LineItem => i.kind === 'line');
export const rectItems = (page: PageDescription): RectItem[] => flat(page.items).filter((i): i is RectItem => i.kind === 'rect');
export const pathItems = (page: PageDescription): PathItem[] => flat(page.items).filter((i): i is PathItem => i.kind === 'path');

/** `n` rows { id: 'r1'.., name, amount }. */
export function rowsOf(n: number, extra: (i: number) => Record<string, unknown> = () => ({})): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, name: `item ${i + 1}`, amount: i + 1, ...extra(i) }));
}
