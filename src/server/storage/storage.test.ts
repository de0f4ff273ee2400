import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanFileName, localStorage, newStorageName, SAFE_NAME } from './storage.ts';

describe('localStorage', () => {
  it('stores, reads and deletes under the root', async () => {
    const root = mkdtempSync(join(tmpdir(), 'larder-st-'));
    const storage = localStorage(root);
    await storage.put('20240101/abcdefgh.png', Buffer.from('png'));
    expect((await storage.get('20240101/abcdefgh.png'))?.toString()).toBe('png');
    await expect(storage.put('20240101/abcdefgh.png', Buffer.from('again'))).rejects.toThrow();
    await storage.delete('20240101/abcdefgh.png');
    expect(await storage.get('20240101/abcdefgh.png')).toBeUndefined();
  });

  it('never reads outside the root', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'larder-st-'));
    writeFileSync(join(parent, 'secret.txt'), 'secret');
    const storage = localStorage(join(parent, 'root'));
    for (const name of ['../secret.txt', '20240101/../../secret.txt', '/etc/passwd', '20240101\\..\\x.txt', '20240101/abcdefgh.png\0.txt']) {
      expect(await storage.get(name)).toBeUndefined();
      await expect(storage.put(name, Buffer.from('x'))).rejects.toThrow(/unsafe/);
    }
  });
});

describe('names', () => {
  it('generates safe, unique names by day', () => {
    const a = newStorageName('pdf', new Date(2024, 0, 5, 23, 0));
    const b = newStorageName('pdf', new Date(2024, 0, 5, 23, 0));
    expect(a).toMatch(/^20240105\/[A-Za-z0-9_-]{22}\.pdf$/);
    expect(SAFE_NAME.test(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(() => newStorageName('../x')).toThrow();
  });

  it('keeps the last part of the original name without control characters', () => {
    expect(cleanFileName('C:\\fakepath\\合同 扫描.pdf', 'f')).toBe('合同 扫描.pdf');
    expect(cleanFileName('../../etc/passwd', 'f')).toBe('passwd');
    expect(cleanFileName('a\u0000b\u001b[31m.png', 'f')).toBe('ab[31m.png');
    expect(cleanFileName('..', 'file.pdf')).toBe('file.pdf');
    expect(cleanFileName(undefined, 'file.pdf')).toBe('file.pdf');
    expect(cleanFileName('x'.repeat(300), 'f')).toHaveLength(200);
  });
});
