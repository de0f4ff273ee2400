/**
 * The one transition function of the ordering state machines (STYLE.md habit 15): given a row read inside
 * the caller's transaction, it checks the version the caller read, the move (from this state, by this kind
 * of actor, past its guard), makes the change through `apply` (conditional on the version, so of two
 * concurrent moves only one lands) and records who moved it, when, from what to what, in the same transaction.
 */
import { chooseTransition, type Machine } from '../../contract/domain/stateMachine.ts';
import type { ActorKind } from '../../contract/domain/order.ts';
import type { Actor } from '../auth/scope.ts';
import { recordChange } from '../db/dataLog.ts';
import type { Db } from '../db/index.ts';
import { asc, eq } from 'drizzle-orm';
import { orderEvents } from '../db/schema/index.ts';
import { fail } from './errors.ts';

export type EntityKind = 'line' | 'order' | 'price' | 'link' | 'fill' | 'release' | 'product' | 'after_sale' | 'back_fill' | 'cloud_good' | 'price_meeting' | 'price_comparison' | 'statement' | 'ticket_request' | 'ticket' | 'bid_rule' | 'bid' | 'bid_offer' | 'pay_step';

export const ACTOR_NAMES: Readonly<Record<ActorKind, string>> = { canteen: '食堂', supplier: '供应商', procurement: '采购', platform: '平台' };

export interface TransitionRequest<S extends string, A extends string, C> {
  entity: EntityKind;
  machine: Machine<S, A, ActorKind, C>;
  names: Readonly<Record<S, { zh: string }>>;
  row: { id: string; status: S; version: number };
  /** The version the caller read. */
  version: number;
  action: A;
  actor: Actor;
  context: C;
  /** Writes the new state (and whatever goes with it) where the version is still `row.version`; answers whether a row changed. */
  apply: (to: S) => Promise<boolean>;
  detail?: Record<string, unknown>;
  now: Date;
}

/** The stale-version answer for a row as it now is. */
export function conflict(row: { status: string; version: number }, names: Readonly<Record<string, { zh: string }>>): never {
  fail('VERSION_CONFLICT', { version: row.version, status: names[row.status]?.zh ?? row.status });
}

/** Check and make one move; answers the state reached. */
export async function transition<S extends string, A extends string, C>(tx: Db, request: TransitionRequest<S, A, C>): Promise<S> {
  const { row, names, actor, action } = request;
  if (row.version !== request.version) conflict(row, names);
  const choice = chooseTransition(request.machine, action, row.status, actor.kind, request.context);
  if (!choice.ok) {
    if (choice.reason === 'state') fail('STATE_TRANSITION_REFUSED', { status: names[row.status].zh, action });
    if (choice.reason === 'actor') fail('STATE_ACTOR_FORBIDDEN', { actor: ACTOR_NAMES[actor.kind], action });
    const { refusal } = choice as Extract<typeof choice, { reason: 'guard' }>;
    fail(refusal.code, refusal.params);
  }
  const to = choice.transition.to;
  if (!(await request.apply(to))) conflict({ status: row.status, version: row.version + 1 }, names);
  await recordEvent(tx, { entity: request.entity, entityId: row.id, action, from: row.status, to, actor, detail: request.detail, now: request.now });
  return to;
}

/** One row of the trail; creation (from null) is recorded with it too. */
export async function recordEvent(
  tx: Db,
  event: { entity: EntityKind; entityId: string; action: string; from: string | null; to: string; actor: Actor; detail?: Record<string, unknown>; now: Date },
): Promise<void> {
  await tx.insert(orderEvents).values({
    entity: event.entity,
    entityId: event.entityId,
    action: event.action,
    fromStatus: event.from,
    toStatus: event.to,
    actorId: event.actor.id,
    actorName: event.actor.username,
    actorKind: event.actor.kind,
    detail: event.detail ?? null,
    at: event.now,
  });
  // the row-level history of the data log screen (issue 21), in the same transaction
  await recordChange(tx, {
    table: DATA_LOG_TABLES[event.entity],
    rowId: event.entityId,
    action: event.action,
    before: event.from === null ? null : { status: event.from },
    after: { status: event.to, ...event.detail },
    username: event.actor.username,
    at: event.now,
  });
}

/** The table each kind of trail row is about, as the data log names it. */
const DATA_LOG_TABLES: Readonly<Record<EntityKind, string>> = {
  line: 'order_lines',
  order: 'orders',
  price: 'agreement_prices',
  link: 'supplier_products',
  fill: 'school_fills',
  release: 'price_releases',
  product: 'base_products',
  after_sale: 'after_sales',
  back_fill: 'back_fills',
  cloud_good: 'cloud_goods',
  price_meeting: 'price_meetings',
  price_comparison: 'price_comparisons',
  statement: 'statements',
  ticket_request: 'ticket_requests',
  ticket: 'supplier_tickets',
  bid_rule: 'purchase_rules',
  bid: 'purchase_bids',
  bid_offer: 'purchase_bid_offers',
  pay_step: 'pay_step_records',
};

/** A row's trail as the API shows it (EventRecord), oldest first. */
export async function trailOf(db: Db, entityId: string) {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.entityId, entityId)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id, entityId: row.entityId, action: row.action, fromStatus: row.fromStatus, toStatus: row.toStatus,
    actorName: row.actorName, actorKind: row.actorKind, at: row.at.toISOString(), detail: row.detail ?? null,
  }));
}
