/** Keyboard events as the editor takes them, and where typing belongs to a form field. */
import type { KeyInput } from '../editor/index.ts';

interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  closest?(selector: string): unknown;
}

/** True when the key goes to a text field, select or editable content (the editor leaves it alone). */
export function isTypingTarget(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const t = target as TargetLike;
  const tag = (t.tagName ?? '').toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || t.isContentEditable === true;
}

/** True inside a dialog or menu on top of the designer: its keys are its own. */
export function isInOverlay(target: unknown): boolean {
  const t = target as TargetLike | null;
  return Boolean(t?.closest?.('[role="dialog"], [role="menu"], [role="listbox"]'));
}

export function keyInput(e: Pick<KeyboardEvent, 'key' | 'keyCode' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>, inInput: boolean): KeyInput & { inInput: boolean } {
  return { key: e.key, keyCode: e.keyCode, ctrlKey: e.ctrlKey, metaKey: e.metaKey, shiftKey: e.shiftKey, altKey: e.altKey, inInput };
}

const mod = (e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey'>) => e.ctrlKey || e.metaKey;

/** Ctrl/Cmd+V: left to the browser, whose paste event carries the system clipboard's text. */
export const isPasteKey = (e: Pick<KeyboardEvent, 'key' | 'keyCode' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): boolean =>
  mod(e) && !e.shiftKey && (e.key === 'v' || e.key === 'V' || e.keyCode === 86);

export const isCopyKey = (e: Pick<KeyboardEvent, 'key' | 'keyCode' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): boolean =>
  mod(e) && !e.shiftKey && (e.key === 'c' || e.key === 'C' || e.keyCode === 67);
