/**
 * Price releases: procurement holds approved prices in a draft release and publishes it; each held price
 * then becomes the approved (current) price from the release day, or its own later effective day.
 * Releases are procurement's own work: the platform and procurement see them; held prices carry the release.
 */
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import { PRICE_MACHINE, PRICE_STATUS_NAMES, type PriceStatus } from '../../../contract/domain/agreementPrice.ts';
import { RELEASE_MACHINE, RELEASE_STATUS_NAMES, releaseActions, type ReleaseStatus } from '../../../contract/domain/catalogue.ts';
import type { PriceReleaseRow } from '../../../contract/routes/products.ts';
import type { Actor } from '../../auth/scope.ts';
import { settleEffectiveTo } from '../../db/agreementPrices.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { agreementPrices, priceReleases } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { recordEvent, transition } from '../../http/transition.ts';
import { assertKeeper, stampsIso, staleVersion } from './common.ts';
import { priceScope } from './prices.ts';

const priceCount = sql<number>`(select count(*) from agreement_prices p where p.release_id = "price_releases"."id")`.mapWith(Number);

const releaseRow = (r: typeof priceReleases.$inferSelect, n: number, actor: Actor): PriceReleaseRow => ({
  id: r.id, name: r.name, releaseDate: r.releaseDate, status: r.status as ReleaseStatus, remark: r.remark, priceCount: n, version: r.version,
  publishedBy: r.publishedBy, publishedAt: r.publishedAt?.toISOString() ?? null, actions: releaseActions(r.status as ReleaseStatus, actor.kind),
  ...stampsIso(r),
});

const RELEASE_SORT = { releaseDate: priceReleases.releaseDate, createTime: priceReleases.createdAt };

export async function listReleases(db: Db, actor: Actor, query: { status?: ReleaseStatus; keyword?: string; column?: string; order?: string }, size: number, offset: number) {
  assertKeeper(actor);
  const where = and(query.status ? eq(priceReleases.status, query.status) : undefined, query.keyword ? ilike(priceReleases.name, containsPattern(query.keyword)) : undefined);
  const order = sorter(RELEASE_SORT, query, 'releaseDate');
  const [{ n }] = await db.select({ n: count() }).from(priceReleases).where(where);
  const rows = await db.select({ r: priceReleases, n: priceCount }).from(priceReleases).where(where).orderBy(order, asc(priceReleases.id)).limit(size).offset(offset);
  return { total: n, records: rows.map(({ r, n: k }) => releaseRow(r, k, actor)) };
}

export async function releaseById(db: Db, actor: Actor, id: string): Promise<PriceReleaseRow> {
  assertKeeper(actor);
  const [row] = await db.select({ r: priceReleases, n: priceCount }).from(priceReleases).where(eq(priceReleases.id, id));
  if (!row) fail('PRICE_RELEASE_NOT_FOUND');
  return releaseRow(row.r, row.n, actor);
}

export interface ReleaseInput { name: string; releaseDate: string; remark?: string | null; version?: number }

export async function saveRelease(db: Db, actor: Actor, id: string | null, input: ReleaseInput, now = new Date()): Promise<PriceReleaseRow> {
  assertKeeper(actor);
  const values = { name: input.name.trim(), releaseDate: input.releaseDate, remark: input.remark ?? null };
  const saved = await inTransaction(db, async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(priceReleases).values({ ...values, status: 'draft', createdBy: actor.username, createdAt: now }).returning({ id: priceReleases.id });
      await recordEvent(tx, { entity: 'release', entityId: row!.id, action: 'create', from: null, to: 'draft', actor, detail: values, now });
      return row!.id;
    }
    const [current] = await tx.select().from(priceReleases).where(eq(priceReleases.id, id)).for('update');
    if (!current) fail('PRICE_RELEASE_NOT_FOUND');
    if (current.status !== 'draft') fail('PRICE_RELEASE_NOT_DRAFT', { name: current.name });
    if (current.version !== input.version) staleVersion(current.version, RELEASE_STATUS_NAMES.draft.zh);
    await tx.update(priceReleases).set({ ...values, version: current.version + 1, updatedBy: actor.username, updatedAt: now }).where(eq(priceReleases.id, id));
    await recordEvent(tx, { entity: 'release', entityId: id, action: 'edit', from: 'draft', to: 'draft', actor, detail: values, now });
    return id;
  });
  return releaseById(db, actor, saved);
}

/** Publish: every held price of the release becomes approved from max(its effective day, the release day). */
export async function publishRelease(db: Db, actor: Actor, id: string, input: { version: number }, now = new Date()): Promise<PriceReleaseRow> {
  await inTransaction(db, async (tx) => {
    const [release] = await tx.select().from(priceReleases).where(eq(priceReleases.id, id)).for('update');
    if (!release) fail('PRICE_RELEASE_NOT_FOUND');
    const held = await tx.select().from(agreementPrices).where(and(eq(agreementPrices.releaseId, id), eq(agreementPrices.status, 'held'), priceScope(tx, actor))).for('update');
    await transition(tx, {
      entity: 'release', machine: RELEASE_MACHINE, names: RELEASE_STATUS_NAMES,
      row: { id, status: release.status as ReleaseStatus, version: release.version }, version: input.version, action: 'publish', actor, context: {}, now,
      detail: { prices: held.length },
      apply: async (to) => {
        if (held.length === 0) fail('PRICE_RELEASE_EMPTY', { name: release.name });
        const changed = await tx.update(priceReleases).set({ status: to, version: release.version + 1, publishedBy: actor.username, publishedAt: now, updatedBy: actor.username, updatedAt: now })
          .where(and(eq(priceReleases.id, id), eq(priceReleases.version, release.version))).returning({ id: priceReleases.id });
        return changed.length === 1;
      },
    });
    for (const price of held) {
      const effectiveFrom = price.effectiveFrom > release.releaseDate ? price.effectiveFrom : release.releaseDate;
      await transition(tx, {
        entity: 'price', machine: PRICE_MACHINE, names: PRICE_STATUS_NAMES,
        row: { id: price.id, status: price.status as PriceStatus, version: price.version }, version: price.version, action: 'publish', actor, context: { input: {} }, now,
        detail: { releaseId: id, effectiveFrom },
        apply: async (to) => {
          const changed = await tx.update(agreementPrices).set({ status: to, effectiveFrom, version: price.version + 1, decidedBy: actor.username, decidedAt: now, updatedBy: actor.username, updatedAt: now })
            .where(and(eq(agreementPrices.id, price.id), eq(agreementPrices.version, price.version))).returning({ id: agreementPrices.id });
          if (changed.length === 1) await settleEffectiveTo(tx, { ...price, effectiveFrom });
          return changed.length === 1;
        },
      });
    }
  });
  return releaseById(db, actor, id);
}
