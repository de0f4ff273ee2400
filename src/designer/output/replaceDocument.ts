/**
 * Replacing the whole document as one undoable step: importing a template file and restoring a
 * local draft. Registered on each editor the output part creates, as named commands, so undo shows
 * what happened and Ctrl/Cmd+Z brings the previous document back.
 */
import type { TemplateJson } from '../../../engine/index.ts';
import type { Editor } from '../editor/index.ts';

export const IMPORT_COMMAND = 'importTemplate';
export const RESTORE_DRAFT_COMMAND = 'restoreDraft';

export interface ReplaceArgs {
  doc: TemplateJson;
}

function replaceDocument(editor: Editor, doc: TemplateJson): boolean {
  const next = doc as Record<string, unknown>;
  // Key by key, so the step's patches hold only what differs (the editor keeps the panel index valid).
  const changed = editor.change({ templateReason: '模板调整', ids: [] }, (draft) => {
    const target = draft as Record<string, unknown>;
    for (const key of Object.keys(target)) if (!(key in next)) delete target[key];
    for (const key of Object.keys(next)) target[key] = next[key];
  });
  editor.select([]);
  return changed;
}

/** Add the output part's commands to `editor` (once). */
export function registerOutputCommands(editor: Editor): void {
  for (const [name, label] of [
    [IMPORT_COMMAND, 'Import JSON'],
    [RESTORE_DRAFT_COMMAND, 'Restore draft'],
  ] as const) {
    if (editor.commands.get(name)) continue;
    editor.commands.register<ReplaceArgs>({ name, label, perform: (e, args) => replaceDocument(e, args.doc) });
  }
}
