/**
 * Vitest global setup: one scratch folder per test run. TMPDIR points into it for the tests and
 * everything they start (servers, print clients, Chromium), and the folder is removed when the run
 * ends, so the temporary folders tests make (hundreds per run) do not pile up in the machine's /tmp.
 * What should outlive the run (screenshots of failed end-to-end steps) goes to LARDER_TEST_ARTIFACTS,
 * the machine's own temporary folder unless set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const outer = tmpdir();
  const run = mkdtempSync(join(outer, 'larder-test-run-'));
  process.env.LARDER_TEST_ARTIFACTS ??= outer;
  process.env.TMPDIR = run;
  return () => {
    process.env.TMPDIR = outer;
    rmSync(run, { recursive: true, force: true });
  };
}
