/** Where the package's own files live on disk, whatever the working directory. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root (where package.json, public/ and dist/ live). */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PUBLIC_DIR = join(PACKAGE_ROOT, 'public');
