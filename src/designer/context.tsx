/** The designer's services for its views, and hooks that re-render on the editor's events. */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { TemplateJson } from '../../engine/index.ts';
import type { Editor } from './editor/index.ts';
import type { Guide } from './editor/geometry.ts';
import type { DesignerUi } from './state.ts';

export interface DesignerServices {
  editor: Editor;
  ui: DesignerUi;
  /** The template being edited (server id), when it has one. */
  templateId?: string;
}

export const DesignerContext = createContext<DesignerServices | null>(null);

export function useDesigner(): DesignerServices {
  const services = useContext(DesignerContext);
  if (!services) throw new Error('designer views must be inside <DesignerContext.Provider>');
  return services;
}

export const useEditor = (): Editor => useDesigner().editor;

function useEditorValue<T>(event: 'change' | 'selection' | 'state' | 'guides', read: (editor: Editor) => T): T {
  const editor = useEditor();
  const subscribe = useCallback((notify: () => void) => editor.on(event, notify), [editor, event]);
  return useSyncExternalStore(subscribe, () => read(editor));
}

/** The document; re-renders on every change (immutable: unchanged parts keep their identity). */
export const useDoc = (): TemplateJson => useEditorValue('change', (e) => e.doc);

export const useSelection = (): readonly string[] => useEditorValue('selection', (e) => e.selection);

/** The select tool's state path (select.idle, select.translating ...). */
export const useToolState = (): string => useEditorValue('state', (e) => e.state);

let lastGuides: readonly Guide[] = [];
/** Guide lines while dragging. */
export function useGuides(): readonly Guide[] {
  const editor = useEditor();
  const subscribe = useCallback(
    (notify: () => void) =>
      editor.on('guides', (g) => {
        lastGuides = g;
        notify();
      }),
    [editor],
  );
  return useSyncExternalStore(subscribe, () => lastGuides);
}
