/** Dependencies point one way: engine imports nothing of the hosts, no DOM and no Node built-ins. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const importsOf = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('engine', () => {
  const files = sources('engine');

  it('has sources to check', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files)('%s imports no DOM, React, Konva, Node built-ins, src/ or workers/', (file) => {
    const bad = importsOf(file).filter(
      (spec) =>
        /^(node:|fs$|path$|url$|os$|crypto$|stream$|buffer$|react|konva|react-konva)/.test(spec) ||
        (spec.startsWith('.') && /^(src|workers)\//.test(relative(root, join(root, file, '..', spec)))),
    );
    expect(bad).toEqual([]);
    const text = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(text).not.toMatch(/\b(window|document|localStorage|navigator)\.\w/);
    expect(text).not.toMatch(/\b(Date\.now|new Date\(\)|Math\.random)\b/);
  });
});

describe('workers', () => {
  it.each(sources('workers'))('%s imports nothing from src/', (file) => {
    expect(importsOf(file).filter((spec) => spec.includes('/src/') || spec.startsWith('../src'))).toEqual([]);
  });
});

/** Every module a file names: static and type imports, re-exports, side-effect and dynamic imports. */
function specifiersOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const found = text.matchAll(/(?:^|[\n;])\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g);
  return [...found].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

/** Source files under `dir`, tests included (`.ts`, `.tsx`, `.mts`). */
function allSources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return allSources(path);
    return /\.(tsx?|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The repository path a relative specifier of `file` names; undefined for packages and built-ins. */
const target = (file: string, spec: string): string | undefined => (spec.startsWith('.') ? relative(root, join(root, file, '..', spec)) : undefined);

/** The cycles of a directed graph, one per strongly connected component (each as a closed path). */
function cyclesOf(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1 || (edges.get(node) ?? []).includes(node)) cycles.push(closedPath(component, edges));
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** One closed path through a strongly connected component, for a readable failure. */
function closedPath(component: string[], edges: Map<string, string[]>): string[] {
  const inside = new Set(component);
  const path = [component[0]!];
  const seen = new Set(path);
  for (let node = component[0]!; ; ) {
    const next = (edges.get(node) ?? []).find((n) => inside.has(n) && (n === path[0] || !seen.has(n)));
    if (!next || next === path[0]) return [...path, path[0]!];
    path.push(next);
    seen.add(next);
    node = next;
  }
}

/** The import graph among `files` (edges to files outside the set are left out), optionally folded by `group`. */
function importGraph(files: string[], group: (file: string) => string = (f) => f): Map<string, string[]> {
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const from = group(file);
    const list = edges.get(from) ?? [];
    edges.set(from, list);
    for (const spec of specifiersOf(file)) {
      const to = target(file, spec);
      if (to === undefined || !known.has(to) || group(to) === from) continue;
      if (!list.includes(group(to))) list.push(group(to));
    }
  }
  return edges;
}

describe('engine/index.ts is the only door', () => {
  const outside = ['src', 'workers', 'host', 'benchmarks', 'tests'].flatMap(allSources);

  it('finds the files to check', () => {
    expect(outside.length).toBeGreaterThan(200);
  });

  it('no file outside engine/ imports an engine module but engine/index.ts', () => {
    const bad = outside.flatMap((file) =>
      specifiersOf(file)
        .map((spec) => target(file, spec))
        .filter((to) => to !== undefined && to.startsWith('engine/') && to !== 'engine/index.ts')
        .map((to) => `${file} -> ${to}`),
    );
    expect(bad).toEqual([]);
  });
});

describe('host/', () => {
  it.each(allSources('host'))('%s imports only engine/index.ts and host/ (and Node built-ins in host/node.ts)', (file) => {
    const bad = specifiersOf(file).filter((spec) => {
      const to = target(file, spec);
      if (to !== undefined) return to !== 'engine/index.ts' && !to.startsWith('host/');
      if (spec.startsWith('node:')) return !/^host\/node(\.test)?\.ts$/.test(file);
      // Test files use the test runner; nothing else comes from packages.
      return !(spec === 'vitest' && /\.test\.ts$/.test(file));
    });
    expect(bad).toEqual([]);
  });
});

