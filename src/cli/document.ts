/** Lay out one template file against one data file: the step render and paginate share. */
import { createContext, type Diagnostic, type LayoutContext, type LayoutMode } from '../../engine/context.ts';
import type { Template } from '../../engine/model/types.ts';
import type { PageDescription } from '../../engine/page.ts';
import { paginate, PaginationError, type PaginateResult } from '../../engine/paginate/paginate.ts';
import { createSandbox } from '../../engine/sandbox/index.ts';
import { CliError } from './errors.ts';
import { displayPath, loadFonts, loadImages, readJsonFile, readTemplate, templateDirOf, type NodeFonts, type NodeImages } from './nodeHost.ts';

export interface LayoutRequest {
  templateFile: string;
  dataFile?: string;
  /** ms since the epoch. */
  now: number;
  /** Minutes east of UTC. */
  timezoneOffset: number;
  mode: LayoutMode;
}

export interface LaidOutDocument {
  template: Template;
  pages: PageDescription[];
  diagnostics: Diagnostic[];
  fonts: NodeFonts;
  images: NodeImages;
  /** Time spent in pagination, ms. */
  layoutMs: number;
}

/** Read, validate and paginate; file and template problems throw CliError. */
export async function layoutFile(request: LayoutRequest): Promise<LaidOutDocument> {
  const { template, json } = await readTemplate(request.templateFile);
  const data = request.dataFile === undefined ? {} : await readJsonFile(request.dataFile);
  const [fonts, images] = await Promise.all([loadFonts(), loadImages(json, data, templateDirOf(request.templateFile))]);
  const sandbox = await createSandbox();
  try {
    const ctx = createContext({
      fonts: fonts.book,
      image: images.info,
      now: request.now,
      timezoneOffset: request.timezoneOffset,
      mode: request.mode,
      hooks: sandbox,
    });
    const started = performance.now();
    const { pages, diagnostics } = paginateOrExplain(template, data, ctx, request.templateFile);
    const layoutMs = performance.now() - started;
    const imageDiagnostics: Diagnostic[] = images.failures.map((f) => ({
      code: 'image-unreadable',
      message: `${f.src}: ${f.reason}`,
    }));
    return { template, pages, diagnostics: [...imageDiagnostics, ...diagnostics], fonts, images, layoutMs };
  } finally {
    await sandbox.dispose();
  }
}

/** paginate, with the engine's "this template cannot be laid out" errors made user-facing. */
function paginateOrExplain(template: Template, data: unknown, ctx: LayoutContext, file: string): PaginateResult {
  try {
    return paginate(template, data, ctx);
  } catch (error) {
    if (error instanceof PaginationError) throw new CliError(`${displayPath(file)}: ${error.message}`);
    throw error;
  }
}

/** Host defaults: the machine's clock and time zone (the engine itself reads neither). */
export const hostNow = (): number => Date.now();
export const hostTimezoneOffset = (): number => -new Date().getTimezoneOffset();
