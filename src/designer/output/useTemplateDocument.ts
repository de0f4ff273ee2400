/**
 * The designer page's document: the template `templateId` loaded from the server into an Editor,
 * with saving, conflicts and local drafts (see templateSession.ts for the rules).
 *
 * Returned shape (re-renders only when one of these values changes, never on each edit):
 * - status 'loading' | 'ready' | 'error'; `error` says why it could not open (server message, or
 *   what in the body is unreadable; the server copy is then left untouched).
 * - editor: the Editor once ready (the same object for the life of the page: load-theirs and
 *   restore-draft replace its document, not the editor).
 * - name, version (the server version the document is based on), dirty (editor.changed),
 *   saving, problems (engine problems of a template that opened anyway).
 * - save(): saves at `version`; resolves with the outcome (a conflict opens the conflict choice
 *   in OutputActions).
 * - session: the TemplateSession itself, for OutputActions (also reachable as sessionOf(editor)).
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Editor } from '../editor/index.ts';
import { MemoryStorage, type KeyValueStorage } from '../../api/storage.ts';
import { DraftStore } from './drafts.ts';
import { serverTemplateApi } from './templateApi.ts';
import { TemplateSession, type SaveResult, type SessionSnapshot } from './templateSession.ts';

export { sessionOf } from './templateSession.ts';

export interface TemplateDocument extends SessionSnapshot {
  editor?: Editor;
  save(): Promise<SaveResult>;
  session: TemplateSession;
}

function browserStorage(): KeyValueStorage {
  try {
    if (globalThis.localStorage) return globalThis.localStorage;
  } catch {
    // storage blocked (privacy settings): drafts last for the page only
  }
  return new MemoryStorage();
}

/** Copy to the system clipboard too, so a copied element can be pasted in another tab. */
function writeSystemClipboard(text: string): void {
  void globalThis.navigator?.clipboard?.writeText(text).catch(() => undefined);
}

export function useTemplateDocument(templateId: string): TemplateDocument {
  const session = useMemo(
    () =>
      new TemplateSession(templateId, {
        api: serverTemplateApi,
        drafts: new DraftStore(browserStorage()),
        editorOptions: { writeClipboard: writeSystemClipboard },
      }),
    [templateId],
  );
  useEffect(() => {
    void session.open();
    return session.start();
  }, [session]);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return useMemo(
    () => ({ ...snapshot, editor: snapshot.status === 'ready' ? session.editor : undefined, save: () => session.save(), session }),
    [snapshot, session],
  );
}
