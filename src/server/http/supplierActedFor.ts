/**
 * Which supplier a supplier account acts for: the one it names, if it is one of its own, or its only one.
 * An account of several suppliers must name one; anything else is ORDER_SUPPLIER_ACCOUNT.
 */
import { ownSuppliers, type Actor } from '../auth/scope.ts';
import type { Db } from '../db/index.ts';
import { fail } from './errors.ts';

export async function supplierActedFor(db: Db, actor: Actor, supplierId?: string): Promise<string> {
  const mine = (await ownSuppliers(db, actor.id)).map((row) => row.id);
  if (supplierId ? !mine.includes(supplierId) : mine.length !== 1) fail('ORDER_SUPPLIER_ACCOUNT');
  return supplierId ?? mine[0]!;
}
