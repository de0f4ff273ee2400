/**
 * Keeping unsaved edits: the browser's own prompt on reload/close (with the draft written first),
 * the in-app leave question for wouter navigation, and Ctrl/Cmd+S to save from anywhere on the page.
 */
import { useEffect } from 'react';
import type { TemplateSession } from './templateSession.ts';
import { guardNavigation } from './navigationGuard.ts';
import type { OutputUi } from './outputUi.ts';

const pendingLeave = new WeakMap<OutputUi, (ok: boolean) => void>();

/** Open the leave question; resolves with the user's answer (true = navigate). */
export function askLeave(out: OutputUi): Promise<boolean> {
  pendingLeave.get(out)?.(false);
  return new Promise((resolve) => {
    pendingLeave.set(out, resolve);
    out.leaveOpen = true;
  });
}

/** The leave question's answer (LeaveDialog). */
export function answerLeave(out: OutputUi, ok: boolean): void {
  out.leaveOpen = false;
  const resolve = pendingLeave.get(out);
  pendingLeave.delete(out);
  resolve?.(ok);
}

export function useUnsavedGuard(session: TemplateSession, out: OutputUi, save: () => void): void {
  useEffect(() => {
    const editor = session.editor;
    if (!editor) return;
    const path = window.location.pathname;

    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      if (!editor.changed) return;
      // Whatever the user answers, the edits survive the reload as a draft.
      session.writeDraft();
      event.preventDefault();
      event.returnValue = '';
    };
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      // A designer kept alive in a hidden tab does not answer.
      if (window.location.pathname !== path) return;
      event.preventDefault();
      save();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('keydown', onKeyDown);
    const removeGuard = guardNavigation(
      {
        history: window.history,
        location: window.location,
        addEventListener: (type, listener, options) => window.addEventListener(type, listener, options),
        removeEventListener: (type, listener, options) => window.removeEventListener(type, listener, options),
      },
      { path, shouldAsk: () => editor.changed, ask: () => askLeave(out) },
    );
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('keydown', onKeyDown);
      removeGuard();
      answerLeave(out, false);
    };
  }, [session, out, save]);
}
