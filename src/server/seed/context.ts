/** What every seed step receives: the database (inside the seeding transaction) and the ids earlier steps created. */
import type { Db } from '../db/index.ts';
import type { FileStorage } from '../storage/storage.ts';

export interface SeedContext {
  db: Db;
  ids: Record<string, string>;
  /** Where files the demo data uploads go; without it (tests, benchmarks) their records are kept without bytes. */
  storage?: FileStorage;
}

/** Every demo user's password. */
export const DEMO_PASSWORD = 'Larder#2026';
