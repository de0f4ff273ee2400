/**
 * Table commands over the header grid (`columns`): titles, column options, column widths,
 * row heights, and the context menu's structural edits. Cells are addressed as views see
 * them: a header row and a visible leaf column (the engine's HeaderCell row and col).
 * Each command's predicate asks the same rules as the context menu (table-menu.ts).
 */
import {
  bandsOf,
  type ElementJson,
  positiveOptionNumber as positiveNumber,
  type RawColumn,
  splitTitle,
  tableSettings,
  type TemplateElement,
  type TemplateJson,
} from '../../../engine/index.ts';
import type { CommandRegistry } from './commands.ts';
import { draftOptions, elementAt, locate, num, type ElementRef } from './document.ts';
import type { Editor } from './editor.ts';
import {
  cellAtVisible,
  columnMove,
  deleteColumns,
  deleteRow,
  expandRect,
  insertColumn,
  insertRow,
  mergeCells,
  moveColumns,
  resizeColumnWidths,
  splitCells,
  type GridCell,
  type TableGrid,
} from './table-grid.ts';
import {
  canMoveColumn,
  columnsHome,
  gridOf,
  isTable,
  mergedCellsIn,
  selectionRect,
  tableMenuStateFor,
  tableSwitch,
  type TableMenuState,
  type TableSwitch,
} from './table-menu.ts';

/** Row heights move in whole points (section 5) and never below this, pt. */
export const MIN_ROW_HEIGHT = 6;

export interface CellArgs {
  /** The table; default: the cell selection's table. */
  id?: string;
  /** Header row and visible leaf column; default: the cell selection's anchor. */
  row?: number;
  col?: number;
}

interface Target {
  ref: ElementRef;
  grid: TableGrid;
  cell: GridCell;
  row: number;
  col: number;
}

/** The table cell a command acts on, from its arguments or the cell selection. */
function target(editor: Editor, a: CellArgs | undefined): Target | undefined {
  const sel = editor.cellSelection;
  const id = a?.id ?? sel?.id;
  const ref = id ? locate(editor.doc, id) : undefined;
  if (!ref || !isTable(ref.element)) return undefined;
  const fromSelection = sel && sel.id === id;
  const row = a?.row ?? (fromSelection ? sel.row0 : undefined);
  const col = a?.col ?? (fromSelection ? sel.col0 : undefined);
  if (row === undefined || col === undefined) return undefined;
  const grid = gridOf(ref.element);
  const cell = cellAtVisible(grid, row, col);
  return cell ? { ref, grid, cell, row, col } : undefined;
}

const allowed = (t: Target | undefined, ...switches: TableSwitch[]): t is Target =>
  t !== undefined && switches.every((s) => tableSwitch(t.ref.element, s));

/** The menu state for the command's cell (its args, or the selection). */
function menuFor(editor: Editor, t: Target): TableMenuState {
  const sel = editor.cellSelection;
  const useSel = sel && sel.id === t.ref.id && sel.row0 === t.row && sel.col0 === t.col;
  return tableMenuStateFor(t.ref.element, useSel ? sel : { row0: t.row, col0: t.col, row1: t.row, col1: t.col });
}

/** The stored columns of a table inside a change recipe. */
const draftColumnsOf = (doc: TemplateJson, ref: ElementRef) => {
  const element = elementAt(doc, ref);
  const home = columnsHome(ref.element);
  return { element, home, holder: (home === 'options' ? draftOptions(element) : (element.printElementType ??= {})) as Record<string, unknown> };
};

/** The stored column object of a cell inside a change recipe. */
function draftCell(doc: TemplateJson, ref: ElementRef, cell: GridCell): RawColumn {
  let node: unknown = draftColumnsOf(doc, ref).holder.columns;
  for (const i of cell.at) node = (node as unknown[])[i];
  return node as RawColumn;
}

