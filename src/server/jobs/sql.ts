/** Raw SQL over pg-boss's tables: both drivers answer `db.execute` with `{rows}`. */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/index.ts';

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
