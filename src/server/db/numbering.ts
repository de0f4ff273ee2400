/**
 * Codes from fill rules (issue 21): nextCode(db, 'ORDER_NO') answers the rule's next code and uses it up.
 * The counter of the rule's current period is bumped by one upsert, which PostgreSQL serialises on the
 * counter row, so concurrent callers (in any instance) never get the same number; inside a caller's
 * transaction the number is given back if that transaction rolls back.
 *
 * A rule can be edited, and a counter restarts every period, so the counter alone could hand out a code
 * again (a prefix changed and changed back, a daily reset with no date in the code). The highest sequence
 * issued per stem (prefix + date text) is kept beside it: a code's sequence always goes above its stem's,
 * and the counter goes on from there. As a code is its stem plus its sequence, no code repeats.
 */
import { and, eq, sql } from 'drizzle-orm';
import { codeStem, formatCode, periodKey, type DatePart, type FillRuleShape, type ResetPeriod } from '../../contract/domain/fillRule.ts';
import type { Db } from './index.ts';
import { fillRuleCounters, fillRules, fillRuleStems } from './schema/index.ts';

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
  const shape = shapeOf(rule);
  const period = periodKey(shape.resetPeriod, now);
  // one statement: the counter row's lock, taken by its upsert, covers the stem's too, so callers that run
  // side by side (in any instance) take their numbers in turn, without gaps
  const result = await db.execute(sql`
    with counter as (
      insert into ${fillRuleCounters} (rule_id, period, seq) values (${rule.id}, ${period}, 1)
      on conflict (rule_id, period) do update set seq = ${fillRuleCounters}.seq + 1
      returning seq
    )
    insert into ${fillRuleStems} (rule_id, stem, seq) select ${rule.id}, ${codeStem(shape, now)}, counter.seq from counter
    on conflict (rule_id, stem) do update set seq = greatest(${fillRuleStems}.seq + 1, excluded.seq)
    returning seq, (select seq from counter) as counted`);
  const [row] = (result as unknown as { rows: Array<{ seq: string | number; counted: string | number }> }).rows;
  const seq = Number(row!.seq);
  const counted = Number(row!.counted);
  if (seq !== counted) {
    await db.update(fillRuleCounters).set({ seq: sql`greatest(${fillRuleCounters.seq}, ${seq})` })
      .where(and(eq(fillRuleCounters.ruleId, rule.id), eq(fillRuleCounters.period, period)));
  }
  return formatCode(shape, seq, now);
}

/** The sequence the next code of a rule of this shape follows at `now` (0 when none), without using one. */
export async function currentSeq(db: Db, ruleId: string, shape: FillRuleShape, now = new Date()): Promise<number> {
  const period = periodKey(shape.resetPeriod, now);
  const [counter] = await db.select({ seq: fillRuleCounters.seq }).from(fillRuleCounters)
    .where(and(eq(fillRuleCounters.ruleId, ruleId), eq(fillRuleCounters.period, period)));
  const [stem] = await db.select({ seq: fillRuleStems.seq }).from(fillRuleStems)
    .where(and(eq(fillRuleStems.ruleId, ruleId), eq(fillRuleStems.stem, codeStem(shape, now))));
  return Math.max(counter?.seq ?? 0, stem?.seq ?? 0);
}
