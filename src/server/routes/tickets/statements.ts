/**
 * Statement services the routes and the demo seed share: make one from the standing book (a period of a
 * supplier at a canteen is stated once), and move it through its machine with transition(), the trail row
 * in the same transaction.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { chinaDate } from '../../../contract/domain/order.ts';
import {
  fromCents, monthPeriod, STATEMENT_MACHINE, STATEMENT_MAX_DAYS, STATEMENT_STATUS_NAMES, toCents, type StatementAction, type StatementStatus,
} from '../../../contract/domain/tickets.ts';
import { restaurantScope, scopeCondition, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { restaurants, standingBook, statements, suppliers } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { ACTOR_NAMES, recordEvent, transition } from '../../http/transition.ts';

type StatementRow = typeof statements.$inferSelect;

export interface MakeStatement {
  supplierId: string;
  restaurantId: string;
  month?: string;
  periodFrom?: string;
  periodTo?: string;
  adjustment?: string;
  adjustmentNote?: string;
}

export const forbid = (actor: Actor, action: string): never => fail('TICKET_FORBIDDEN', { action: `${action}（${ACTOR_NAMES[actor.kind]}）` });

/** The number of a ticket document: its prefix, the China day and the shared document sequence. */
export async function ticketNo(tx: Db, prefix: string, now: Date): Promise<string> {
  const [row] = await tx.select({ n: sql<string>`nextval('document_no_seq')` }).from(sql`(select 1) as one`);
  return `${prefix}${chinaDate(now).replaceAll('-', '')}${String(row!.n).padStart(8, '0')}`;
}

/** The period a request names: a month, or a first and last day within STATEMENT_MAX_DAYS. */
export function periodOf(input: { month?: string; periodFrom?: string; periodTo?: string }): { periodFrom: string; periodTo: string } {
  if (input.month) return monthPeriod(input.month);
  if (!input.periodFrom || !input.periodTo) fail('TICKET_PERIOD_REQUIRED');
  const days = (Date.parse(input.periodTo) - Date.parse(input.periodFrom)) / 86_400_000;
  if (!(days >= 0 && days < STATEMENT_MAX_DAYS)) fail('TICKET_PERIOD_INVALID', { days: STATEMENT_MAX_DAYS });
  return { periodFrom: input.periodFrom, periodTo: input.periodTo };
}

/** The standing book of a supplier at a canteen over a period: what was received, what went back, how many entries. */
export async function ledgerSums(db: Db, pair: { supplierId: string; restaurantId: string }, period: { periodFrom: string; periodTo: string }) {
  const [row] = await db
    .select({
      received: sql<string>`coalesce(sum(${standingBook.amount}) filter (where ${standingBook.amount} >= 0), 0)`,
      returned: sql<string>`coalesce(sum(${standingBook.amount}) filter (where ${standingBook.amount} < 0), 0)`,
      entries: sql<number>`count(*)::int`,
    })
    .from(standingBook)
    .where(and(
      eq(standingBook.supplierId, pair.supplierId),
      eq(standingBook.restaurantId, pair.restaurantId),
      gte(standingBook.arrivalDate, period.periodFrom),
      lte(standingBook.arrivalDate, period.periodTo),
    ));
  return { receivedCents: toCents(row!.received), returnCents: toCents(row!.returned), entries: Number(row!.entries) };
}

const totalOf = (sums: { receivedCents: number; returnCents: number }, adjustment: string) => fromCents(sums.receivedCents + sums.returnCents + toCents(adjustment));

