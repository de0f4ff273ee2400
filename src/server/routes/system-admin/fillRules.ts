/** Fill rules (code generators): list, add, edit, delete, and the preview of the next codes. */
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import { formatCode, type DatePart, type FillRuleShape, type ResetPeriod } from '../../../contract/domain/fillRule.ts';
import type { FillRuleInput, FillRuleRecord } from '../../../contract/routes/system-admin.ts';
import { recordChange } from '../../db/dataLog.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { currentSeq, SYSTEM_FILL_RULES } from '../../db/numbering.ts';
import { fillRules } from '../../db/schema/index.ts';
import { containsPattern, isUniqueViolation } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { auditChange, checkVersion, isoStamps, type Who } from '../../http/adminChange.ts';

type Row = typeof fillRules.$inferSelect;
const TABLE = 'fill_rules';
const SYSTEM_CODES: ReadonlySet<string> = new Set(Object.values(SYSTEM_FILL_RULES));

const shapeOf = (row: Pick<Row, 'prefix' | 'datePart' | 'seqWidth' | 'resetPeriod'>): FillRuleShape => ({
  prefix: row.prefix,
  datePart: row.datePart as DatePart,
  seqWidth: row.seqWidth,
  resetPeriod: row.resetPeriod as ResetPeriod,
});

async function recordOf(db: Db, row: Row, now = new Date()): Promise<FillRuleRecord> {
  const seq = await currentSeq(db, row.id, shapeOf(row), now);
  return {
    id: row.id,
    ruleCode: row.ruleCode,
    ruleName: row.ruleName,
    ...shapeOf(row),
    description: row.description,
    version: row.version,
    nextCode: formatCode(shapeOf(row), seq + 1, now),
    ...isoStamps(row),
  };
}

export async function listFillRules(db: Db, query: { ruleCode?: string; ruleName?: string; column?: string; order?: string }, size: number, offset: number) {
  const where = and(
    query.ruleCode?.trim() ? ilike(fillRules.ruleCode, containsPattern(query.ruleCode.trim())) : undefined,
    query.ruleName?.trim() ? ilike(fillRules.ruleName, containsPattern(query.ruleName.trim())) : undefined,
  );
  const orderBy = sorter({ ruleCode: fillRules.ruleCode, ruleName: fillRules.ruleName, createTime: fillRules.createdAt }, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(fillRules).where(where);
  const rows = await db.select().from(fillRules).where(where).orderBy(orderBy, fillRules.id).limit(size).offset(offset);
  return { total: n, records: await Promise.all(rows.map((row) => recordOf(db, row))) };
}

async function ruleById(tx: Db, id: string, lock = false): Promise<Row> {
  const query = tx.select().from(fillRules).where(eq(fillRules.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) fail('FILL_RULE_NOT_FOUND', { code: id });
  return row;
}

/** The taken-code answer for a unique violation on the rule code; anything else is passed on. */
function codeTaken(error: unknown, code: string): never {
  if (isUniqueViolation(error)) fail('FILL_RULE_CODE_EXISTS', { code });
  throw error;
}

export async function createFillRule(db: Db, who: Who, input: FillRuleInput): Promise<FillRuleRecord> {
  const row = await inTransaction(db, async (tx) => {
    const [taken] = await tx.select({ id: fillRules.id }).from(fillRules).where(eq(fillRules.ruleCode, input.ruleCode));
    if (taken) fail('FILL_RULE_CODE_EXISTS', { code: input.ruleCode });
    const [created] = await tx
      .insert(fillRules)
      .values({ ...input, description: input.description ?? null, createdBy: who.username })
      .returning()
      .catch((error) => codeTaken(error, input.ruleCode));
    await recordChange(tx, { table: TABLE, rowId: created.id, action: 'create', before: null, after: created, username: who.username });
    await auditChange(tx, who, 'fill_rule_add', input.ruleCode, input);
    return created;
  });
  return recordOf(db, row);
}

export async function editFillRule(db: Db, who: Who, input: FillRuleInput & { id: string; version: number }): Promise<FillRuleRecord> {
  const row = await inTransaction(db, async (tx) => {
    const before = await ruleById(tx, input.id, true);
    checkVersion(before, input.version);
    // the platform's own rules keep their codes: ordering finds them by code
    if (SYSTEM_CODES.has(before.ruleCode) && input.ruleCode !== before.ruleCode) fail('FILL_RULE_IN_USE', { code: before.ruleCode });
    const { id, version, ...fields } = input;
    const [after] = await tx
      .update(fillRules)
      .set({ ...fields, description: fields.description ?? null, version: sql`${fillRules.version} + 1`, updatedBy: who.username, updatedAt: new Date() })
      .where(and(eq(fillRules.id, id), eq(fillRules.version, version)))
      .returning()
      .catch((error) => codeTaken(error, input.ruleCode));
    await recordChange(tx, { table: TABLE, rowId: id, action: 'update', before, after, username: who.username });
    await auditChange(tx, who, 'fill_rule_edit', after.ruleCode, { before: shapeOf(before), after: shapeOf(after) });
    return after;
  });
  return recordOf(db, row);
}

export async function deleteFillRule(db: Db, who: Who, id: string, version: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await ruleById(tx, id, true);
    checkVersion(before, version);
    if (SYSTEM_CODES.has(before.ruleCode)) fail('FILL_RULE_IN_USE', { code: before.ruleCode });
    await tx.delete(fillRules).where(eq(fillRules.id, id));
    await recordChange(tx, { table: TABLE, rowId: id, action: 'delete', before, after: null, username: who.username });
    await auditChange(tx, who, 'fill_rule_delete', before.ruleCode, null);
  });
}

/** The next three codes of a shape, continuing rule `id`'s counter of the current period when given. */
export async function previewCodes(db: Db, shape: FillRuleShape & { id?: string }, now = new Date()): Promise<string[]> {
  const seq = shape.id ? await currentSeq(db, (await ruleById(db, shape.id)).id, shape, now) : 0;
  return [1, 2, 3].map((step) => formatCode(shape, seq + step, now));
}
