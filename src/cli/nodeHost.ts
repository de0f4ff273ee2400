/**
 * What a Node host gives the engine: fonts and images read from disk, template and data
 * files read with user-facing errors. Shared by render, paginate and the benchmarks.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageInfo } from '../../engine/context.ts';
import type { Template } from '../../engine/model/types.ts';
import type { FontBook } from '../../engine/text/types.ts';
import { loadTemplate } from '../../engine/model/load.ts';
import { TemplateError } from '../../engine/model/errors.ts';
import { createFontBook, FONT_FILES } from '../../engine/text/fonts.ts';
import { collectImageSources, dataUrlBytes, imageSizeFromBytes } from '../../engine/images/index.ts';
import { CliError } from './errors.ts';

/** The package root (where package.json, public/ and dist/ live), whatever the cwd. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PUBLIC_DIR = join(PACKAGE_ROOT, 'public');

export interface NodeFonts {
  files: Record<string, Uint8Array>;
  book: FontBook;
}

let fontsOnce: Promise<NodeFonts> | undefined;

/** The shipped fonts (public/fonts), read once per process. */
export function loadFonts(): Promise<NodeFonts> {
  fontsOnce ??= (async () => {
    const files: Record<string, Uint8Array> = {};
    for (const [key, path] of Object.entries(FONT_FILES)) {
      files[key] = await readFile(join(PUBLIC_DIR, path)).catch((error: NodeJS.ErrnoException) => {
        throw new CliError(`${join(PUBLIC_DIR, path)}: cannot read font (${error.code ?? error.message})`);
      });
    }
    return { files, book: createFontBook(files) };
  })();
  return fontsOnce;
}

/** Path as shown in messages: relative to the cwd when that is shorter. */
export function displayPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') ? rel : file;
}

/** Parse a JSON file; unreadable files and syntax errors become `file: message` errors. */
export async function readJsonFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : `cannot read (${code})`;
    throw new CliError(`${displayPath(file)}: ${reason}`);
  }
  return parseJson(text.replace(/^\uFEFF/, ''), displayPath(file));
}

/** JSON.parse with the error position turned into line and column. */
export function parseJson(text: string, label: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const pos = /at position (\d+)/.exec(message);
    const offset = pos ? Number(pos[1]) : /end of JSON input/.test(message) ? text.length : undefined;
    const reason = message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/ \(line \d+ column \d+\)$/, '');
    if (offset === undefined) throw new CliError(`${label}: invalid JSON: ${reason}`);
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    throw new CliError(`${label}: invalid JSON at line ${line}, column ${column}: ${reason}`);
  }
}

/** Read and validate a template file; validation issues become one line per issue. */
export async function readTemplate(file: string): Promise<{ template: Template; json: unknown }> {
  const json = await readJsonFile(file);
  try {
    return { template: loadTemplate(json), json };
  } catch (error) {
    if (error instanceof TemplateError) {
      const label = displayPath(file);
      const lines = error.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message));
      throw new CliError(lines.map((l, n) => (n === 0 ? `${label}: ${l}` : `larder: ${label}: ${l}`)).join('\n'));
    }
    throw error;
  }
}

export interface NodeImages {
  /** Bytes by source string, for the PDF writer. */
  bytes: Record<string, Uint8Array>;
  /** Size lookup for the layout context. */
  info(src: string): ImageInfo | undefined;
  /** Sources that could not be loaded, with the reason. */
  failures: { src: string; reason: string }[];
}

/**
 * Load every image the document may draw. Data URLs are decoded; http(s) URLs fetched;
 * other sources are files relative to the template's folder, then to public/.
 */
export async function loadImages(templateJson: unknown, data: unknown, templateDir: string): Promise<NodeImages> {
  const bytes: Record<string, Uint8Array> = {};
  const sizes = new Map<string, ImageInfo>();
  const failures: NodeImages['failures'] = [];
  for (const src of collectImageSources(templateJson, data)) {
    try {
      const content = await readImage(src, templateDir);
      const size = imageSizeFromBytes(content);
      if (!size) throw new Error('not a PNG, JPEG, GIF, WebP or BMP image');
      bytes[src] = content;
      sizes.set(src, size);
    } catch (error) {
      failures.push({ src: src.length > 60 ? `${src.slice(0, 57)}...` : src, reason: (error as Error).message });
    }
  }
  return { bytes, info: (src) => sizes.get(src), failures };
}

async function readImage(src: string, templateDir: string): Promise<Uint8Array> {
  const inline = dataUrlBytes(src);
  if (inline) return inline;
  if (/^https?:\/\//i.test(src)) {
    const response = await fetch(src, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
  const path = src.startsWith('file:') ? fileURLToPath(src) : decodeURIComponent(src.split(/[?#]/)[0]!);
  const candidates = [resolve(templateDir, path), join(PUBLIC_DIR, path.replace(/^[/\\]+/, ''))];
  for (const candidate of candidates) {
    // public/ lookups stay inside public/.
    if (candidate !== candidates[0] && !candidate.startsWith(PUBLIC_DIR + sep)) continue;
    try {
      return await readFile(candidate);
    } catch {
      // try the next place
    }
  }
  throw new Error('file not found');
}

export const templateDirOf = (file: string): string => dirname(resolve(file));
