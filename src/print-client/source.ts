/**
 * Fetching the PDF of a `url_pdf` job. http and https are fetched with a time limit and the job
 * size cap. Local paths (and file: URLs) are refused unless they lie inside a folder the user
 * allowed with --pdf-dir: otherwise any allowed page could print any file this user can read.
 */
import { open, realpath } from 'node:fs/promises';
import { isAbsolute, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrintError } from './errors.ts';
import { checkPdf, checkSize } from './payload.ts';

export interface FetchPdfOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Folders whose files a job may name; empty refuses every local path. */
  pdfDirs: readonly string[];
}

/** The bytes of the PDF at `location` (http(s) URL, or a path under an allowed folder). */
export async function fetchPdf(location: string, options: FetchPdfOptions): Promise<Buffer> {
  const isFileUrl = /^file:/i.test(location);
  if (isFileUrl || isAbsolute(location) || /^[A-Za-z]:[\\/]/.test(location)) {
    let path: string;
    try {
      path = isFileUrl ? fileURLToPath(location) : location;
    } catch {
      throw new PrintError('URL_REFUSED', { detail: `'${location}' is not a usable file URL` });
    }
    return readAllowedFile(path, options);
  }
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    throw new PrintError('URL_REFUSED', { detail: `'${location}' is not an http(s) address` });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PrintError('URL_REFUSED', { detail: `${url.protocol} addresses are not fetched; use http or https` });
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), redirect: 'follow' });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new PrintError('FETCH_FAILED', { detail: timedOut ? `no answer within ${options.timeoutMs / 1000} s` : ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message });
  }
  if (!response.ok) throw new PrintError('FETCH_FAILED', { detail: `HTTP ${response.status} from ${url.host}` });
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > 0) checkSize(declared, options.maxBytes);
  const bytes = await readCapped(response, options.maxBytes);
  checkPdf(bytes);
  return bytes;
}

/** Read a response body, giving up as soon as it passes the cap (Content-Length may be absent or wrong). */
export async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        checkSize(total, maxBytes);
      }
      chunks.push(Buffer.from(value));
    }
  } catch (error) {
    if (error instanceof PrintError) throw error;
    throw new PrintError('FETCH_FAILED', { detail: (error as Error).message });
  }
  return Buffer.concat(chunks);
}

async function readAllowedFile(path: string, options: FetchPdfOptions): Promise<Buffer> {
  if (options.pdfDirs.length === 0) throw new PrintError('URL_REFUSED', { detail: 'local files are not printed unless the client was started with --pdf-dir' });
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    throw new PrintError('URL_REFUSED', { detail: `${path} does not exist` });
  }
  // Compare real paths, so neither ../ nor a symlink leads out of an allowed folder.
  const inside = await Promise.all(
    options.pdfDirs.map(async (dir) => {
      const root = await realpath(dir).catch(() => null);
      if (!root) return false;
      const rel = relative(root, real);
      return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
    }),
  );
  if (!inside.some(Boolean)) throw new PrintError('URL_REFUSED', { detail: `${path} is outside the folders allowed with --pdf-dir` });
  const handle = await open(real, 'r');
  try {
    const { size } = await handle.stat();
    checkSize(size, options.maxBytes);
    const bytes = await handle.readFile();
    checkPdf(bytes);
    return bytes;
  } finally {
    await handle.close();
  }
}