/** Replace a table's rows of columns (a structural edit). */
function writeRows(editor: Editor, t: Target, rows: RawColumn[][]): boolean {
  return editor.change({ reason: 'table column field', ids: [t.ref.id] }, (doc) => {
    draftColumnsOf(doc, t.ref).holder.columns = rows;
  });
}

/** Set options of one header cell; `undefined` removes an option. */
function setCell(editor: Editor, t: Target, options: Record<string, unknown>): boolean {
  return editor.change({ reason: 'table column field', ids: [t.ref.id] }, (doc) => {
    const raw = draftCell(doc, t.ref, t.cell);
    for (const [key, value] of Object.entries(options)) {
      if (value === undefined) delete raw[key];
      else raw[key] = value;
    }
  });
}

/**
 * The stored fields for a title typed into a header cell (section 5): with a field chosen
 * from the field list, title plus field; with field editing on, 'a#b' is title a with column
 * id and field b ('#a' and 'a#' stay whole); otherwise the text is the title.
 */
export function columnTitleFields(text: string, field: string | undefined, fieldEditing: boolean): Record<string, string> {
  if (field !== undefined) return { title: text, field };
  if (!fieldEditing) return { title: text };
  const split = splitTitle(text);
  return split.field ? { title: split.title, columnId: split.field, field: split.field } : { title: text };
}

/** Column options and the switch each needs besides `editable`. */
const OPTION_SWITCHES: Readonly<Record<string, TableSwitch>> = {
  title: 'columnTitleEditable',
  field: 'isEnableEditField',
  checked: 'columnDisplayEditable',
  align: 'columnAlignEditable',
  halign: 'columnAlignEditable',
  vAlign: 'columnAlignEditable',
  width: 'columnResizable',
};

/** The width a table's columns are stretched to (one band of a gridColumns table), pt. */
function bandWidth(element: ElementJson): number {
  const view = { options: element.options ?? {}, printElementType: element.printElementType ?? {}, path: '' } as unknown as TemplateElement;
  return bandsOf(Math.max(0, num(element.options?.width)), tableSettings(view)).width;
}

/** Which stored option a row grip resizes: header rows share tableHeaderRowHeight (the engine's one minimum), body rows tableBodyRowHeight. */
export const rowHeightOption = (grid: TableGrid, row: number): 'tableHeaderRowHeight' | 'tableBodyRowHeight' =>
  row < grid.rowCount ? 'tableHeaderRowHeight' : 'tableBodyRowHeight';

/** The new row height after a grip drag of dy pt from `from`: whole points, at least 6 pt. */
export const rowHeightAfter = (from: number, dy: number): number => Math.max(MIN_ROW_HEIGHT, Math.round(from + dy));

/**
 * Apply a column-border drag to a table inside a change: widths computed from `start` (the
 * element when the drag began), so a long drag never accumulates rounding or the clamp.
 */
export function resizeColumnIn(editor: Editor, id: string, start: ElementJson, row: number, col: number, dx: number): boolean {
  const ref = locate(editor.doc, id);
  if (!ref) return false;
  const grid = gridOf(start);
  const cell = cellAtVisible(grid, row, col);
  const widths = cell && resizeColumnWidths(grid, cell, dx, bandWidth(start));
  if (!widths) return false;
  return editor.change({ reason: 'table column field', ids: [id] }, (doc) => {
    for (const [leaf, width] of widths) {
      const raw = draftCell(doc, ref, leaf);
      if (raw.width !== width) raw.width = width;
    }
  });
}

/** Set a row's height from a grip drag that began at `from` pt (the stored or drawn height). */
export function resizeRowIn(editor: Editor, id: string, row: number, from: number, dy: number): boolean {
  const ref = locate(editor.doc, id);
  if (!ref) return false;
  const key = rowHeightOption(gridOf(ref.element), row);
  const height = rowHeightAfter(from, dy);
  return editor.change({ reason: 'size', ids: [id] }, (doc) => {
    draftOptions(elementAt(doc, ref))[key] = height;
  });
}

