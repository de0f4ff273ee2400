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
