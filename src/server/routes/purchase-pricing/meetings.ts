/**
 * Conference prices (会议定价): procurement records a price meeting (day, attendees, minutes), its period
 * and one supplier and price per product for the meeting's canteens; approval makes every line an approved
 * agreement price for every canteen from the period's first day, in the approval's transaction.
 */
import { and, asc, count, eq, gte, ilike, inArray, lte } from 'drizzle-orm';
import { conferenceRefusal, DECISION_STATUS_NAMES, decisionActions, EDITABLE_DECISION, type DecisionAction, type DecisionStatus } from '../../../contract/domain/purchasePricing.ts';
import type { MeetingDetail, MeetingRecord } from '../../../contract/routes/purchasePricing.ts';
import type { Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { baseProducts, priceMeetingLines, priceMeetings, suppliers } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { grantAgreementPrice } from '../../http/priceGrant.ts';
import { conflict, recordEvent, trailOf } from '../../http/transition.ts';
import { assertKeeper, canteensOf, checkCanteens, checkProduct, checkSuppliers, docScope, iso, moveDecision, pricesCanteen, setCanteens, stampsIso } from './common.ts';

type MeetingRow = typeof priceMeetings.$inferSelect;

export interface MeetingQuery { keyword?: string; status?: string; restaurantId?: string; meetingFrom?: string; meetingTo?: string; column?: string; order?: string }
export interface MeetingInput {
  title: string; meetingDate: string; attendees: string; minutes: string; periodStart: string; periodEnd: string;
  restaurantIds: string[]; lines: Array<{ baseProductId: string; supplierId: string; price: string }>;
}

const SORT = { createTime: priceMeetings.createdAt, meetingDate: priceMeetings.meetingDate, periodStart: priceMeetings.periodStart };
const scope = (db: Db, actor: Actor) => docScope(db, actor, 'meeting', priceMeetings.id);

async function records(db: Db, actor: Actor, rows: MeetingRow[]): Promise<MeetingRecord[]> {
  const ids = rows.map((r) => r.id);
  const canteens = await canteensOf(db, 'meeting', ids);
  const counts = ids.length === 0 ? [] : await db.select({ id: priceMeetingLines.meetingId, n: count() }).from(priceMeetingLines).where(inArray(priceMeetingLines.meetingId, ids)).groupBy(priceMeetingLines.meetingId);
  const lineCount = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((m) => ({
    id: m.id, title: m.title, meetingDate: m.meetingDate, attendees: m.attendees, periodStart: m.periodStart, periodEnd: m.periodEnd,
    status: m.status as DecisionStatus, reason: m.reason, version: m.version, decidedBy: m.decidedBy, decidedAt: iso(m.decidedAt),
    canteens: canteens.get(m.id) ?? [], lineCount: lineCount.get(m.id) ?? 0, ...stampsIso(m), actions: decisionActions(m.status as DecisionStatus, actor.kind),
  }));
}

export async function listMeetings(db: Db, actor: Actor, query: MeetingQuery, size: number, offset: number) {
  const where = and(
    scope(db, actor),
    query.keyword ? ilike(priceMeetings.title, containsPattern(query.keyword)) : undefined,
    query.status ? eq(priceMeetings.status, query.status) : undefined,
    query.restaurantId ? pricesCanteen(db, 'meeting', priceMeetings.id, query.restaurantId) : undefined,
    query.meetingFrom ? gte(priceMeetings.meetingDate, query.meetingFrom) : undefined,
    query.meetingTo ? lte(priceMeetings.meetingDate, query.meetingTo) : undefined,
  );
  const order = sorter(SORT, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(priceMeetings).where(where);
  const rows = await db.select().from(priceMeetings).where(where).orderBy(order, asc(priceMeetings.id)).limit(size).offset(offset);
  return { total: n, records: await records(db, actor, rows) };
}

export async function meetingDetailOf(db: Db, actor: Actor, id: string): Promise<MeetingDetail> {
  const [row] = await db.select().from(priceMeetings).where(and(eq(priceMeetings.id, id), scope(db, actor)));
  if (!row) fail('PRICING_MEETING_NOT_FOUND');
  const [record] = await records(db, actor, [row]);
  const lines = await db
    .select({ l: priceMeetingLines, productCode: baseProducts.code, productName: baseProducts.name, unit: baseProducts.unit, supplierName: suppliers.name })
    .from(priceMeetingLines)
    .innerJoin(baseProducts, eq(baseProducts.id, priceMeetingLines.baseProductId))
    .innerJoin(suppliers, eq(suppliers.id, priceMeetingLines.supplierId))
    .where(eq(priceMeetingLines.meetingId, id))
    .orderBy(asc(priceMeetingLines.lineNo));
  return {
    ...record!,
    minutes: row.minutes,
    lines: lines.map(({ l, ...names }) => ({ id: l.id, lineNo: l.lineNo, baseProductId: l.baseProductId, supplierId: l.supplierId, price: l.price, ...names })),
    events: await trailOf(db, id),
  };
}

/** Record a new meeting (id null) or change a draft; answers its id. */
export async function saveMeeting(db: Db, actor: Actor, id: string | null, input: MeetingInput & { version?: number }, now = new Date()): Promise<string> {
  assertKeeper(actor);
  const refusal = conferenceRefusal(input);
  if (refusal) fail(refusal.code, refusal.params);
  return inTransaction(db, async (tx) => {
    const canteens = await checkCanteens(tx, actor, input.restaurantIds);
    for (const line of input.lines) await checkProduct(tx, line.baseProductId);
    await checkSuppliers(tx, input.lines.map((l) => l.supplierId));
    const values = {
      title: input.title.trim(), meetingDate: input.meetingDate, attendees: input.attendees.trim(), minutes: input.minutes,
      periodStart: input.periodStart, periodEnd: input.periodEnd,
    };
    let meetingId: string;
    if (id === null) {
      const [row] = await tx.insert(priceMeetings).values({ ...values, status: EDITABLE_DECISION, createdBy: actor.username, createdAt: now }).returning({ id: priceMeetings.id });
      meetingId = row!.id;
      await recordEvent(tx, { entity: 'price_meeting', entityId: meetingId, action: 'create', from: null, to: EDITABLE_DECISION, actor, now });
    } else {
      const [row] = await tx.select().from(priceMeetings).where(and(eq(priceMeetings.id, id), scope(tx, actor))).for('update');
      if (!row) fail('PRICING_MEETING_NOT_FOUND');
      if (row.version !== input.version) conflict(row, DECISION_STATUS_NAMES);
      if (row.status !== EDITABLE_DECISION) fail('PRICING_NOT_EDITABLE', { status: DECISION_STATUS_NAMES[row.status as DecisionStatus].zh });
      await tx.update(priceMeetings).set({ ...values, version: row.version + 1, updatedBy: actor.username, updatedAt: now }).where(eq(priceMeetings.id, id));
      await tx.delete(priceMeetingLines).where(eq(priceMeetingLines.meetingId, id));
      meetingId = id;
      await recordEvent(tx, { entity: 'price_meeting', entityId: id, action: 'edit', from: row.status, to: row.status, actor, now });
    }
    if (input.lines.length > 0) await tx.insert(priceMeetingLines).values(input.lines.map((l, i) => ({ meetingId, lineNo: i + 1, baseProductId: l.baseProductId, supplierId: l.supplierId, price: l.price })));
    await setCanteens(tx, 'meeting', meetingId, canteens);
    return meetingId;
  });
}

/** Submit, approve, reject or revise a meeting; approval makes its agreement prices. */
export async function moveMeeting(db: Db, actor: Actor, id: string, action: DecisionAction, input: { version: number; reason?: string }, now = new Date()): Promise<void> {
  await moveDecision(db, actor, {
    table: priceMeetings, entity: 'price_meeting', notFound: 'PRICING_MEETING_NOT_FOUND', scope,
    onApprove: async (tx, row) => {
      const canteens = (await canteensOf(tx, 'meeting', [row.id])).get(row.id) ?? [];
      // every canteen must still be the approver's (a meeting may price canteens of several institutions)
      await checkCanteens(tx, actor, canteens.map((c) => c.id));
      const lines = await tx.select().from(priceMeetingLines).where(eq(priceMeetingLines.meetingId, row.id)).orderBy(asc(priceMeetingLines.lineNo));
      for (const line of lines) {
        for (const canteen of canteens) {
          await grantAgreementPrice(tx, actor, { supplierId: line.supplierId, baseProductId: line.baseProductId, restaurantId: canteen.id, price: line.price, effectiveFrom: row.periodStart, source: { kind: 'price_meeting', id: row.id } }, now);
        }
      }
    },
  }, id, action, input, now);
}
