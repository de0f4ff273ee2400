/** Dependencies point one way: engine imports nothing of the hosts, no DOM and no Node built-ins. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
  ['src/server/routes/*', ['src/server/auth', 'src/server/db', 'src/server/http', 'src/server/live', 'src/server/storage', 'src/server/config.ts', 'src/contract', 'engine', 'host']],
  // Demo data is made through the features' own services.
  ['src/server/seed', ['src/server/auth', 'src/server/db', 'src/server/http', 'src/server/routes/*', 'src/server/storage', 'src/contract', 'engine', 'host']],
  ['src/server/auth', ['src/server/db', 'src/server/http', 'src/server/live', 'src/server/config.ts', 'src/contract']],
  ['src/server/db', ['src/contract']],
  ['src/server/http', ['src/server/auth', 'src/server/db', 'src/server/live', 'src/server/storage', 'src/server/config.ts', 'src/contract']],
  ['src/server/live', ['src/server/db', 'src/contract']],
  ['src/server/storage', ['src/server/config.ts', 'src/contract']],
  ['src/server', ['src/server/*', 'src/contract', 'engine', 'host']],
  // The features' registry: the server's composition, not a feature.
  ['src/server/routes/index.ts', ['src/server/routes/*']],
  ['src/cli', ['src/server', 'src/server/*', 'benchmarks', 'src/contract', 'engine', 'host']],
  ['benchmarks', ['src/server', 'src/server/*', 'src/contract', 'engine', 'host', 'workers', 'tests']],
  ['workers', ['engine', 'host']],
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

const relativeImports = (file: string): string[] => {
  const text = readFileSync(join(root, file), 'utf8');
  const specs = [
    ...importsOf(file),
    ...[...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!),
  ];
  return specs.filter((spec) => spec.startsWith('.')).map((spec) => relative(root, join(root, file, '..', spec)).split('\\').join('/'));
};

describe('folders depend one way', () => {
  const files = productionFiles('src', 'benchmarks', 'workers');

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

describe('no import cycles', () => {
  const files = productionFiles('engine', 'src', 'workers', 'benchmarks').filter((file) => existsSync(join(root, file)));
  const known = new Set(files);
  /** Value imports only: `import type` leaves no trace at run time. */
  const valueImports = (file: string) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/g)]
      .map((m) => m[1]!)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => relative(root, join(root, file, '..', spec)).split('\\').join('/'))
      .filter((target) => known.has(target));

  /** Strongly connected groups of more than one file (Tarjan). */
  function cycles(edges: (file: string) => string[]): string[][] {
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const found: string[][] = [];
    let next = 0;
    const visit = (v: string) => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      onStack.add(v);
      for (const w of edges(v)) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) === index.get(v)) {
        const group: string[] = [];
        for (let w = stack.pop()!; ; w = stack.pop()!) {
          onStack.delete(w);
          group.push(w);
          if (w === v) break;
        }
        if (group.length > 1) found.push(group.sort());
      }
    };
    for (const file of files) if (!index.has(file)) visit(file);
    return found;
  }

  it('has no file cycle at run time', () => {
    expect(cycles(valueImports)).toEqual([]);
  });

  it('has no cycle across folders, type imports included', () => {
    const allImports = (file: string) => relativeImports(file).filter((target) => known.has(target));
    const acrossFolders = cycles(allImports).filter((group) => new Set(group.map((file) => file.slice(0, file.lastIndexOf('/')))).size > 1);
    expect(acrossFolders).toEqual([]);
  });
});
