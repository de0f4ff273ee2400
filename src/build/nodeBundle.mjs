// Build the `larder` command (CLI and API server) into plain JavaScript, so that a command starts without
// compiling TypeScript first. Run by `npm install` (the `prepare` script) and by `npm run build`.
// esbuild comes with tsx, a runtime dependency. Packages stay external: only our own sources are bundled.
// `new URL('relative', import.meta.url)` in a source names a file beside that source; in the bundle, the
// same file is reached from dist-node/, so each such path is rewritten for where the bundle lives.
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// A `new URL` so that the bundle (which carries this module for `larder bench --cli`) finds the root too.
const root = fileURLToPath(new URL('../../', import.meta.url));
const DEFAULT_OUTDIR = join(root, 'dist-node');

/** Keep `new URL('x', import.meta.url)` pointing at the same file from `outdir`. */
const relocateUrls = (outdir) => ({
  name: 'relocate-import-meta-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|mjs)$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace(/new URL\((['"])([^'"]+)\1,\s*import\.meta\.url\)/g, (whole, quote, path) => {
        if (!path.startsWith('.')) return whole;
        let moved = relative(outdir, resolve(dirname(args.path), path)).split('\\').join('/');
        if (path.endsWith('/') && !moved.endsWith('/')) moved += '/';
        return `new URL(${quote}${moved.startsWith('.') ? moved : `./${moved}`}${quote}, import.meta.url)`;
      });
      return { contents, loader: args.path.endsWith('.mjs') ? 'js' : 'ts' };
    });
  },
});

/**
 * Build into `outdir` (default dist-node/). The new build is written beside it and swapped in, so that a
 * `larder` starting meanwhile finds either the old build whole or none (and runs the sources).
 */
export async function buildNodeBundle(outdir = DEFAULT_OUTDIR) {
  const staging = `${outdir}.building-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  const started = performance.now();
  const result = await build({
    entryPoints: { larder: join(root, 'src/cli/main.ts'), renderWorker: join(root, 'src/server/render/worker.ts') },
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    // Every output file in dist-node/ itself: the relocated URLs are relative to that folder.
    chunkNames: '[name]-[hash]',
    plugins: [relocateUrls(outdir)],
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).map((input) => join(root, input));
  // What the bundle was made from, so that `larder` notices when a source changed since (src/cli/larder.mjs).
  await writeFile(join(staging, 'inputs.json'), JSON.stringify({ builtAt: Date.now(), inputs: inputs.map((input) => relative(root, input)) }));
  const old = `${outdir}.old-${process.pid}`;
  await rename(outdir, old).catch(() => {});
  await rename(staging, outdir);
  await rm(old, { recursive: true, force: true });
  return { ms: Math.round(performance.now() - started), files: inputs.length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ms, files } = await buildNodeBundle();
  process.stdout.write(`larder: built dist-node/ from ${files} sources in ${ms} ms\n`);
}
