/** Where uploaded files live: a local directory by default; S3-compatible storage is the scale-out option. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface FileStorage {
  kind: string;
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when there is no such file. */
  get(name: string): Promise<Buffer | undefined>;
  delete(name: string): Promise<void>;
}

/** Generated names are `yyyymmdd/<random>.<ext>`; anything else (.., absolute paths, odd characters) is refused. */
export const SAFE_NAME = /^[0-9]{8}\/[A-Za-z0-9_-]{8,64}\.[a-z0-9]{1,8}$/;

/** A fresh storage name `yyyymmdd/<22 random url-safe characters>.<ext>` (the day of `now`, server time). */
export function newStorageName(ext: string, now: Date = new Date()): string {
  const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  const name = `${day}/${randomBytes(16).toString('base64url')}.${ext}`;
  if (!SAFE_NAME.test(name)) throw new Error(`bad extension '${ext}'`);
  return name;
}

/**
 * The file name the user chose, fit to keep and show: the last path part only (browsers on Windows
 * send `C:\fakepath\x.pdf`), no control characters, at most 200 characters.
 */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = last.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim().slice(0, 200);
  return clean === '' || clean === '.' || clean === '..' ? fallback : clean;
}

export function localStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (name: string): string => {
    if (!SAFE_NAME.test(name)) throw new Error(`unsafe storage name '${name}'`);
    const path = resolve(join(base, name));
    if (!path.startsWith(base + sep)) throw new Error(`unsafe storage name '${name}'`);
    return path;
  };
  return {
    kind: 'local',
    async put(name, bytes) {
      const path = pathOf(name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async get(name) {
      try {
        return await readFile(pathOf(name));
      } catch {
        return undefined;
      }
    },
    async delete(name) {
      await rm(pathOf(name), { force: true });
    },
  };
}
