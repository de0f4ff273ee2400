/** Every literal key the screens pass to tp() (and every rule key) exists in both page dictionaries. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/pages.ts';
import zh from '../../i18n/zh/pages.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OWN = (path: string) => !/[\\/](isps|user|exception)[\\/]/.test(path) && !path.endsWith('.test.ts');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) && OWN(path) ? [path] : [];
  });
}

function lookup(dict: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), dict);
}

const keys = new Set<string>();
for (const file of files(ROOT)) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/tp\(\s*'([\w.]+)'/g)) keys.add(m[1]);
  for (const m of text.matchAll(/'(\w+\.rule\.\w+)'/g)) keys.add(m[1]);
  for (const m of text.matchAll(/\?\s*'(\w+\.\w+)'\s*:\s*'(\w+\.\w+)'/g)) { keys.add(m[1]); keys.add(m[2]); }
}

describe('page dictionaries', () => {
  it('found keys to check', () => expect(keys.size).toBeGreaterThan(100));
  for (const key of keys) {
    it(key, () => {
      expect(typeof lookup(zh, key), `zh ${key}`).toBe('string');
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
    });
  }
});
