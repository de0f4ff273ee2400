/**
 * The table element, first cut: one header row of the leaf columns, text body cells wrapped in
 * their column, rows paginated with the header repeated per tableHeaderRepeat. Column groups,
 * summaries, merges, grouping, grid columns and cell types arrive with the tables issue; their
 * options load and are kept, and layout ignores them until then.
 */
import { colorOption, fieldValue } from '../common/index.ts';
import type { ElementEnv, ElementFlow, ElementType, FlowChunk, FlowSlot } from '../types.ts';
import type { TemplateElement } from '../../model/types.ts';
import type { DisplayItem, Stroke } from '../../page.ts';
import { breakLines, placeLines } from '../../text/index.ts';
import type { TextLine, TextStyle } from '../../text/types.ts';
import { textStyle } from '../text/style.ts';

/** Column width when a column has none (specification section 3). */
export const DEFAULT_COLUMN_WIDTH = 100;
export const NO_ROOM_NOTICE = '没有足够空间进行表格分页，请调整页眉/页脚线';
const CELL_PADDING = 2;
const DEFAULT_ROW_HEIGHT = 20;

interface Column {
  title: string;
  field?: string;
  width: number;
  align: 'left' | 'center' | 'right';
}

interface Row {
  cells: TextLine[][];
  height: number;
}

/** The leaf columns of the last header row that are not hidden (checked false). */
export function leafColumns(element: TemplateElement): Column[] {
  const rows = element.options.columns ?? element.printElementType.columns;
  const last = Array.isArray(rows) && rows.length ? rows[rows.length - 1] : undefined;
  const list = Array.isArray(last) ? last : [];
  const columns = list
    .filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null && c.checked !== false)
    .map((c) => {
      const titleField = typeof c.title === 'string' ? c.title : '';
      const hash = titleField.indexOf('#');
      const title = hash > 0 && hash < titleField.length - 1 ? titleField.slice(0, hash) : titleField;
      const width = Number(c.width);
      const align = c.align === 'center' || c.align === 'right' ? c.align : 'left';
      return { title, field: typeof c.field === 'string' ? c.field : undefined, width: width > 0 ? width : DEFAULT_COLUMN_WIDTH, align } as Column;
    });
  // hiprint stretches the columns to the table's width.
  const total = columns.reduce((s, c) => s + c.width, 0);
  const scale = total > 0 ? element.options.width / total : 1;
  return columns.map((c) => ({ ...c, width: c.width * scale }));
}

export const tableType: ElementType = {
  type: 'table',
  defaults: { left: 0, top: 0, width: 550, height: 36, fontSize: 9 },
  layout(element, env): ElementFlow {
    const { options } = element;
    const columns = leafColumns(element);
    const style = textStyle(options, env);
    const headerStyle: TextStyle = {
      ...style,
      font: env.ctx.fonts.resolve(options.fontFamily ?? env.panelFontFamily, (options.tableHeaderFontWeight as string | undefined) ?? 'bold'),
      size: (options.tableHeaderFontSize as number | undefined) ?? style.size,
    };
    const records = tableRecords(element, env);
    const makeRow = (texts: string[], s: TextStyle, minHeight: number): Row => {
      const cells = texts.map((t, i) =>
        breakLines([{ text: t, style: s }], { maxWidth: columns[i]!.width - 2 * CELL_PADDING }, env.ctx.fonts),
      );
      const content = Math.max(0, ...cells.map((ls) => ls.reduce((h, l) => h + l.height, 0)));
      return { cells, height: Math.max(minHeight, content + 2 * CELL_PADDING) };
    };
    const header = makeRow(columns.map((c) => c.title), headerStyle, (options.tableHeaderRowHeight as number | undefined) ?? DEFAULT_ROW_HEIGHT);
    const bodyHeight = (options.tableBodyRowHeight as number | undefined) ?? DEFAULT_ROW_HEIGHT;
    const rows = records.map((r) => makeRow(columns.map((c) => cellText(fieldValue(r, c.field))), style, bodyHeight));
    const repeat = options.tableHeaderRepeat ?? 'page';
    const stroke: Stroke = { color: colorOption(options.borderColor, '#000000').color, width: 0.75 };
    let next = 0;
    let first = true;

    const drawRow = (row: Row, x: number, y: number, items: DisplayItem[], fill?: string) => {
      let cx = x;
      row.cells.forEach((lines, i) => {
        const col = columns[i]!;
        if (fill) items.push({ kind: 'rect', x: cx, y, width: col.width, height: row.height, fill: { color: fill } });
        items.push({ kind: 'rect', x: cx, y, width: col.width, height: row.height, stroke });
        items.push(
          ...placeLines(lines, {
            x: cx + CELL_PADDING,
            y: y + CELL_PADDING,
            width: col.width - 2 * CELL_PADDING,
            height: row.height - 2 * CELL_PADDING,
            align: col.align,
            verticalAlign: 'middle',
          }),
        );
        cx += col.width;
      });
    };

    return {
      kind: 'flow',
      next(slot: FlowSlot): FlowChunk {
        const showHeader = repeat === 'page' || (repeat === 'first' && first);
        const headerHeight = showHeader ? header.height : 0;
        let used = headerHeight;
        let end = next;
        while (end < rows.length && used + rows[end]!.height <= slot.available) used += rows[end++]!.height;
        const nothingFits = end === next && next < rows.length;
        if (nothingFits && !slot.atTop) return { height: 0, done: false, paint: () => [] };
        const items: DisplayItem[] = [];
        if (nothingFits) {
          // Not even one row fits on an empty page: say so instead of paging forever.
          items.push(...placeLines(
            breakLines([{ text: NO_ROOM_NOTICE, style: { ...style, color: '#ff0000' } }], { maxWidth: options.width }, env.ctx.fonts),
            { x: slot.x, y: slot.y, width: options.width, height: 20, align: 'left', verticalAlign: 'top' },
          ));
          env.ctx.diagnostics.push({ code: 'table-no-room', message: NO_ROOM_NOTICE, path: element.path, page: slot.page.index });
          next = rows.length;
          return { height: 20, done: true, paint: () => items };
        }
        let y = slot.y;
        if (showHeader && columns.length) {
          drawRow(header, slot.x, y, items, (options.tableHeaderBackground as string | undefined) ?? undefined);
          y += header.height;
        }
        for (let i = next; i < end; i++) {
          drawRow(rows[i]!, slot.x, y, items);
          y += rows[i]!.height;
        }
        next = end;
        first = false;
        return { height: y - slot.y, done: next >= rows.length, paint: () => items };
      },
    };
  },
};

/** The table's rows: the data list bound by field (a table's field names its list). */
function tableRecords(element: TemplateElement, env: ElementEnv): Record<string, unknown>[] {
  const { options } = element;
  let value = fieldValue(env.data, options.field);
  if ((value === undefined || value === null) && env.ctx.mode === 'design') {
    value = options.testData !== undefined ? safeParse(options.testData) : undefined;
  }
  return Array.isArray(value) ? value.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null) : [];
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
