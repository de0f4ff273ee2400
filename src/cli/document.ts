/** Lay out one template file against one data file: the step render and paginate share. */
import {
  layoutDocument,
  PaginationError,
  renderPdf,
  type Host,
  type LaidOutDocument,
  type LayoutMode,
  type PageDescription,
  type RenderedPdf,
  type Template,
} from '../../engine/index.ts';
import { createNodeHost } from '../../host/node.ts';
import { CliError } from './errors.ts';
import { displayPath, readJsonFile, readTemplate, templateDirOf } from './files.ts';

export interface LayoutRequest {
  templateFile: string;
  dataFile?: string;
  /** ms since the epoch. */
  now: number;
  /** Minutes east of UTC. */
  timezoneOffset: number;
  mode: LayoutMode;
}

/** A template read and validated, its data, and the host that loads its fonts and images. */
export interface OpenedFile {
  template: Template;
  data: unknown;
  host: Host;
}

export interface LaidOutFile extends LaidOutDocument {
  pages: PageDescription[];
}

/** Read and validate the template and data; problems throw CliError. */
export async function openFile(request: LayoutRequest): Promise<OpenedFile> {
  const { template } = await readTemplate(request.templateFile);
  const data = request.dataFile === undefined ? {} : await readJsonFile(request.dataFile);
  return { template, data, host: cliHost(templateDirOf(request.templateFile)) };
}

/**
 * The Node host reading images from data URLs, http(s), the template's folder, then public/;
 * a font that cannot be read is the user's installation to fix (CliError).
 */
function cliHost(templateDir: string): Host {
  const host = createNodeHost({ templateDir, remote: true });
  return {
    ...host,
    fonts: () =>
      host.fonts().catch((error: Error) => {
        throw new CliError(error.message);
      }),
  };
}

/**
 * Paginate an opened file, handing each page to `onPage` as soon as it is laid out and
 * keeping none: a caller that writes pages out holds one at a time.
 */
export function paginateFile(file: OpenedFile, request: LayoutRequest, onPage: (page: PageDescription) => void): Promise<LaidOutDocument> {
  return userErrors(request, layoutDocument(file.host, file.template, file.data, { ...request, onPage, clock: () => performance.now() }));
}

/** Paginate into a PDF (titled `title`), each page also handed to `onPage`. */
export function renderFile(file: OpenedFile, request: LayoutRequest, title: string, onPage: (page: PageDescription) => void): Promise<RenderedPdf> {
  return userErrors(request, renderPdf(file.host, file.template, file.data, { ...request, title, onPage, clock: () => performance.now() }));
}

/** The engine's "this template cannot be laid out" errors are the user's to fix. */
function userErrors<T>(request: LayoutRequest, work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (error instanceof PaginationError) throw new CliError(`${displayPath(request.templateFile)}: ${error.message}`);
    throw error;
  });
}

/** Read, validate and paginate, keeping every page. */
export async function layoutFile(request: LayoutRequest): Promise<LaidOutFile> {
  const file = await openFile(request);
  const pages: PageDescription[] = [];
  const result = await paginateFile(file, request, (page) => pages.push(page));
  return { ...result, pages };
}

/** Host defaults: the machine's clock and time zone (the engine itself reads neither). */
export { hostNow, hostTimezoneOffset } from '../../host/node.ts';
