import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './src/build/precompress.ts';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // The app's HTML entry lives in src/app (the repository's top level holds no index.html).
  root: here('./src/app'),
  publicDir: here('./public'),
  plugins: [react(), precompress()],
  worker: { format: 'es' },
  build: { outDir: here('./dist'), emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 4000 },
  test: {
    // Tests are found from the repository root, not from the app's root above.
    root: here('.'),
    // *.pg-test.ts files need a PostgreSQL server: only the DATABASE_URL pass (.ci/server-tests-postgres) runs them.
    include: [...(process.env.DATABASE_URL ? ['src/server/**/*.pg-test.ts'] : []), 'engine/**/*.test.ts', 'workers/**/*.test.ts', 'host/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'benchmarks/**/*.test.ts'],
    // tests/tmpdir.ts first: everything after it (the seeded database dump too) lives in the run's scratch folder.
    globalSetup: ['tests/tmpdir.ts', 'tests/server/globalSetup.ts'],
    // Vitest runs one file at a time on two cores (cores less one); most files wait on PGlite, a server process
    // or Chromium, so two at a time keep both cores busy. LARDER_TEST_WORKERS overrides.
    maxWorkers: Number(process.env.LARDER_TEST_WORKERS) || Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    // expect.poll gives up after 1 s by default: on a loaded machine a browser's search round trip can take longer
    // (a walk failed with the row it waited for on screen a moment later). A poll that never holds still fails.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 180_000,
  },
});
