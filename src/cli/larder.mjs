#!/usr/bin/env node
// The `larder` command. `npm install` builds it into plain JavaScript (dist-node/, the `prepare` script),
// which starts without compiling anything. When that build is missing, or a source it was made from has
// changed since (a developer editing the TypeScript), the sources run through tsx instead, as before.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

function freshBundle() {
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(`${root}dist-node/inputs.json`, 'utf8'));
    for (const input of inputs) if (statSync(root + input).mtimeMs > builtAt) return null;
    return `${root}dist-node/larder.js`;
  } catch {
    return null;
  }
}

const bundle = process.env.LARDER_FROM_SOURCE === '1' ? null : freshBundle();
let main;
if (bundle) {
  ({ main } = await import(bundle));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('./main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
