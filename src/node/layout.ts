/** Lay a validated template out against data in Node, user hooks in the QuickJS sandbox: what CLI and server share. */
import { createContext, type Diagnostic, type LayoutMode } from '../../engine/context.ts';
import type { Template } from '../../engine/model/types.ts';
import type { PageDescription } from '../../engine/page.ts';
import { paginateEach } from '../../engine/paginate/paginate.ts';
import { createSandbox } from '../../engine/sandbox/index.ts';
import type { NodeFonts } from './fonts.ts';
import type { NodeImages } from './images.ts';

export interface LayoutSettings {
  /** ms since the epoch. */
  now: number;
  /** Minutes east of UTC. */
  timezoneOffset: number;
  mode: LayoutMode;
}

export interface PaginatedDocument {
  pageCount: number;
  /** Images that could not be loaded first, then what layout reported. */
  diagnostics: Diagnostic[];
  /** Time spent in pagination, including what `onPage` did with each page, ms. */
  layoutMs: number;
}

/**
 * Paginate, handing each page to `onPage` as soon as it is laid out and keeping none. The engine's
 * PaginationError (and whatever `onPage` throws) propagates; the sandbox is disposed either way.
 */
export async function paginateDocument(
  template: Template,
  data: unknown,
  resources: { fonts: NodeFonts; images: NodeImages },
  settings: LayoutSettings,
  onPage: (page: PageDescription) => void,
): Promise<PaginatedDocument> {
  const sandbox = await createSandbox();
  try {
    const ctx = createContext({
      fonts: resources.fonts.book,
      image: resources.images.info,
      now: settings.now,
      timezoneOffset: settings.timezoneOffset,
      mode: settings.mode,
      hooks: sandbox,
    });
    const started = performance.now();
    const { pageCount, diagnostics } = paginateEach(template, data, ctx, onPage);
    const layoutMs = performance.now() - started;
    const imageDiagnostics: Diagnostic[] = resources.images.failures.map((f) => ({
      code: 'image-unreadable',
      message: `${f.src}: ${f.reason}`,
    }));
    return { pageCount, diagnostics: [...imageDiagnostics, ...diagnostics], layoutMs };
  } finally {
    await sandbox.dispose();
  }
}

/** Host defaults: the machine's clock and time zone (the engine itself reads neither). */
export const hostNow = (): number => Date.now();
export const hostTimezoneOffset = (): number => -new Date().getTimezoneOffset();
