/**
 * Brotli and gzip copies of the built app's text assets and fonts, written next to each file at build
 * time (`name.br`, `name.gz`), which the server hands to browsers that accept them (@fastify/static's
 * preCompressed). Compressed once at build rather than per request, brotli can use settings far too slow
 * for the request path: the designer's two CJK fonts go from 10.5 MB to about 5.5 MB each, the scripts
 * to about a third.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What compresses: text and uncompressed fonts. Images, woff2 and source maps (read only by devtools) are left alone. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.ttf', '.otf', '.wasm']);
/** Smaller than this, the request costs more than the bytes. */
const MIN_BYTES = 1024;
/**
 * Brotli quality: 9 is within 7 % of the best (11) at a tenth of its time; above 2 MB (the fonts) 6, which
 * is 5 % larger than 9 at half its time. Every build pays this (the end-to-end tests build four times).
 */
const quality = (bytes: number): number => (bytes <= 2 * 1024 * 1024 ? 9 : 6);
/** Files compressed at a time (zlib runs them on libuv's thread pool). */
const CONCURRENCY = 2;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Write `.br` and `.gz` beside every compressible file under `dir` that they make smaller. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const queue = (await listFiles(dir)).filter((file) => COMPRESSIBLE.has(extname(file).toLowerCase()));
  const work = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if ((await stat(file)).size < MIN_BYTES) continue;
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality(bytes.length),
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: 6 }),
      ]);
      // A copy no smaller than the original is not worth a request's negotiation.
      if (br.length >= bytes.length) continue;
      await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
      result.files++;
      result.bytes += bytes.length;
      result.brotliBytes += br.length;
      result.gzipBytes += Math.min(gz.length, bytes.length);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, work));
  return result;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : Promise.resolve(entry.isFile() ? [join(dir, entry.name)] : []))),
  );
  return nested.flat();
}

/** The Vite plugin: precompress the output directory once the build has written it. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'larder-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const started = Date.now();
      const { files, bytes, brotliBytes } = await precompressDir(config.build.outDir);
      const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
      config.logger.info(`precompressed ${files} files: ${mb(bytes)} MB → ${mb(brotliBytes)} MB brotli (${Date.now() - started} ms)`);
    },
  };
}