/** A row's height to start a drag from: the stored minimum, else what the view drew. */
export function rowHeightOf(element: ElementJson, row: number, drawn?: number): number {
  const key = rowHeightOption(gridOf(element), row);
  return positiveNumber(element.options?.[key]) ?? positiveNumber(element.printElementType?.[key]) ?? drawn ?? MIN_ROW_HEIGHT;
}

/** After a structural edit, select the cell at (row, grid column) of the new grid, if any. */
function selectGridCell(editor: Editor, id: string, row: number, gridColumn: number): void {
  const ref = locate(editor.doc, id);
  const grid = ref ? gridOf(ref.element) : undefined;
  const col = grid?.visible.findIndex((g) => g >= gridColumn) ?? -1;
  if (!grid || col < 0 || row >= grid.rowCount) editor.clearCellSelection();
  else editor.selectCells(id, { row, col });
}

export function registerTableCommands(registry: CommandRegistry): void {
  registry.register<CellArgs & { text: string; field?: string }>({
    name: 'setColumnTitle',
    label: 'Column title',
    predicate: (editor, a) => allowed(target(editor, a), 'editable', 'columnTitleEditable'),
    perform(editor, a) {
      const t = target(editor, a)!;
      return setCell(editor, t, columnTitleFields(a.text, a.field, tableSwitch(t.ref.element, 'isEnableEditField')));
    },
  });

  registry.register<CellArgs & { options: Record<string, unknown> }>({
    name: 'updateColumn',
    label: 'Column options',
    predicate(editor, a) {
      const t = target(editor, a);
      const needs = Object.keys(a.options).flatMap((k) => (OPTION_SWITCHES[k] ? [OPTION_SWITCHES[k]] : []));
      return allowed(t, 'editable', ...needs);
    },
    perform: (editor, a) => setCell(editor, target(editor, a)!, a.options),
  });

  registry.register<CellArgs & { dx: number }>({
    name: 'resizeColumn',
    label: 'Column width',
    predicate: (editor, a) => allowed(target(editor, a), 'editable', 'columnResizable'),
    perform(editor, a) {
      const t = target(editor, a)!;
      return resizeColumnIn(editor, t.ref.id, t.ref.element, t.row, t.col, a.dx);
    },
  });

  registry.register<{ id?: string; row: number; dy: number; height?: number }>({
    name: 'resizeTableRow',
    label: 'Row height',
    predicate(editor, a) {
      const ref = locate(editor.doc, a.id ?? editor.selection[0] ?? '');
      return ref !== undefined && isTable(ref.element) && tableSwitch(ref.element, 'editable') && a.row >= 0;
    },
    perform(editor, a) {
      const ref = locate(editor.doc, a.id ?? editor.selection[0]!)!;
      return resizeRowIn(editor, ref.id, a.row, rowHeightOf(ref.element, a.row, a.height), a.dy);
    },
  });

  registry.register<CellArgs & { where?: 'above' | 'below' }>({
    name: 'insertRow',
    label: 'Insert row',
    predicate(editor, a) {
      const t = target(editor, a);
      return t !== undefined && (a?.where === 'below' ? menuFor(editor, t).insertRowBelow : menuFor(editor, t).insertRowAbove);
    },
    perform(editor, a) {
      const t = target(editor, a)!;
      const at = a?.where === 'below' ? t.cell.row + t.cell.rowspan : t.cell.row;
      return writeRows(editor, t, insertRow(t.grid, at)) && (selectGridCell(editor, t.ref.id, at, t.cell.col), true);
    },
  });

  registry.register<CellArgs>({
    name: 'deleteRow',
    label: 'Delete row',
    predicate: (editor, a) => {
      const t = target(editor, a);
      return t !== undefined && menuFor(editor, t).deleteRow;
    },
    perform(editor, a) {
      const t = target(editor, a)!;
      const ok = writeRows(editor, t, deleteRow(t.grid, t.row));
      if (ok) editor.clearCellSelection();
      return ok;
    },
  });

  registry.register<CellArgs & { where?: 'left' | 'right' }>({
    name: 'insertColumn',
    label: 'Insert column',
    predicate(editor, a) {
      const t = target(editor, a);
      return t !== undefined && (a?.where === 'right' ? menuFor(editor, t).insertColumnRight : menuFor(editor, t).insertColumnLeft);
    },
    perform(editor, a) {
      const t = target(editor, a)!;
      const { col, colspan } = t.cell;
      const [at, like] = a?.where === 'right' ? [col + colspan, col + colspan - 1] : [col, col];
      return writeRows(editor, t, insertColumn(t.grid, at, like)) && (selectGridCell(editor, t.ref.id, t.row, at), true);
    },
  });

  registry.register<CellArgs>({
    name: 'deleteColumn',
    label: 'Delete column',
    predicate: (editor, a) => {
      const t = target(editor, a);
      return t !== undefined && menuFor(editor, t).deleteColumn;
    },
    perform(editor, a) {
      const t = target(editor, a)!;
      const ok = writeRows(editor, t, deleteColumns(t.grid, t.cell.col, t.cell.col + t.cell.colspan - 1));
      if (ok) editor.clearCellSelection();
      return ok;
    },
  });

  registry.register<CellArgs & { to: 'left' | 'right' }>({
    name: 'moveColumn',
    label: 'Move column',
    // Not tied to isEnableContextMenu: the menu is one way in, the command stands alone.
    predicate(editor, a) {
      const t = target(editor, a);
      return t !== undefined && (a.to === 'left' || a.to === 'right') && canMoveColumn(t.ref.element, t.grid, t.cell, a.to);
    },
    perform(editor, a) {
      const t = target(editor, a)!;
      const swap = columnMove(t.grid, t.cell, a.to)!;
      // Where the moved cell starts afterwards: the selection follows it.
      const at = a.to === 'left' ? swap.start : t.cell.col + swap.end - swap.middle;
      return writeRows(editor, t, moveColumns(t.grid, swap)) && (selectGridCell(editor, t.ref.id, t.row, at), true);
    },
  });

  registry.register<{ id?: string } | undefined>({
    name: 'mergeCells',
    label: 'Merge cells',
    predicate: (editor, a) => selectionMenu(editor, a?.id)?.mergeCells ?? false,
    perform(editor) {
      const sel = editor.cellSelection!;
      const t = target(editor, { id: sel.id })!;
      const rect = expandRect(t.grid.cells, selectionRect(t.grid, sel)!);
      const ok = writeRows(editor, t, mergeCells(t.grid, rect));
      if (ok) selectGridCell(editor, sel.id, rect.row0, rect.col0);
      return ok;
    },
  });

  registry.register<{ id?: string } | undefined>({
    name: 'splitCell',
    label: 'Split cell',
    predicate: (editor, a) => selectionMenu(editor, a?.id)?.splitCell ?? false,
    perform(editor) {
      const sel = editor.cellSelection!;
      const t = target(editor, { id: sel.id })!;
      const merged = mergedCellsIn(t.grid, selectionRect(t.grid, sel)!);
      const first = merged[0]!;
      const ok = writeRows(editor, t, splitCells(t.grid, merged));
      if (ok) selectGridCell(editor, sel.id, first.row, first.col);
      return ok;
    },
  });
}

/** Menu state of the cell selection, when it is on table `id` (or any table when id is not given). */
function selectionMenu(editor: Editor, id: string | undefined): TableMenuState | undefined {
  const sel = editor.cellSelection;
  if (!sel || (id !== undefined && id !== sel.id)) return undefined;
  const element = locate(editor.doc, sel.id)?.element;
  return element ? tableMenuStateFor(element, sel) : undefined;
}
