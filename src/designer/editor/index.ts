/** The headless designer editor. */
export { Editor, CLICK_DEBOUNCE_MS, type EditorOptions } from './editor.ts';
export { CommandRegistry, type Command, type KeyInput } from './commands.ts';
export { copyJson, parsePaste, newElement, PASTE_OFFSET, type AddElementArgs, type PasteArgs } from './builtin-commands.ts';
export { History, HISTORY_LIMIT, type Patch } from './history.ts';
export type { CellSelection, ChangeEvent, ElementChangeReason, TemplateChangeReason } from './events.ts';
export * from './geometry.ts';
export { finishTextEdit } from './text-edit.ts';
export type { PointerInput } from './select-tool.ts';
export type { Grip } from './grip-drag.ts';
export { idOf, withoutId, ELEMENT_ID } from './identity.ts';
export { locate, elementRefs, boxOf, typeOf, paperOf, type ElementRef } from './document.ts';
export { footerLineAt, headerLineAt, linesOf, paperFields, type PaperRequest } from './paper-commands.ts';
export {
  TABLE_SWITCHES,
  tableMenuState,
  tableMenuStateFor,
  tableSwitch,
  columnsHome,
  type TableMenuState,
  type TableSwitch,
} from './table-menu.ts';
export { columnTitleFields, MIN_ROW_HEIGHT, rowHeightOption, type CellArgs } from './table-commands.ts';
export { MIN_COLUMN_WIDTH, readGrid, type GridCell, type TableGrid } from './table-grid.ts';
export { imageFitBox, type ImageResize, type SetImageSrcArgs } from './image-fit.ts';