describe('no import cycles', () => {
  const engine = allSources('engine');

  it('among engine/ files', () => {
    expect(cyclesOf(importGraph(engine))).toEqual([]);
  });

  it("among engine/'s folders, tests and their helpers aside", () => {
    const code = engine.filter((f) => !/\.test\.ts$|\/testing\.ts$/.test(f));
    const folder = (file: string) => file.split('/').slice(0, 2).join('/');
    expect(cyclesOf(importGraph(code, folder))).toEqual([]);
  });

  it('between src/cli and benchmarks, files and folders', () => {
    const files = ['src/cli', 'benchmarks', 'host'].flatMap(allSources);
    expect(cyclesOf(importGraph(files))).toEqual([]);
    const side = (file: string) => (file.startsWith('benchmarks/') ? 'benchmarks' : file.startsWith('src/cli/') ? 'src/cli' : file);
    expect(cyclesOf(importGraph(files, side))).toEqual([]);
  });

  it('over the whole tree, no file cycle at run time (type imports leave no trace then)', () => {
    const files = ['engine', 'src', 'workers', 'host', 'benchmarks'].flatMap(allSources).filter((f) => !/\.(test|pg-test)\.tsx?$/.test(f));
    const valueOnly = (file: string) => {
      const text = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
      return [...text.matchAll(/(?:^|[\n;])\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
    };
    const known = new Set(files);
    const edges = new Map(files.map((file) => [file, valueOnly(file).map((spec) => target(file, spec)).filter((to): to is string => to !== undefined && known.has(to))]));
    expect(cyclesOf(edges)).toEqual([]);
  });

  it('over the whole tree, no cycle through files of different folders, type imports included', () => {
    const files = ['engine', 'src', 'workers', 'host', 'benchmarks'].flatMap(allSources).filter((f) => !/\.(test|pg-test)\.tsx?$/.test(f));
    const folder = (file: string) => file.slice(0, file.lastIndexOf('/'));
    const across = cyclesOf(importGraph(files)).filter((cycle) => new Set(cycle.map(folder)).size > 1);
    expect(across).toEqual([]);
  });

  it('the cycle finder finds cycles', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});

/**
 * Folders depend one way (issue 13, STYLE habits 1 and 14): each area of the tree names the areas it may
 * import. Tests are free to reach anything; production files are held to the table.
 */
const AREAS: Array<[area: string, mayImport: readonly string[]]> = [
  ['src/contract', []],
  ['src/build', []],
  ['src/i18n', ['src/contract']],
  ['src/api', ['src/contract']],
  ['src/shell', ['src/api', 'src/i18n', 'src/contract']],
  ['src/pages', ['src/shell', 'src/api', 'src/i18n', 'src/contract', 'engine', 'host']],
  ['src/designer', ['src/api', 'src/i18n', 'src/contract', 'engine', 'host', 'workers']],
  ['src/app', ['src/shell', 'src/pages', 'src/designer', 'src/api', 'src/i18n', 'src/contract', 'engine', 'host', 'workers']],
  ['src/print-client', ['src/contract', 'engine', 'host']],
  // A feature imports the server's services (auth, db, http, live, storage, config) and the contract,
  // never another feature or the seed data; helpers two features need move down.
  ['src/server/routes/*', ['src/server/auth', 'src/server/db', 'src/server/http', 'src/server/live', 'src/server/storage', 'src/server/render', 'src/server/jobs', 'src/server/config.ts', 'src/contract', 'engine', 'host']],
  // Demo data is made through the features' own services.
  ['src/server/seed', ['src/server/auth', 'src/server/db', 'src/server/http', 'src/server/routes/*', 'src/server/storage', 'src/contract', 'engine', 'host']],
  ['src/server/auth', ['src/server/db', 'src/server/http', 'src/server/live', 'src/server/config.ts', 'src/contract']],
  ['src/server/db', ['src/contract']],
  ['src/server/http', ['src/server/auth', 'src/server/db', 'src/server/live', 'src/server/storage', 'src/server/render', 'src/server/jobs', 'src/server/config.ts', 'src/contract']],
  ['src/server/live', ['src/server/db', 'src/contract']],
  ['src/server/storage', ['src/server/config.ts', 'src/contract']],
  // Durable jobs (pg-boss): batch printing, SMS; features start them, never the other way round.
  ['src/server/jobs', ['src/server/auth', 'src/server/db', 'src/server/http', 'src/server/live', 'src/server/storage', 'src/server/render', 'src/server/config.ts', 'src/contract', 'engine', 'host']],
  // Layout and PDF writing in threads of their own.
  ['src/server/render', ['src/server/http', 'src/contract', 'engine', 'host']],
  ['src/server', ['src/server/*', 'src/contract', 'engine', 'host']],
  // The features' registry: the server's composition, not a feature.
  ['src/server/routes/index.ts', ['src/server/routes/*']],
  ['src/cli', ['src/server', 'src/server/*', 'benchmarks', 'src/contract', 'engine', 'host']],
  ['benchmarks', ['src/server', 'src/server/*', 'src/build', 'src/contract', 'engine', 'host', 'workers', 'tests']],
  ['workers', ['engine', 'host']],
  ['host', ['engine']],
];

/** The most specific area a file belongs to ('src/server/routes/print/pdf.ts' -> 'src/server/routes/*'). */
function areaOf(file: string): string | undefined {
  const path = file.split('\\').join('/');
  const matches = AREAS.map(([area]) => area).filter((area) =>
    area.endsWith('/*') ? path.startsWith(area.slice(0, -1)) : path === area || path.startsWith(area + '/'),
  );
  return matches.sort((a, b) => b.length - a.length)[0];
}

/** Does `target` (a file) fall under the allowed entry `allowed`? `src/server/*` admits any server subfolder. */
function admits(allowed: string, target: string): boolean {
  if (allowed.endsWith('/*')) return target.startsWith(allowed.slice(0, -1));
  return target === allowed || target.startsWith(allowed + '/');
}

/** Two files of the same feature (src/server/routes/<feature>/…) may import each other. */
const sameFeature = (a: string, b: string) => {
  const feature = (p: string) => /^src\/server\/routes\/([^/]+)\//.exec(p)?.[1];
  return feature(a) !== undefined && feature(a) === feature(b);
};

const productionFiles = (...dirs: string[]) =>
  dirs.flatMap((dir) => sources(dir)).filter((file) => !/\.pg-test\.ts$|\/testing\.ts$/.test(file));

/** The repository files a file imports (static, type, side-effect and dynamic imports). */
const relativeImports = (file: string): string[] =>
  specifiersOf(file).flatMap((spec) => {
    const to = target(file, spec);
    return to === undefined ? [] : [to.split('\\').join('/')];
  });

describe('folders depend one way', () => {
  const files = productionFiles('src', 'benchmarks', 'workers', 'host');

  it('knows the area of every production file', () => {
    expect(files.filter((file) => !areaOf(file))).toEqual([]);
  });

  it.each(files)('%s imports only what its area may', (file) => {
    const area = areaOf(file)!;
    const allowed = AREAS.find(([name]) => name === area)![1];
    const bad = relativeImports(file).filter((target) => {
      const targetArea = areaOf(target);
      if (targetArea === area && (area !== 'src/server/routes/*' || sameFeature(file, target))) return false;
      if (area === 'src/server' && targetArea === 'src/server') return false;
      return !allowed.some((entry) => admits(entry, target));
    });
    expect(bad).toEqual([]);
  });
});
