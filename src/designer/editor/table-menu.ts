/**
 * What may be edited on a table: the editing switches of section 3 and the context-menu rules
 * of section 5. The menu and the table commands' predicates both ask here, so a switch
 * that greys out a menu entry also refuses the command.
 */
import { type ElementJson, resolveElementType } from '../../../engine/index.ts';
import { locate } from './document.ts';
import type { Editor } from './editor.ts';
import type { CellSelection } from './events.ts';
import { cellAtVisible, cellsIn, columnMove, expandRect, gridCol, readGrid, type GridCell, type GridRect, type TableGrid } from './table-grid.ts';

/** The table editing switches (section 3); each is on unless the element or its type turns it off. */
export const TABLE_SWITCHES = [
  'editable',
  'columnDisplayEditable',
  'columnDisplayIndexEditable',
  'columnTitleEditable',
  'columnResizable',
  'columnAlignEditable',
  'isEnableEditField',
  'isEnableContextMenu',
  'isEnableInsertRow',
  'isEnableDeleteRow',
  'isEnableInsertColumn',
  'isEnableDeleteColumn',
  'isEnableMergeCell',
] as const;
export type TableSwitch = (typeof TABLE_SWITCHES)[number];

const isSet = (v: unknown) => v !== undefined && v !== null && v !== '';

/** A switch of a table: the element's options first, then its printElementType; default on. */
export function tableSwitch(element: ElementJson, name: TableSwitch): boolean {
  const own = element.options?.[name];
  const v = isSet(own) ? own : element.printElementType?.[name];
  return v !== false && v !== 'false';
}

export const isTable = (element: ElementJson): boolean => {
  const r = resolveElementType(element);
  return r.kind === 'type' && r.type === 'table';
};

/** Where a table keeps its columns: options when set there, else printElementType (as the engine reads them). */
export function columnsHome(element: ElementJson): 'options' | 'printElementType' {
  return isSet(element.options?.columns) ? 'options' : 'printElementType';
}

/** The table's header grid. */
export const gridOf = (element: ElementJson): TableGrid => readGrid(element[columnsHome(element)]?.columns);

/** The cell selection as a grid rectangle (visible columns turned into grid columns). */
export function selectionRect(grid: TableGrid, cells: Pick<CellSelection, 'row0' | 'col0' | 'row1' | 'col1'>): GridRect | undefined {
  const c0 = gridCol(grid, cells.col0);
  const c1 = gridCol(grid, cells.col1);
  const rows = grid.rowCount;
  if (c0 === undefined || c1 === undefined || cells.row0 < 0 || cells.row1 < 0 || cells.row0 >= rows || cells.row1 >= rows) return undefined;
  return { row0: cells.row0, col0: c0, row1: cells.row1, col1: c1 };
}

/** The merged cells (span over one slot) inside a selection, grown to whole cells. */
export function mergedCellsIn(grid: TableGrid, rect: GridRect): GridCell[] {
  return cellsIn(grid, expandRect(grid.cells, rect)).filter((c) => c.rowspan * c.colspan > 1);
}

export interface TableMenuState {
  /** The menu opens at all (editable, isEnableContextMenu, a cell selected). */
  enabled: boolean;
  insertRowAbove: boolean;
  insertRowBelow: boolean;
  /** Off with a single header row. */
  deleteRow: boolean;
  insertColumnLeft: boolean;
  insertColumnRight: boolean;
  /** Off with a single column, or when the cell covers every column. */
  deleteColumn: boolean;
  /** columnDisplayIndexEditable; off at the first (last) visible column or across a group's border. */
  moveColumnLeft: boolean;
  moveColumnRight: boolean;
  /** Off when the selection is one cell. */
  mergeCells: boolean;
  /** Off when no selected cell spans more than 1 x 1. */
  splitCell: boolean;
}

const CLOSED: TableMenuState = {
  enabled: false,
  insertRowAbove: false,
  insertRowBelow: false,
  deleteRow: false,
  insertColumnLeft: false,
  insertColumnRight: false,
  deleteColumn: false,
  moveColumnLeft: false,
  moveColumnRight: false,
  mergeCells: false,
  splitCell: false,
};

/** Menu entries for a table element and a cell selection (anchor row0/col0). */
export function tableMenuStateFor(element: ElementJson, cells: Pick<CellSelection, 'row0' | 'col0' | 'row1' | 'col1'>): TableMenuState {
  if (!isTable(element) || !tableSwitch(element, 'editable') || !tableSwitch(element, 'isEnableContextMenu')) return CLOSED;
  const grid = gridOf(element);
  const anchor = cellAtVisible(grid, cells.row0, cells.col0);
  const rect = selectionRect(grid, cells);
  if (!anchor || !rect) return CLOSED;
  const on = (name: TableSwitch) => tableSwitch(element, name);
  const spansAll = grid.visible.every((g) => g >= anchor.col && g < anchor.col + anchor.colspan);
  const merge = on('isEnableMergeCell');
  return {
    enabled: true,
    insertRowAbove: on('isEnableInsertRow'),
    insertRowBelow: on('isEnableInsertRow'),
    deleteRow: on('isEnableDeleteRow') && grid.rowCount > 1,
    insertColumnLeft: on('isEnableInsertColumn'),
    insertColumnRight: on('isEnableInsertColumn'),
    deleteColumn: on('isEnableDeleteColumn') && grid.visible.length > 1 && !spansAll,
    moveColumnLeft: canMoveColumn(element, grid, anchor, 'left'),
    moveColumnRight: canMoveColumn(element, grid, anchor, 'right'),
    mergeCells: merge && cellsIn(grid, expandRect(grid.cells, rect)).length > 1,
    splitCell: merge && mergedCellsIn(grid, rect).length > 0,
  };
}

/** A header cell's column may move one visible column `to` that side (editable, columnDisplayIndexEditable). */
export function canMoveColumn(element: ElementJson, grid: TableGrid, cell: GridCell, to: 'left' | 'right'): boolean {
  return tableSwitch(element, 'editable') && tableSwitch(element, 'columnDisplayIndexEditable') && columnMove(grid, cell, to) !== undefined;
}

/** Which context-menu entries are enabled for the editor's cell selection. */
export function tableMenuState(editor: Editor): TableMenuState {
  const cells = editor.cellSelection;
  const element = cells ? locate(editor.doc, cells.id)?.element : undefined;
  return cells && element ? tableMenuStateFor(element, cells) : CLOSED;
}
