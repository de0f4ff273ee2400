/** Lay out one template file against one data file: the step render and paginate share. */
import type { LayoutMode } from '../../engine/context.ts';
import type { Template } from '../../engine/model/types.ts';
import type { PageDescription } from '../../engine/page.ts';
import { PaginationError } from '../../engine/paginate/paginate.ts';
import { paginateDocument, type PaginatedDocument } from '../node/layout.ts';
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

export type PaginatedFile = PaginatedDocument;

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
  try {
    return await paginateDocument(file.template, file.data, file, request, onPage);
  } catch (error) {
    // The engine's "this template cannot be laid out" errors are the user's to fix.
    if (error instanceof PaginationError) throw new CliError(`${displayPath(request.templateFile)}: ${error.message}`);
    throw error;
  }
}

/** Read, validate and paginate, keeping every page. */
export async function layoutFile(request: LayoutRequest): Promise<LaidOutDocument> {
  const file = await openFile(request);
  const pages: PageDescription[] = [];
  const result = await paginateFile(file, request, (page) => pages.push(page));
  return { ...file, ...result, pages };
}

/** Host defaults: the machine's clock and time zone (the engine itself reads neither). */
export { hostNow, hostTimezoneOffset } from '../node/layout.ts';
