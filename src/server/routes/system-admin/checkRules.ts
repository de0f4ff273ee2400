/**
 * Check rules: list, add, edit, delete and the test box. Every pattern passes patternProblem before it is
 * stored or run, and values are capped at CHECK_VALUE_MAX, so no rule can hold the server (issue 21).
 */
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import { CHECK_PATTERN_MAX, CHECK_UNBOUNDED_MAX, CHECK_VALUE_MAX, evaluateRule, unsafeStep, type PatternProblem, type RuleStep } from '../../../contract/domain/checkRule.ts';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { CheckRuleRecord } from '../../../contract/routes/system-admin.ts';
import { recordChange } from '../../db/dataLog.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { checkRules } from '../../db/schema/index.ts';
import { containsPattern, isUniqueViolation } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { auditChange, checkVersion, isoStamps, type Who } from '../../http/adminChange.ts';

type Row = typeof checkRules.$inferSelect;
const TABLE = 'check_rules';

const PROBLEM_CODES: Readonly<Record<PatternProblem, ErrorCode>> = {
  empty: 'CHECK_PATTERN_EMPTY',
  tooLong: 'CHECK_PATTERN_TOO_LONG',
  syntax: 'CHECK_PATTERN_SYNTAX',
  nestedQuantifier: 'CHECK_PATTERN_NESTED',
  backReference: 'CHECK_PATTERN_BACKREF',
  lookaround: 'CHECK_PATTERN_LOOKAROUND',
  tooManyRepeats: 'CHECK_PATTERN_REPEATS',
};

/** Refuse the first unsafe or malformed step, naming it (1-based). */
export function assertSafeSteps(steps: unknown): void {
  const unsafe = unsafeStep(steps);
  if (unsafe) refuseStep(unsafe.step, unsafe.problem);
}

function refuseStep(step: number, problem: PatternProblem): never {
  fail(PROBLEM_CODES[problem], { step, max: problem === 'tooLong' ? CHECK_PATTERN_MAX : CHECK_UNBOUNDED_MAX });
}

/** The test box: steps as the form holds them, run through evaluateRule like checkByCode. */
export function testSteps(steps: unknown, value: string): { passed: boolean; message: string | null } {
  const result = evaluateRule(steps, value);
  if (result.kind === 'valueTooLong') fail('CHECK_RULE_VALUE_TOO_LONG', { max: CHECK_VALUE_MAX });
  if (result.kind === 'unsafe') refuseStep(result.step, result.problem);
  return result.kind === 'passed' ? { passed: true, message: null } : { passed: false, message: result.message };
}

const recordOf = (row: Row): CheckRuleRecord => ({
  id: row.id,
  ruleCode: row.ruleCode,
  ruleName: row.ruleName,
  steps: Array.isArray(row.ruleJson) ? (row.ruleJson as RuleStep[]) : [],
  description: row.description,
  version: row.version,
  ...isoStamps(row),
});

export async function listCheckRules(db: Db, query: { ruleCode?: string; ruleName?: string; column?: string; order?: string }, size: number, offset: number) {
  const where = and(
    query.ruleCode?.trim() ? ilike(checkRules.ruleCode, containsPattern(query.ruleCode.trim())) : undefined,
    query.ruleName?.trim() ? ilike(checkRules.ruleName, containsPattern(query.ruleName.trim())) : undefined,
  );
  const orderBy = sorter({ ruleCode: checkRules.ruleCode, ruleName: checkRules.ruleName, createTime: checkRules.createdAt }, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(checkRules).where(where);
  const rows = await db.select().from(checkRules).where(where).orderBy(orderBy, checkRules.id).limit(size).offset(offset);
  return { total: n, records: rows.map(recordOf) };
}

async function ruleById(tx: Db, id: string): Promise<Row> {
  const [row] = await tx.select().from(checkRules).where(eq(checkRules.id, id)).for('update');
  if (!row) fail('CHECK_RULE_NOT_FOUND', { code: id });
  return row;
}

function codeTaken(error: unknown, code: string): never {
  if (isUniqueViolation(error)) fail('CHECK_RULE_CODE_EXISTS', { code });
  throw error;
}

interface CheckRuleInput {
  ruleCode: string;
  ruleName: string;
  steps: RuleStep[];
  description?: string | null;
}

export async function createCheckRule(db: Db, who: Who, input: CheckRuleInput): Promise<CheckRuleRecord> {
  assertSafeSteps(input.steps);
  return inTransaction(db, async (tx) => {
    const [taken] = await tx.select({ id: checkRules.id }).from(checkRules).where(eq(checkRules.ruleCode, input.ruleCode));
    if (taken) fail('CHECK_RULE_CODE_EXISTS', { code: input.ruleCode });
    const [created] = await tx
      .insert(checkRules)
      .values({ ruleCode: input.ruleCode, ruleName: input.ruleName, ruleJson: input.steps, description: input.description ?? null, createdBy: who.username })
      .returning()
      .catch((error) => codeTaken(error, input.ruleCode));
    await recordChange(tx, { table: TABLE, rowId: created.id, action: 'create', before: null, after: created, username: who.username });
    await auditChange(tx, who, 'check_rule_add', input.ruleCode, input);
    return recordOf(created);
  });
}

export async function editCheckRule(db: Db, who: Who, input: CheckRuleInput & { id: string; version: number }): Promise<CheckRuleRecord> {
  assertSafeSteps(input.steps);
  return inTransaction(db, async (tx) => {
    const before = await ruleById(tx, input.id);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(checkRules)
      .set({
        ruleCode: input.ruleCode, ruleName: input.ruleName, ruleJson: input.steps, description: input.description ?? null,
        version: sql`${checkRules.version} + 1`, updatedBy: who.username, updatedAt: new Date(),
      })
      .where(and(eq(checkRules.id, input.id), eq(checkRules.version, input.version)))
      .returning()
      .catch((error) => codeTaken(error, input.ruleCode));
    await recordChange(tx, { table: TABLE, rowId: input.id, action: 'update', before, after, username: who.username });
    await auditChange(tx, who, 'check_rule_edit', after.ruleCode, { before: before.ruleJson, after: after.ruleJson });
    return recordOf(after);
  });
}

export async function deleteCheckRule(db: Db, who: Who, id: string, version: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await ruleById(tx, id);
    checkVersion(before, version);
    await tx.delete(checkRules).where(eq(checkRules.id, id));
    await recordChange(tx, { table: TABLE, rowId: id, action: 'delete', before, after: null, username: who.username });
    await auditChange(tx, who, 'check_rule_delete', before.ruleCode, null);
  });
}
