/** The built command (what `npm install` makes of src/cli) behaves as the sources do, and is chosen only when fresh. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types (the build step of `npm install`).
import { buildNodeBundle } from '../build/nodeBundle.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Inside the package, as dist-node/ is: the bundle finds its packages in the package's node_modules.
const work = mkdtempSync(join(ROOT, '.dist-node-test-'));
const outdir = join(work, 'dist-node');

beforeAll(async () => {
  await buildNodeBundle(outdir);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Run the built command's main() with `args` in a process of its own. */
const fromBundle = (args: string[]) =>
  spawnSync(process.execPath, ['--input-type=module', '-e', `const { main } = await import(${JSON.stringify(pathToFileURL(join(outdir, 'larder.js')).href)}); process.exitCode = await main(${JSON.stringify(args)});`], { cwd: ROOT, encoding: 'utf8' });
const fromSource = (args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'src/cli/larder.mjs'), ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, LARDER_FROM_SOURCE: '1' } });

describe('the built command', () => {
  it('records what it was made from, so that larder.mjs can tell when a source changed since', () => {
    const { builtAt, inputs } = JSON.parse(readFileSync(join(outdir, 'inputs.json'), 'utf8'));
    expect(builtAt).toBeGreaterThan(0);
    expect(inputs).toContain('src/cli/main.ts');
    expect(inputs).toContain('engine/index.ts');
    expect(inputs).toContain('src/server/app.ts');
  });

  it('prints the same help as the sources', () => {
    const built = fromBundle(['--help']);
    expect(built.status).toBe(0);
    expect(built.stdout).toBe(fromSource(['--help']).stdout);
  }, 60_000);

  it('lays a template out exactly as the sources do, reading the package\'s fonts from its new place', () => {
    const args = ['paginate', 'public/templates/report.json', '--data', 'public/templates/report.data.json', '--json', '--now', '2024-11-21T08:00:00+08:00', '--tz', '480'];
    const built = fromBundle(args);
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    expect(JSON.parse(built.stdout).pages).toBeGreaterThan(1);
    expect(built.stdout).toBe(fromSource(args).stdout);
  }, 60_000);
});
