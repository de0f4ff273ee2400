/**
 * One template open in the designer: loads it from the server into an Editor, saves it back at the
 * version it was read at (a stale version becomes a conflict the user decides), and keeps a local
 * draft while there are unsaved changes. Plain TypeScript with injected server, storage and timers,
 * so every rule here is tested without a browser; React reads it through `subscribe`/`getSnapshot`.
 */
import type { TemplateJson } from '../../../engine/index.ts';
import { t } from '../../i18n/index.ts';
import { Editor, type EditorOptions } from '../editor/index.ts';
import { DRAFT_INTERVAL_MS, DraftStore, type DraftOffer } from './drafts.ts';
import { openBody } from './openBody.ts';
import { registerOutputCommands, RESTORE_DRAFT_COMMAND } from './replaceDocument.ts';
import { VersionConflict, type TemplateApi } from './templateApi.ts';

export type SessionStatus = 'loading' | 'ready' | 'error';

/** What the views read; a new object only when one of its values changes. */
export interface SessionSnapshot {
  status: SessionStatus;
  /** Why the template could not be opened (status 'error'). */
  error?: string;
  name?: string;
  /** The code of the template's type (delivery_note ...): which record's fields the field rows offer. */
  typeCode?: string;
  /** The server version the document is based on; saving sends it. */
  version?: number;
  /** Unsaved changes (editor.changed). */
  dirty: boolean;
  saving: boolean;
  /** Problems the engine found in the template; it opened anyway. */
  problems: readonly string[];
  /** A save met a newer server version: the user chooses overwrite, load theirs or cancel. */
  conflict?: { message: string };
  /** A local draft that differs from what was loaded, waiting for restore or discard. */
  draftOffer?: DraftOffer;
  /** The last autosave could not be written (storage full or blocked). */
  draftFailed: boolean;
  /** The data stored with the template to preview and export with (null/absent: none). */
  sampleData?: unknown;
}

export type SaveResult = { outcome: 'saved'; version: number } | { outcome: 'conflict' | 'busy' | 'not-ready' } | { outcome: 'failed'; message: string };

