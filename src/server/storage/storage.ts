/** Where uploaded files live: a local directory by default; S3-compatible storage is the scale-out option. */
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
