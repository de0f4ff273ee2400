/**
 * The Node host (CLI, API server, benchmarks): the shipped fonts read from public/ once per
 * process, images from data URLs, files and (when allowed) http(s), and a fresh QuickJS
 * sandbox for each document, disposed when it is done.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontBook, createSandbox, dataUrlBytes, FONT_FILES, type Host, type HostFonts, type HostSandbox } from '../engine/index.ts';

/** The package root (where package.json, public/ and dist/ live), whatever the working directory. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../', import.meta.url));
export const PUBLIC_DIR = join(PACKAGE_ROOT, 'public');

export interface NodeHostOptions {
  /** Folder that relative image paths are read from first (the template file's folder); omitted = public/ only. */
  templateDir?: string;
  /** Fetch http(s) images. A server rendering other people's templates leaves this off (no requests on their behalf). */
  remote?: boolean;
}

/** A host reading images as `options` allow; fonts are shared by every Node host of the process. */
export function createNodeHost(options: NodeHostOptions = {}): Host {
  return {
    fonts: loadNodeFonts,
    imageBytes: (src) => readImage(src, options),
    sandbox: openSandbox,
  };
}

let fontsOnce: Promise<HostFonts> | undefined;

/** Read every font of FONT_FILES; a missing file rejects with `path: cannot read font (code)`. */
export function loadNodeFonts(): Promise<HostFonts> {
  fontsOnce ??= (async () => {
    const files: Record<string, Uint8Array> = {};
    for (const [key, path] of Object.entries(FONT_FILES)) {
      files[key] = await readFile(join(PUBLIC_DIR, path)).catch((error: NodeJS.ErrnoException) => {
        throw new Error(`${join(PUBLIC_DIR, path)}: cannot read font (${error.code ?? error.message})`);
      });
    }
    return { files, book: createFontBook(files) };
  })();
  return fontsOnce;
}

/** One sandbox per document: hooks of one template never see the globals another one left. */
async function openSandbox(): Promise<HostSandbox> {
  const sandbox = await createSandbox();
  return { hooks: sandbox, release: () => sandbox.dispose() };
}

/** Data URLs decoded; http(s) fetched when allowed; other sources are files relative to the template's folder (when given), then to public/. */
async function readImage(src: string, options: NodeHostOptions): Promise<Uint8Array> {
  const inline = dataUrlBytes(src);
  if (inline) return inline;
  if (/^https?:\/\//i.test(src)) {
    if (!options.remote) throw new Error('remote images are not fetched here');
    const response = await fetch(src, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
  if (src.startsWith('file:') && options.templateDir === undefined) throw new Error('file not found');
  const path = src.startsWith('file:') ? fileURLToPath(src) : decodeURIComponent(src.split(/[?#]/)[0]!);
  const inPublic = join(PUBLIC_DIR, path.replace(/^[/\\]+/, ''));
  const candidates = options.templateDir === undefined ? [inPublic] : [resolve(options.templateDir, path), inPublic];
  for (const candidate of candidates) {
    // public/ lookups stay inside public/.
    if (candidate === inPublic && !candidate.startsWith(PUBLIC_DIR + sep)) continue;
    try {
      return await readFile(candidate);
    } catch {
      // try the next place
    }
  }
  throw new Error('file not found');
}

/** Host defaults: the machine's clock and time zone (the engine itself reads neither). */
export const hostNow = (): number => Date.now();
export const hostTimezoneOffset = (): number => -new Date().getTimezoneOffset();
