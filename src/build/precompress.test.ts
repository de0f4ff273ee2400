import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

it('writes .br and .gz beside compressible files that they make smaller, and nothing else', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'larder-precompress-'));
  mkdirSync(join(dir, 'assets', 'nested'), { recursive: true });
  const text = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ name: `品名 ${i}`, qty: i })))};`;
  const files = {
    js: join(dir, 'assets', 'nested', 'app-1.js'),
    css: join(dir, 'assets', 'app.css'),
    small: join(dir, 'assets', 'tiny.js'),
    png: join(dir, 'logo.png'),
    map: join(dir, 'assets', 'app-1.js.map'),
    random: join(dir, 'noise.json'),
  };
  writeFileSync(files.js, text);
  writeFileSync(files.css, `.a{color:red}\n`.repeat(200));
  writeFileSync(files.small, 'export {}');
  writeFileSync(files.png, text); // a type that is compressed already: left alone whatever it holds
  writeFileSync(files.map, text);
  // bytes no compressor can shrink
  writeFileSync(files.random, randomBytes(4096));

  const result = await precompressDir(dir);

  expect(result.files).toBe(2);
  for (const file of [files.js, files.css]) {
    const original = readFileSync(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
  }
  for (const file of [files.small, files.png, files.map, files.random]) {
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  }
  expect(result.bytes).toBe(readFileSync(files.js).length + readFileSync(files.css).length);
  expect(result.brotliBytes).toBeLessThan(result.bytes / 4);
});
