#!/usr/bin/env node
// The `larder` command. `npm install` builds it into plain JavaScript (dist-node/, the `prepare` script),
// which starts without compiling anything. When that build is missing, or a source it was made from has
// changed since (a developer editing the TypeScript), the sources run through tsx instead, as before.
import { freshBuild } from '../build/freshBuild.mjs';

const bundle = freshBuild('larder.js');
let main;
if (bundle) {
  ({ main } = await import(bundle));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('./main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
