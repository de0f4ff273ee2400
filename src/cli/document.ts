/** Lay out one template file against one data file: the step render and paginate share. */
import { createContext, type Diagnostic, type LayoutContext, type LayoutMode } from '../../engine/context.ts';
import type { Template } from '../../engine/model/types.ts';
import type { PageDescription } from '../../engine/page.ts';
import { paginateEach, PaginationError } from '../../engine/paginate/paginate.ts';
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

/** A template read and validated, its data, and the fonts and images it uses. */
export interface OpenedFile {
  template: Template;
  data: unknown;
  fonts: NodeFonts;
  images: NodeImages;
}

export interface PaginatedFile {
  pageCount: number;
  diagnostics: Diagnostic[];
  /** Time spent in pagination, including what `onPage` did with each page, ms. */
  layoutMs: number;
}

export interface LaidOutDocument extends OpenedFile, PaginatedFile {
  pages: PageDescription[];
}

/** Read and validate the template and data, and load their fonts and images; problems throw CliError. */
export async function openFile(request: LayoutRequest): Promise<OpenedFile> {
  const { template, json } = await readTemplate(request.templateFile);
  const data = request.dataFile === undefined ? {} : await readJsonFile(request.dataFile);
  const [fonts, images] = await Promise.all([loadFonts(), loadImages(json, data, templateDirOf(request.templateFile))]);
  return { template, data, fonts, images };
}

/**
 * Paginate an opened file, handing each page to `onPage` as soon as it is laid out and
 * keeping none: a caller that writes pages out holds one at a time.
 */
export async function paginateFile(file: OpenedFile, request: LayoutRequest, onPage: (page: PageDescription) => void): Promise<PaginatedFile> {
  const sandbox = await createSandbox();
  try {
    const ctx = createContext({
      fonts: file.fonts.book,
      image: file.images.info,
      now: request.now,
      timezoneOffset: request.timezoneOffset,
      mode: request.mode,
      hooks: sandbox,
    });
    const started = performance.now();
    const { pageCount, diagnostics } = paginateOrExplain(file.template, file.data, ctx, request.templateFile, onPage);
    const layoutMs = performance.now() - started;
    const imageDiagnostics: Diagnostic[] = file.images.failures.map((f) => ({
      code: 'image-unreadable',
      message: `${f.src}: ${f.reason}`,
    }));
    return { pageCount, diagnostics: [...imageDiagnostics, ...diagnostics], layoutMs };
  } finally {
    await sandbox.dispose();
  }
}

/** Read, validate and paginate, keeping every page. */
export async function layoutFile(request: LayoutRequest): Promise<LaidOutDocument> {
  const file = await openFile(request);
  const pages: PageDescription[] = [];
  const result = await paginateFile(file, request, (page) => pages.push(page));
  return { ...file, ...result, pages };
}

/** paginateEach, with the engine's "this template cannot be laid out" errors made user-facing. */
function paginateOrExplain(
  template: Template,
  data: unknown,
  ctx: LayoutContext,
  file: string,
  onPage: (page: PageDescription) => void,
): { pageCount: number; diagnostics: Diagnostic[] } {
  try {
    return paginateEach(template, data, ctx, onPage);
  } catch (error) {
    if (error instanceof PaginationError) throw new CliError(`${displayPath(file)}: ${error.message}`);
    throw error;
  }
}

/** Host defaults: the machine's clock and time zone (the engine itself reads neither). */
export const hostNow = (): number => Date.now();
export const hostTimezoneOffset = (): number => -new Date().getTimezoneOffset();
