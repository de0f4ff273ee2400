/**
 * A supplier's trade over a span of days from the standing book (received amounts, after-sale red entries
 * netted): the section 9 fee reads it, both where the pay steps assess a contract year and where the service
 * contract shows its year's trade. One indexed range sum (standing_book_supplier_day_idx).
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { toCents } from '../../contract/domain/payStep.ts';
import type { Db } from './index.ts';
import { standingBook } from './schema/index.ts';

/** The supplier's trade from `from` to `to` (yyyy-mm-dd, both included), in cents. */
export async function tradeCents(db: Db, supplierId: string, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ amount: sql<string>`coalesce(sum(${standingBook.amount}), 0)` })
    .from(standingBook)
    .where(and(eq(standingBook.supplierId, supplierId), gte(standingBook.arrivalDate, from), lte(standingBook.arrivalDate, to)));
  return toCents(row!.amount);
}
