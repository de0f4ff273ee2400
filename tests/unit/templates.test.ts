/** Every shipped sample and fixture loads, saves and reloads unchanged, and paginates. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, loadTemplate, paginate, type Sandbox, saveTemplate } from '../../engine/index.ts';
import { testContext } from '../helpers/fonts.ts';

const dirs = ['../../public/templates/', '../fixtures/'].map((d) => fileURLToPath(new URL(d, import.meta.url)));
const files = dirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.data.json') && f !== 'index.json')
    .map((f) => [f, dir + f] as const),
);
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** Expected page counts with each template's own sample data. */
const PAGES: Record<string, number> = {
  'delivery-note.json': 3,
  'shelf-labels.json': 6,
  'receipt.json': 1,
  'report.json': 4,
  'receipt-check.json': 1,
  'picking-list.json': 1,
  'statement.json': 1,
  'hiprint-export.json': 1,
  'hiprint-table-demo.json': 2,
};

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
});
afterAll(() => sandbox.dispose());

describe.each(files)('%s', (name, path) => {
  it('loads, saves and reloads unchanged', () => {
    const json = read(path);
    const saved = saveTemplate(loadTemplate(structuredClone(json)));
    expect(saved).toEqual(json);
    const again = loadTemplate(saved);
    expect(saveTemplate(again)).toEqual(json);
    expect(again.panels.map((p) => p.elements.map((e) => e.options))).toEqual(
      loadTemplate(json).panels.map((p) => p.elements.map((e) => e.options)),
    );
  });

  it('paginates with its sample data', () => {
    const data = read(path.replace(/\.json$/, '.data.json'));
    const { pages, diagnostics } = paginate(loadTemplate(read(path)), data, testContext({ hooks: sandbox }));
    expect(pages).toHaveLength(PAGES[name]!);
    expect(diagnostics).toEqual([]);
  });
});

it('covers every sample listed in the manifest', () => {
  const manifest = read(dirs[0] + 'index.json') as { templates: { template: string; data: string }[] };
  expect(manifest.templates.map((t) => t.template).sort()).toEqual(files.filter(([, p]) => p.startsWith(dirs[0]!)).map(([f]) => f).sort());
  expect(Object.keys(PAGES).sort()).toEqual(files.map(([f]) => f).sort());
});
