// A render process's entry: the built program (dist-node/renderWorker.js, made by `npm install`) when it
// is fresh, else the TypeScript sources through tsx (see src/build/freshBuild.mjs).
import { freshBuild } from '../../build/freshBuild.mjs';

const built = freshBuild('renderWorker.js');
if (built) {
  await import(built);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./worker.ts');
}
