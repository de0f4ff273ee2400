import { describe, expect, it } from 'vitest';
import { isCopyKey, isInOverlay, isPasteKey, isTypingTarget, keyInput } from './keys.ts';

describe('isTypingTarget', () => {
  it('is true for inputs, text areas, selects and editable content', () => {
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'textarea' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: false })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('recognises targets inside dialogs and menus', () => {
    expect(isInOverlay({ closest: (s: string) => (s.includes('dialog') ? {} : null) })).toBe(true);
    expect(isInOverlay({ closest: () => null })).toBe(false);
    expect(isInOverlay(null)).toBe(false);
  });
});

describe('keys', () => {
  const base = { key: 'x', keyCode: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

  it('forwards every modifier and the input flag', () => {
    expect(keyInput({ ...base, key: 'ArrowLeft', keyCode: 37, shiftKey: true }, true)).toEqual({
      key: 'ArrowLeft', keyCode: 37, ctrlKey: false, metaKey: false, shiftKey: true, altKey: false, inInput: true,
    });
  });

  it('knows Ctrl/Cmd+V and Ctrl/Cmd+C (not with Shift)', () => {
    expect(isPasteKey({ ...base, key: 'v', ctrlKey: true })).toBe(true);
    expect(isPasteKey({ ...base, key: 'v', metaKey: true })).toBe(true);
    expect(isPasteKey({ ...base, key: 'v', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isPasteKey({ ...base, key: 'v' })).toBe(false);
    expect(isCopyKey({ ...base, key: 'c', keyCode: 67, ctrlKey: true })).toBe(true);
    expect(isCopyKey({ ...base, key: 'c' })).toBe(false);
  });
});
