/** What the API's event loop and a render process say to each other: one job in, one answer out. */
import type { Diagnostic } from '../../../engine/index.ts';

export interface RenderJob {
  id: number;
  /** The template as stored (hiprint-shaped JSON), loaded and checked in the process. */
  template: unknown;
  data: unknown;
  title: string;
  author?: string;
  now: number;
  timezoneOffset: number;
  /** Pages one document may have. */
  maxPages: number;
  /** Run the template's hooks (false: a document the platform wrote, with no user code). */
  userCode: boolean;
}

/** Why a document could not be made, as the process saw it. */
export type RenderFailure =
  | { code: 'TEMPLATE_INVALID'; detail: string }
  | { code: 'TOO_MANY_PAGES'; max: number }
  | { code: 'LAYOUT_FAILED'; detail: string }
  | { code: 'NO_PAGES' }
  | { code: 'FAILED'; detail: string };

export type RenderAnswer =
  | { id: number; ok: true; pdf: Uint8Array; pageCount: number; diagnostics: Diagnostic[] }
  | { id: number; ok: false; failure: RenderFailure };

/** What a render process sends: once `ready` when it has loaded (documents' budgets start then), then answers. */
export type RenderMessage = RenderAnswer | { ready: true };
