/** The order the price lists (catalogue and 协议价) must give agreement prices in, computed from the rows. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/index.ts';
import type { schema } from '../../src/server/db/index.ts';
import { rowsOf } from '../../src/server/jobs/sql.ts';

type Price = typeof schema.agreementPrices.$inferSelect;

/** `rows`' ids sorted by `column` in `order`, ties by creation (to the microsecond, as stored) and id in the same direction. */
export async function expectedPriceOrder(db: Db, rows: Price[], column: 'effectiveFrom' | 'price' | 'createTime', order: 'asc' | 'desc'): Promise<string[]> {
  const micros = new Map((await rowsOf<{ id: string; micros: string }>(db, sql`SELECT id, (extract(epoch FROM created_at) * 1000000)::bigint::text AS micros FROM agreement_prices`)).map((r) => [r.id, Number(r.micros)]));
  const created = (p: Price) => micros.get(p.id)!;
  const key = { effectiveFrom: (p: Price) => p.effectiveFrom, price: (p: Price) => Number(p.price), createTime: created }[column];
  const sign = order === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows].sort((a, b) => sign * (compare(key(a), key(b)) || compare(created(a), created(b)) || compare(a.id, b.id))).map((p) => p.id);
}
