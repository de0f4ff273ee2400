#!/usr/bin/env node
// The `larder` command. tsx compiles the TypeScript sources on the fly, so the command works
// straight after `npm install` with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
