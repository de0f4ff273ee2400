/**
 * Narrow subscriptions for the panel: it re-renders when what it shows changes (the edited
 * element, column or paper), not on every change of the document.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useEditor } from '../context.tsx';
import type { Editor } from '../editor/index.ts';
import type { PanelTarget } from './apply.ts';
import { pendingCommit, PendingEdits, type PendingCommit } from './debounce.ts';

/**
 * A value read from the editor on 'change' and 'selection'. `read` must return the same
 * reference while nothing it reads changed (the document is immutable, so element objects
 * do); `same` lets a read that builds arrays keep the previous one.
 */
export function useEditorSelector<T>(read: (editor: Editor) => T, same: (a: T, b: T) => boolean = Object.is): T {
  const editor = useEditor();
  const last = useRef<{ value: T } | undefined>(undefined);
  const readRef = useRef(read);
  readRef.current = read;
  const subscribe = useCallback(
    (notify: () => void) => {
      const offChange = editor.on('change', notify);
      const offSelection = editor.on('selection', notify);
      return () => {
        offChange();
        offSelection();
      };
    },
    [editor],
  );
  const snapshot = () => {
    const value = readRef.current(editor);
    if (last.current && same(last.current.value, value)) return last.current.value;
    last.current = { value };
    return value;
  };
  return useSyncExternalStore(subscribe, snapshot);
}

export const sameItems = <T,>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** What the rows of one panel share: the target their patches go to and the pending edits of 确定. */
export interface PanelScope {
  editor: Editor;
  target: PanelTarget;
  edits: PendingEdits;
}

export const PanelScopeContext = createContext<PanelScope | null>(null);

export function usePanelScope(): PanelScope {
  const scope = useContext(PanelScopeContext);
  if (!scope) throw new Error('option rows must be inside a setting panel');
  return scope;
}

/**
 * A typed field's local draft. Typing changes only the draft (this row re-renders, nothing
 * else); the value commits after a pause, on flush (blur, Enter, 确定) or when the row goes
 * away. Changes from elsewhere (undo, the canvas) replace the draft unless an edit is pending.
 */
export function useDraft<T>(external: T, commit: (value: T) => void, delay?: number | 'manual') {
  const { edits } = usePanelScope();
  const [draft, setDraft] = useState(external);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const pending = useRef<PendingCommit<T> | undefined>(undefined);
  pending.current ??= pendingCommit<T>((v) => commitRef.current(v), delay);
  const externalKey = JSON.stringify(external) ?? '';

  useEffect(() => {
    if (!pending.current!.pending) setDraft(external);
    // Keyed on the value's JSON: arrays (coordinates) are rebuilt on every read.
  }, [externalKey]);

  useEffect(() => {
    const p = pending.current!;
    const off = edits.add(() => p.flush());
    return () => {
      off();
      p.flush();
    };
  }, [edits]);

  return {
    draft,
    change(value: T) {
      setDraft(value);
      pending.current!.schedule(value);
    },
    flush() {
      pending.current!.flush();
    },
  };
}
