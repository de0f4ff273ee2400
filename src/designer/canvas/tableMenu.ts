/** The table context menu's entries and their enablement (the menu itself is TableMenu.tsx). */
import { tableMenuState, type Editor, type TableMenuState } from '../editor/index.ts';
import type { MenuTarget } from './pointer.ts';

/** Size and stacking of the menu (section 2). */
export const MENU_WIDTH = 215;
export const MENU_Z_INDEX = 9999;

export type MenuKey = Exclude<keyof TableMenuState, 'enabled'>;

export interface MenuEntry {
  key: MenuKey;
  command: string;
  args: Record<string, unknown>;
}

/** The menu's entries for a header cell, in the order the user sees them. */
export function menuEntries(target: Pick<MenuTarget, 'id' | 'cell'>): (MenuEntry | 'divider')[] {
  const { id } = target;
  const { row, col } = target.cell;
  return [
    { key: 'insertRowAbove', command: 'insertRow', args: { id, row, col, where: 'above' } },
    { key: 'insertRowBelow', command: 'insertRow', args: { id, row, col, where: 'below' } },
    { key: 'deleteRow', command: 'deleteRow', args: { id, row, col } },
    'divider',
    { key: 'insertColumnLeft', command: 'insertColumn', args: { id, row, col, where: 'left' } },
    { key: 'insertColumnRight', command: 'insertColumn', args: { id, row, col, where: 'right' } },
    { key: 'deleteColumn', command: 'deleteColumn', args: { id, row, col } },
    { key: 'moveColumnLeft', command: 'moveColumn', args: { id, row, col, to: 'left' } },
    { key: 'moveColumnRight', command: 'moveColumn', args: { id, row, col, to: 'right' } },
    'divider',
    { key: 'mergeCells', command: 'mergeCells', args: { id } },
    { key: 'splitCell', command: 'splitCell', args: { id } },
  ];
}

/** Enabled entries come from the editor (the same rules its commands' predicates use). */
export function entryEnabled(state: TableMenuState, entry: MenuEntry): boolean {
  return state.enabled && state[entry.key];
}

/** Whether the menu opens at all for the editor's cell selection. */
export const menuOpens = (editor: Editor): boolean => tableMenuState(editor).enabled;
