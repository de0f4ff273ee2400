/** What every seed step receives: the database (inside the seeding transaction) and the ids earlier steps created. */
import type { Db } from '../db/index.ts';

export interface SeedContext {
  db: Db;
  ids: Record<string, string>;
}

/** Every demo user's password. */
export const DEMO_PASSWORD = 'Larder#2026';
