/**
 * The data log (issue 21): row-level change history of business tables. A change calls recordChange inside
 * its own transaction, so the history row commits with the change or not at all. Only the fields that
 * changed are kept, before and after; creation keeps the new row, deletion the old one.
 */
import type { Db } from './index.ts';
import { dataLog } from './schema/index.ts';

type Fields = Record<string, unknown>;

/** Plain JSON of a field value (dates as ISO text) for comparing and storing. */
const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value === undefined ? null : value);

/** The fields whose values differ between `before` and `after`, as two partial rows. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const was: Fields = {};
  const now: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = plain(before[key]);
    const b = plain(after[key]);
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    was[key] = a;
    now[key] = b;
  }
  return { before: was, after: now };
}

/** Fields the history leaves out: bookkeeping that changes with every edit. */
const SKIPPED = new Set(['updatedAt', 'updatedBy', 'createdAt', 'createdBy']);
const withoutBookkeeping = (row: Fields | null): Fields | null =>
  row && Object.fromEntries(Object.entries(row).filter(([key]) => !SKIPPED.has(key)).map(([key, value]) => [key, plain(value)]));

export interface RowChange {
  table: string;
  rowId: string;
  /** create, update, delete, or a state machine's action. */
  action: string;
  before: Fields | null;
  after: Fields | null;
  username: string | null;
  at?: Date;
}

/** Record one change of one row; an update that changed nothing worth keeping writes nothing. */
export async function recordChange(tx: Db, change: RowChange): Promise<void> {
  let before = withoutBookkeeping(change.before);
  let after = withoutBookkeeping(change.after);
  if (before && after) {
    ({ before, after } = changedFields(before, after));
    if (Object.keys(after).length === 0) return;
  }
  await tx.insert(dataLog).values({
    tableName: change.table,
    rowId: change.rowId,
    action: change.action,
    before,
    after,
    username: change.username,
    ...(change.at ? { at: change.at } : {}),
  });
}
