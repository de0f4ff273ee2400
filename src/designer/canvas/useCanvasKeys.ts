/**
 * Keyboard and clipboard for the designer: keys go to the editor (which ignores them while
 * typing in a field), Ctrl/Cmd+C and Ctrl/Cmd+V go through the browser's copy and paste
 * events, which carry the system clipboard both ways without a permission prompt.
 */
import { useEffect } from 'react';
import type { Editor } from '../editor/index.ts';
import { isCopyKey, isInOverlay, isPasteKey, isTypingTarget, keyInput } from './keys.ts';
import type { PointerController } from './pointer.ts';

/** Focused controls that use these keys themselves (a button, a tab, a slider ...). */
const OWN_KEYS = new Set([' ', 'Enter', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);
const CONTROLS = 'button, a[href], [role="tab"], [role="slider"], [role="radio"], [role="checkbox"], [role="switch"], [role="option"]';

function ownedByControl(target: EventTarget | null, key: string): boolean {
  return target instanceof Element && OWN_KEYS.has(key) && target.closest(CONTROLS) !== null;
}

/** A text selection on the page is copied by the browser, not as elements. */
const hasTextSelection = (): boolean => (window.getSelection()?.toString() ?? '') !== '';

export function useCanvasKeys(editor: Editor, pointer: PointerController, setCursor: (c: string) => void): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || isInOverlay(e.target) || ownedByControl(e.target, e.key)) return;
      const inInput = isTypingTarget(e.target);
      if (!inInput && e.key === ' ') {
        // Space held turns the primary button into panning (and must not scroll the page).
        e.preventDefault();
        if (!pointer.spaceHeld) {
          pointer.spaceHeld = true;
          setCursor('grab');
        }
        return;
      }
      // Copy and paste come back as copy/paste events, with the system clipboard.
      if (!inInput && (isPasteKey(e) || (isCopyKey(e) && !hasTextSelection()))) return;
      if (editor.keyDown(keyInput(e, inInput))) e.preventDefault();
    };
    const onKeyUp = (e: KeyboardEvent) => {
      if (e.key === ' ' && pointer.spaceHeld) {
        pointer.spaceHeld = false;
        setCursor('default');
      }
    };
    const onCopy = (e: ClipboardEvent) => {
      if (isTypingTarget(e.target) || isInOverlay(e.target) || hasTextSelection() || editor.selection.length === 0) return;
      if (!editor.exec('copy') || editor.clipboardText === undefined) return;
      e.clipboardData?.setData('text/plain', editor.clipboardText);
      e.preventDefault();
    };
    const onPaste = (e: ClipboardEvent) => {
      if (isTypingTarget(e.target) || isInOverlay(e.target)) return;
      const text = e.clipboardData?.getData('text/plain') ?? '';
      const at = editor.pointer;
      // The system clipboard first; the editor's own copy when the clipboard holds no elements.
      const pasted = (text !== '' && editor.exec('paste', { text, at })) || (editor.clipboardText !== undefined && editor.exec('paste', { text: editor.clipboardText, at }));
      if (pasted) e.preventDefault();
    };
    const onBlur = () => {
      pointer.spaceHeld = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    document.addEventListener('copy', onCopy);
    document.addEventListener('paste', onPaste);
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('paste', onPaste);
      window.removeEventListener('blur', onBlur);
    };
  }, [editor, pointer, setCursor]);
}
