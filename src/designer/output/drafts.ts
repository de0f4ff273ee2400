/**
 * Local drafts: the document being edited, kept in localStorage under one key per template while it
 * has unsaved changes, so a crash or a reload loses nothing. The server copy stays the truth; a
 * draft is only ever offered back, never applied on its own.
 */
import type { TemplateJson } from '../../../engine/index.ts';
import type { KeyValueStorage } from '../../api/storage.ts';

/** How often the open document is written to its draft while it has unsaved changes. */
export const DRAFT_INTERVAL_MS = 3000;

export const draftKey = (templateId: string): string => `larder.designer.draft.${templateId}`;

export interface Draft {
  templateId: string;
  /** The server version the edits were made on. */
  version: number;
  /** When the draft was written, ms since the epoch. */
  savedAt: number;
  doc: TemplateJson;
}

/** A draft worth offering when the template opens. */
export interface DraftOffer {
  draft: Draft;
  /** The server has a later version than the one the draft was made on (someone saved since). */
  serverNewer: boolean;
}

export class DraftStore {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly now: () => number = Date.now,
  ) {}

  /** Write the draft; false when the storage refused it (quota, private mode). */
  save(templateId: string, version: number, doc: TemplateJson): boolean {
    const draft: Draft = { templateId, version, savedAt: this.now(), doc };
    try {
      this.storage.setItem(draftKey(templateId), JSON.stringify(draft));
      return true;
    } catch {
      return false;
    }
  }

  /** The stored draft, or undefined when there is none or it cannot be read (then it is left alone). */
  read(templateId: string): Draft | undefined {
    let raw: string | null;
    try {
      raw = this.storage.getItem(draftKey(templateId));
    } catch {
      return undefined;
    }
    if (!raw) return undefined;
    try {
      const draft = JSON.parse(raw) as Partial<Draft>;
      const ok =
        draft?.templateId === templateId &&
        Number.isInteger(draft.version) &&
        typeof draft.savedAt === 'number' &&
        typeof draft.doc === 'object' &&
        draft.doc !== null &&
        Array.isArray((draft.doc as TemplateJson).panels);
      return ok ? (draft as Draft) : undefined;
    } catch {
      return undefined;
    }
  }

  remove(templateId: string): void {
    try {
      this.storage.removeItem(draftKey(templateId));
    } catch {
      // a storage that cannot be written cannot hold a stale draft either
    }
  }

  /**
   * The draft to offer for a template just loaded at `version` with `doc`. A draft equal to what
   * was loaded holds nothing new and is removed; any other draft is offered, whatever its age,
   * because it may hold edits that exist nowhere else.
   */
  offer(templateId: string, version: number, doc: TemplateJson): DraftOffer | undefined {
    const draft = this.read(templateId);
    if (!draft) return undefined;
    if (sameDocument(draft.doc, doc)) {
      this.remove(templateId);
      return undefined;
    }
    return { draft, serverNewer: version > draft.version };
  }
}

/** Two documents with the same JSON text (key order included: that is how they are stored). */
export function sameDocument(a: TemplateJson, b: TemplateJson): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
