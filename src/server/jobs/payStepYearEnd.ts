/**
 * The pay steps' assessment (src/contract/domain/payStep.ts) and the year-end job that runs it
 * (`paySteps.yearEnd`, daily): every prepaid fee record whose contract year has ended is assessed from the
 * supplier's trade over that year in the standing book, as the platform's manual assessment does (one
 * function, `assessPayStep`, the route's move and the job both call). Idempotent: only prepaid records are
 * taken, each in its own transaction naming the version read, so a second run (or a platform user assessing
 * at the same moment) finds nothing left to do. Records still awaiting their prepayment are left to the platform.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { assessment, fromCents, PAY_STEP_MACHINE, PAY_STEP_STATUS_NAMES, toCents, type PayStepStatus } from '../../contract/domain/payStep.ts';
import { chinaDate } from '../../contract/domain/order.ts';
import type { Actor } from '../auth/scope.ts';
import { inTransaction, type Db } from '../db/index.ts';
import { payStepRecords } from '../db/schema/index.ts';
import { tradeCents } from '../db/supplierTrade.ts';
import { ApiError } from '../http/errors.ts';
import { transition } from '../http/transition.ts';
import { defineJob } from './registry.ts';

export const PAY_STEP_YEAR_END = 'paySteps.yearEnd';

type PayStepRow = typeof payStepRecords.$inferSelect;

/** The job assesses on the platform's behalf; the trail names it. */
const JOB_ACTOR: Actor = { id: PAY_STEP_YEAR_END, username: PAY_STEP_YEAR_END, userType: 1, orgCode: null, kind: 'platform' };

/** Assess one locked record the actor read at `version`: the year's trade, the fee and the refund, with its trail row. */
export async function assessPayStep(tx: Db, actor: Actor, row: PayStepRow, version: number, now: Date): Promise<PayStepStatus> {
  const trade = await tradeCents(tx, row.supplierId, row.yearBegin, row.yearEnd);
  const fee = assessment(trade, toCents(row.prepayment));
  const set = {
    annualTrade: fromCents(trade), fee: fromCents(fee.feeCents), refund: fromCents(fee.refundCents), assessedAt: now,
    version: row.version + 1, updatedAt: now, updatedBy: actor.username,
  };
  return transition(tx, {
    entity: 'pay_step',
    machine: PAY_STEP_MACHINE,
    names: PAY_STEP_STATUS_NAMES,
    row: { id: row.id, status: row.status as PayStepStatus, version: row.version },
    version,
    action: 'assess',
    actor,
    context: { input: {}, refundCents: fee.refundCents },
    now,
    detail: { annualTrade: set.annualTrade, fee: set.fee, refund: set.refund },
    apply: async (to) => {
      const changed = await tx
        .update(payStepRecords)
        .set({ ...set, status: to, ...(to === 'settled' ? { settledAt: now } : {}) })
        .where(and(eq(payStepRecords.id, row.id), eq(payStepRecords.version, row.version)))
        .returning({ id: payStepRecords.id });
      return changed.length === 1;
    },
  });
}

export interface YearEndSummary {
  assessed: number;
  settled: number;
  /** Changed by someone else between the read and the assessment: left as they now are. */
  skipped: number;
}

/** Assess every prepaid record whose contract year ended before `now`'s day (China). */
export async function assessEndedYears(db: Db, now = new Date()): Promise<YearEndSummary> {
  const today = chinaDate(now);
  const summary: YearEndSummary = { assessed: 0, settled: 0, skipped: 0 };
  const due = await db
    .select({ id: payStepRecords.id, version: payStepRecords.version })
    .from(payStepRecords)
    .where(and(eq(payStepRecords.status, 'prepaid'), lt(payStepRecords.yearEnd, today)))
    .orderBy(asc(payStepRecords.yearEnd));
  for (const { id, version } of due) {
    try {
      const to = await inTransaction(db, async (tx) => {
        const [row] = await tx.select().from(payStepRecords).where(eq(payStepRecords.id, id)).for('update');
        return assessPayStep(tx, JOB_ACTOR, row!, version, now);
      });
      summary[to === 'settled' ? 'settled' : 'assessed']++;
    } catch (error) {
      // a stale version or a state moved on: someone assessed it first
      if (!(error instanceof ApiError)) throw error;
      summary.skipped++;
    }
  }
  return summary;
}

export const payStepYearEndJob = defineJob<Record<string, never>>({
  name: PAY_STEP_YEAR_END,
  rules: { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 3600 },
  // 16:40 UTC: 00:40 in China, just after a contract year's last day has ended there
  schedule: '40 16 * * *',
  run: (_job, app) => assessEndedYears(app.db),
});
