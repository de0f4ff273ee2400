// Whether dist-node/ (built by `npm install`, src/build/nodeBundle.mjs) may run instead of the sources:
// it exists and no source it was made from changed since.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The path of dist-node/`file` when the build is fresh; null when it is missing, stale, or LARDER_FROM_SOURCE=1. */
export function freshBuild(file) {
  if (process.env.LARDER_FROM_SOURCE === '1') return null;
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(`${PACKAGE_ROOT}dist-node/inputs.json`, 'utf8'));
    for (const input of inputs) if (statSync(PACKAGE_ROOT + input).mtimeMs > builtAt) return null;
    return `${PACKAGE_ROOT}dist-node/${file}`;
  } catch {
    return null;
  }
}
