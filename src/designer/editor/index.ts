/** The headless designer editor. */
export { Editor, CLICK_DEBOUNCE_MS, type EditorOptions } from './editor.ts';
export { CommandRegistry, type Command, type KeyInput } from './commands.ts';
export { copyJson, parsePaste, newElement, PASTE_OFFSET } from './builtin-commands.ts';
export { History, HISTORY_LIMIT, type Patch } from './history.ts';
export type { ChangeEvent, ElementChangeReason, TemplateChangeReason } from './events.ts';
export * from './geometry.ts';
export { finishTextEdit } from './text-edit.ts';
export type { PointerInput } from './select-tool.ts';
