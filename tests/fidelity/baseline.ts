/** The ratchet's recorded figures (baseline.json), read by the test and raised by record.ts. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BASELINE = fileURLToPath(new URL('./baseline.json', import.meta.url));

export interface BaselineEntry {
  hiprintPages: number;
  /** larder's page count equalled hiprint's: from then on it must. */
  pagesEqual: boolean;
  firstIou: number;
  meanIou: number;
}

export function readBaseline(): Record<string, BaselineEntry> {
  return existsSync(BASELINE) ? (JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, BaselineEntry>) : {};
}
