/**
 * Codes from fill rules (issue 21): nextCode(db, 'ORDER_NO') answers the rule's next code and uses it up.
 * The counter of the rule's current period is bumped by one upsert, which PostgreSQL serialises on the
 * counter row, so concurrent callers (in any instance) never get the same number; inside a caller's
 * transaction the number is given back if that transaction rolls back.
 */
import { eq, sql } from 'drizzle-orm';
import { formatCode, periodKey, type DatePart, type ResetPeriod } from '../../contract/domain/fillRule.ts';
import type { Db } from './index.ts';
import { fillRuleCounters, fillRules } from './schema/index.ts';

/** The rule codes the platform itself numbers with (they cannot be deleted). */
export const SYSTEM_FILL_RULES = { orderNo: 'ORDER_NO', groupNo: 'ORDER_GROUP_NO' } as const;

type RuleRow = typeof fillRules.$inferSelect;
const shapeOf = (rule: RuleRow) => ({
  prefix: rule.prefix,
  datePart: rule.datePart as DatePart,
  seqWidth: rule.seqWidth,
  resetPeriod: rule.resetPeriod as ResetPeriod,
});

/** The next code of `ruleCode` at `now` (the seed numbers in the past), using it up; null when there is no such rule. */
export async function nextCode(db: Db, ruleCode: string, now = new Date()): Promise<string | null> {
  const [rule] = await db.select().from(fillRules).where(eq(fillRules.ruleCode, ruleCode));
  if (!rule) return null;
  const period = periodKey(rule.resetPeriod as ResetPeriod, now);
  const [{ seq }] = await db
    .insert(fillRuleCounters)
    .values({ ruleId: rule.id, period, seq: 1 })
    .onConflictDoUpdate({ target: [fillRuleCounters.ruleId, fillRuleCounters.period], set: { seq: sql`${fillRuleCounters.seq} + 1` } })
    .returning({ seq: fillRuleCounters.seq });
  return formatCode(shapeOf(rule), seq, now);
}

/** The last number a rule gave in the period of `now` (0 when none), without using one. */
export async function currentSeq(db: Db, ruleId: string, resetPeriod: ResetPeriod, now = new Date()): Promise<number> {
  const period = periodKey(resetPeriod, now);
  const [row] = await db
    .select({ seq: fillRuleCounters.seq })
    .from(fillRuleCounters)
    .where(sql`${fillRuleCounters.ruleId} = ${ruleId} and ${fillRuleCounters.period} = ${period}`);
  return row?.seq ?? 0;
}
