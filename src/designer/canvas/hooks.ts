/** Subscriptions of the canvas that re-render only when the value they read changes. */
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import type { Editor } from '../editor/index.ts';
import { useEditor } from '../context.tsx';
import { DesignRenderer } from '../render/index.ts';
import { paperView, samePaper, type PaperView } from './paper.ts';

type EditorEvent = 'change' | 'selection' | 'state' | 'panel' | 'cells' | 'drawn';
const ALL_EVENTS: readonly EditorEvent[] = ['change', 'selection', 'state', 'panel'];

/**
 * A value read from the editor, re-read on its events and kept while `same` says it did not
 * change (so a drag that moves elements does not re-render what reads the paper).
 */
export function useEditorValue<T>(read: (editor: Editor) => T, same: (a: T, b: T) => boolean = Object.is, events: readonly EditorEvent[] = ALL_EVENTS): T {
  const editor = useEditor();
  const last = useRef<{ value: T } | undefined>(undefined);
  const subscribe = useCallback(
    (notify: () => void) => {
      const offs = events.map((event) => editor.on(event, notify));
      return () => offs.forEach((off) => off());
    },
    // The event list is a constant at every call site.
    [editor],
  );
  const snapshot = () => {
    const value = read(editor);
    if (!last.current || !same(last.current.value, value)) last.current = { value };
    return last.current.value;
  };
  return useSyncExternalStore(subscribe, snapshot);
}

/** The index of the panel being edited. */
export const usePanelIndex = (): number => useEditorValue((e) => e.panel);

/** The current panel's paper, re-rendering only when a paper field changes. */
export const usePaperView = (): PaperView => useEditorValue((e) => paperView(e.doc.panels[e.panel]), samePaper);

/** One renderer per canvas, and its version (bumped when fonts or images arrive). */
export function useRenderer(): { renderer: DesignRenderer; version: number } {
  const [renderer] = useState(() => new DesignRenderer());
  const version = useSyncExternalStore(renderer.subscribe, renderer.getVersion);
  return { renderer, version };
}