/** A buyer makes a statement; answers its id. */
export async function makeStatement(db: Db, actor: Actor, input: MakeStatement, now = new Date()): Promise<string> {
  if (actor.kind === 'supplier') forbid(actor, '生成对账单');
  const period = periodOf(input);
  const scope = restaurantScope(db, actor);
  const [canteen] = await db.select({ id: restaurants.id }).from(restaurants).where(and(eq(restaurants.id, input.restaurantId), scope ? inArray(restaurants.id, scope) : undefined));
  if (!canteen) fail('TICKET_CANTEEN_NOT_FOUND');
  const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.id, input.supplierId), eq(suppliers.deleted, false)));
  if (!supplier) fail('TICKET_SUPPLIER_NOT_FOUND');
  const adjustment = input.adjustment ?? '0';
  try {
    return await inTransaction(db, async (tx) => {
      // one maker of a pair's statements at a time, so two overlapping periods cannot both pass the check
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`statement:${input.supplierId}:${input.restaurantId}`}))`);
      const [overlap] = await tx
        .select({ statementNo: statements.statementNo, periodFrom: statements.periodFrom, periodTo: statements.periodTo })
        .from(statements)
        .where(and(eq(statements.supplierId, input.supplierId), eq(statements.restaurantId, input.restaurantId), lte(statements.periodFrom, period.periodTo), gte(statements.periodTo, period.periodFrom)))
        .limit(1);
      if (overlap) fail('TICKET_PERIOD_STATED', { statementNo: overlap.statementNo, from: overlap.periodFrom, to: overlap.periodTo });
      const sums = await ledgerSums(tx, input, period);
      if (sums.entries === 0) fail('TICKET_STATEMENT_EMPTY');
      const [row] = await tx
        .insert(statements)
        .values({
          statementNo: await ticketNo(tx, 'DZ', now),
          supplierId: input.supplierId,
          restaurantId: input.restaurantId,
          ...period,
          status: 'draft',
          receivedAmount: fromCents(sums.receivedCents),
          returnAmount: fromCents(sums.returnCents),
          entryCount: sums.entries,
          adjustment: fromCents(toCents(adjustment)),
          adjustmentNote: input.adjustmentNote?.trim() || null,
          total: totalOf(sums, adjustment),
          createdBy: actor.username,
          createdAt: now,
        })
        .returning({ id: statements.id, total: statements.total });
      await recordEvent(tx, { entity: 'statement', entityId: row!.id, action: 'make', from: null, to: 'draft', actor, detail: { ...period, total: row!.total }, now });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'statements_pair_period_key')) fail('TICKET_PERIOD_STATED', { statementNo: '', from: period.periodFrom, to: period.periodTo });
    throw error;
  }
}

/** A statement in the actor's scope, locked for the caller's transaction. */
export async function lockedStatement(tx: Db, actor: Actor, id: string): Promise<StatementRow> {
  const [row] = await tx
    .select()
    .from(statements)
    .where(and(eq(statements.id, id), scopeCondition(tx, actor, { restaurant: statements.restaurantId, supplier: statements.supplierId })))
    .for('update');
  return row ?? fail('TICKET_STATEMENT_NOT_FOUND');
}

/** One move of a statement inside the caller's transaction; `extra` is written with it. */
export async function stepStatement(
  tx: Db,
  actor: Actor,
  row: StatementRow,
  action: StatementAction,
  input: { version: number; reason?: string },
  now: Date,
  extra: (to: StatementStatus) => Partial<StatementRow> = () => ({}),
): Promise<StatementStatus> {
  const reason = input.reason?.trim() || undefined;
  return transition(tx, {
    entity: 'statement',
    machine: STATEMENT_MACHINE,
    names: STATEMENT_STATUS_NAMES,
    row: { id: row.id, status: row.status as StatementStatus, version: row.version },
    version: input.version,
    action,
    actor,
    context: { input: { reason } },
    now,
    detail: reason ? { reason } : undefined,
    apply: async (to) => {
      const set: Partial<StatementRow> = { status: to, version: row.version + 1, updatedAt: now, updatedBy: actor.username, ...extra(to) };
      if (action === 'supplierConfirm') Object.assign(set, { supplierConfirmedBy: actor.username, supplierConfirmedAt: now, disputeReason: null });
      if (action === 'confirm') Object.assign(set, { buyerConfirmedBy: actor.username, buyerConfirmedAt: now });
      if (action === 'dispute') Object.assign(set, { disputeReason: reason ?? null, supplierConfirmedBy: null, supplierConfirmedAt: null });
      if (to === 'settled') set.settledAt = now;
      const changed = await tx.update(statements).set(set).where(and(eq(statements.id, row.id), eq(statements.version, row.version))).returning({ id: statements.id });
      return changed.length === 1;
    },
  });
}

/** Confirm (either side) or dispute a statement. */
export async function moveStatement(db: Db, actor: Actor, id: string, action: 'supplierConfirm' | 'confirm' | 'dispute', input: { version: number; reason?: string }, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    await stepStatement(tx, actor, await lockedStatement(tx, actor, id), action, input, now);
  });
}

/** A disputed statement back to draft: its amounts rebuilt from the standing book as it is now, with the new adjustment. */
export async function reviseStatement(db: Db, actor: Actor, id: string, input: { version: number; adjustment?: string; adjustmentNote?: string }, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await lockedStatement(tx, actor, id);
    const sums = await ledgerSums(tx, row, row);
    const adjustment = input.adjustment ?? row.adjustment;
    await stepStatement(tx, actor, row, 'revise', input, now, () => ({
      receivedAmount: fromCents(sums.receivedCents),
      returnAmount: fromCents(sums.returnCents),
      entryCount: sums.entries,
      adjustment: fromCents(toCents(adjustment)),
      adjustmentNote: input.adjustmentNote?.trim() || row.adjustmentNote,
      total: totalOf(sums, adjustment),
    }));
  });
}