export interface SessionDeps {
  api: TemplateApi;
  drafts: DraftStore;
  /** Extra editor options (the host clipboard). */
  editorOptions?: Partial<EditorOptions>;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

const sessions = new WeakMap<Editor, TemplateSession>();

/** The session that owns `editor` (OutputActions reaches saving and drafts through it). */
export const sessionOf = (editor: Editor): TemplateSession | undefined => sessions.get(editor);

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class TemplateSession {
  editor?: Editor;
  private snapshot: SessionSnapshot = { status: 'loading', dirty: false, saving: false, problems: [], draftFailed: false };
  private readonly listeners = new Set<() => void>();
  private opening?: Promise<void>;
  private timer: unknown;
  /** The document last written to the draft, so an unchanged document is not written again. */
  private draftDoc?: TemplateJson;

  constructor(
    readonly templateId: string,
    private readonly deps: SessionDeps,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  private update(partial: Partial<SessionSnapshot>): void {
    const next = { ...this.snapshot, ...partial };
    const keys = Object.keys(partial) as (keyof SessionSnapshot)[];
    if (keys.every((k) => Object.is(next[k], this.snapshot[k]))) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }

  private syncDirty(): void {
    this.update({ dirty: this.editor?.changed ?? false });
  }

  /** Load the template (once; later calls return the same promise). */
  open(): Promise<void> {
    this.opening ??= this.load();
    return this.opening;
  }

  private async load(): Promise<void> {
    if (!this.templateId) {
      this.update({ status: 'error', error: t('output.open.noId') });
      return;
    }
    let detail;
    try {
      detail = await this.deps.api.get(this.templateId);
    } catch (error) {
      this.update({ status: 'error', error: t('output.open.loadFailed', { detail: errorText(error) }) });
      return;
    }
    const opened = openBody(detail.body);
    if (!opened.ok) {
      this.update({ status: 'error', error: opened.error, name: detail.name, version: detail.version });
      return;
    }
    const editor = new Editor(opened.doc, { ...this.deps.editorOptions, templateId: this.templateId });
    registerOutputCommands(editor);
    editor.on('change', () => this.syncDirty());
    this.editor = editor;
    sessions.set(editor, this);
    const draftOffer = this.deps.drafts.offer(this.templateId, detail.version, opened.doc);
    this.update({ status: 'ready', name: detail.name, typeCode: detail.typeCode ?? undefined, version: detail.version, problems: opened.problems, draftOffer, dirty: false, sampleData: detail.sampleData ?? undefined });
  }

  /** Keep `data` as the template's sample data on the server (beside the body: no new version). */
  async saveSampleData(data: unknown): Promise<void> {
    if (!this.deps.api.putSampleData) throw new Error('this template store keeps no sample data');
    await this.deps.api.putSampleData(this.templateId, data);
    this.update({ sampleData: data ?? undefined });
  }

  // ---- saving --------------------------------------------------------------------------

  /** Save the document at the version it was read at. */
  async save(): Promise<SaveResult> {
    const editor = this.editor;
    const version = this.snapshot.version;
    if (!editor || version === undefined) return { outcome: 'not-ready' };
    if (this.snapshot.saving) return { outcome: 'busy' };
    const doc = editor.doc;
    this.update({ saving: true });
    try {
      const saved = await this.deps.api.put(this.templateId, doc, version);
      // Edits made while the request was out are not on the server: they stay unsaved.
      if (editor.doc === doc) editor.markSaved();
      this.deps.drafts.remove(this.templateId);
      this.draftDoc = undefined;
      this.update({ saving: false, version: saved.version, conflict: undefined, dirty: editor.changed });
      return { outcome: 'saved', version: saved.version };
    } catch (error) {
      if (error instanceof VersionConflict) {
        // Keep the edits safe whatever the user decides next.
        this.writeDraft();
        this.update({ saving: false, conflict: { message: error.message } });
        return { outcome: 'conflict' };
      }
      this.update({ saving: false });
      return { outcome: 'failed', message: errorText(error) };
    }
  }

  /** Conflict choice "overwrite with mine": take the server's current version number, then save. */
  async overwrite(): Promise<SaveResult> {
    let latest;
    try {
      latest = await this.deps.api.get(this.templateId);
    } catch (error) {
      return { outcome: 'failed', message: errorText(error) };
    }
    this.update({ version: latest.version, name: latest.name, conflict: undefined });
    return this.save();
  }

  /**
   * Conflict choice "load theirs": replace the document with the server's current one and drop the
   * local edits (the view has asked for confirmation). Returns an error message when theirs cannot
   * be opened; the local document is then kept.
   */
  async loadTheirs(): Promise<string | undefined> {
    const editor = this.editor;
    if (!editor) return undefined;
    let latest;
    try {
      latest = await this.deps.api.get(this.templateId);
    } catch (error) {
      return errorText(error);
    }
    const opened = openBody(latest.body);
    if (!opened.ok) return opened.error;
    editor.load(opened.doc);
    this.deps.drafts.remove(this.templateId);
    this.draftDoc = undefined;
    this.update({ version: latest.version, name: latest.name, problems: opened.problems, conflict: undefined, dirty: editor.changed });
    return undefined;
  }

  /** Conflict choice "cancel": keep editing; the edits stay unsaved (and in the draft). */
  dismissConflict(): void {
    this.update({ conflict: undefined });
  }

  // ---- drafts ---------------------------------------------------------------------------

  /** Restore the offered draft as one undoable change. */
  restoreDraft(): void {
    const offer = this.snapshot.draftOffer;
    if (!offer || !this.editor) return;
    this.editor.exec(RESTORE_DRAFT_COMMAND, { doc: offer.draft.doc });
    // A draft made on an older version saves at that version, so the server's newer one is not
    // overwritten silently: the save meets a conflict and the user chooses.
    const version = offer.serverNewer ? offer.draft.version : this.snapshot.version;
    this.update({ draftOffer: undefined, version });
    this.writeDraft();
  }

  /** Drop the offered draft for good. */
  discardDraft(): void {
    if (!this.snapshot.draftOffer) return;
    this.deps.drafts.remove(this.templateId);
    this.update({ draftOffer: undefined });
  }

  /**
   * Write the document to its draft now, when it has unsaved changes. Never while a draft is being
   * offered: that draft may hold the only copy of earlier edits.
   */
  writeDraft(): void {
    const editor = this.editor;
    const version = this.snapshot.version;
    if (!editor?.changed || version === undefined || this.snapshot.draftOffer) return;
    if (this.draftDoc === editor.doc) return;
    const ok = this.deps.drafts.save(this.templateId, version, editor.doc);
    if (ok) this.draftDoc = editor.doc;
    this.update({ draftFailed: !ok });
  }

  /** Autosave the draft every {@link DRAFT_INTERVAL_MS} while open; returns the stop function. */
  start(): () => void {
    const set = this.deps.setInterval ?? ((fn, ms) => setInterval(fn, ms));
    const clear = this.deps.clearInterval ?? ((h) => clearInterval(h as ReturnType<typeof setInterval>));
    if (this.timer === undefined) this.timer = set(() => this.writeDraft(), DRAFT_INTERVAL_MS);
    return () => {
      if (this.timer !== undefined) clear(this.timer);
      this.timer = undefined;
      // Closing the designer (a tab closed, the page left) keeps what was not saved.
      this.writeDraft();
    };
  }
}
