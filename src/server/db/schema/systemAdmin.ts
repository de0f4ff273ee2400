/**
 * System administration, the rest (issue 21): fill rules (code generators) and their counters, positions
 * and who holds them, and the row-level change history of business tables (data log).
 */
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, deleted, id, stamps } from './columns.ts';
import { users } from './accounts.ts';

/**
 * A code generator: prefix + date part + a sequence of `seq_width` digits that restarts every `reset_period`
 * (src/contract/domain/fillRule.ts formats it). The counters are per period in fill_rule_counters.
 */
export const fillRules = pgTable('fill_rules', {
  id: id(),
  ruleCode: text('rule_code').notNull(),
  ruleName: text('rule_name').notNull(),
  prefix: text('prefix').notNull().default(''),
  /** none, yyyy, yyyyMM, yyyyMMdd (China date). */
  datePart: text('date_part').notNull().default('yyyyMMdd'),
  seqWidth: integer('seq_width').notNull().default(6),
  /** day, month, year, never. */
  resetPeriod: text('reset_period').notNull().default('day'),
  description: text('description'),
  version: integer('version').notNull().default(1),
  ...stamps(),
}, (t) => [uniqueIndex('fill_rules_rule_code_key').on(t.ruleCode), index('fill_rules_created_idx').on(t.createdAt)]);

/** The last number given per rule and period ('' for never): one upsert per code, so concurrent calls never share one. */
export const fillRuleCounters = pgTable('fill_rule_counters', {
  ruleId: text('rule_id').notNull().references(() => fillRules.id, { onDelete: 'cascade' }),
  period: text('period').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.ruleId, t.period] })]);

/**
 * The highest sequence issued per rule and stem (the prefix and date text a code starts with): a code is
 * its stem plus its sequence, so a stem's sequences only ever rise and a rule changed back to an old
 * prefix, date part or reset period never issues a code twice (db/numbering.ts).
 */
export const fillRuleStems = pgTable('fill_rule_stems', {
  ruleId: text('rule_id').notNull().references(() => fillRules.id, { onDelete: 'cascade' }),
  stem: text('stem').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.ruleId, t.stem] })]);

/** Positions (职务): a code, a name and a rank (1 highest). */
export const positions = pgTable('positions', {
  id: id(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  rank: integer('rank').notNull().default(1),
  description: text('description'),
  version: integer('version').notNull().default(1),
  deleted: deleted(),
  ...stamps(),
}, (t) => [uniqueIndex('positions_code_key').on(t.code), index('positions_rank_idx').on(t.rank)]);

export const userPositions = pgTable('user_positions', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  positionId: text('position_id').notNull().references(() => positions.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.positionId] }), index('user_positions_position_idx').on(t.positionId)]);

/**
 * Row-level history: one row per change of a business row, written in the change's transaction
 * (db/dataLog.ts). before/after hold the changed fields only.
 */
export const dataLog = pgTable('data_log', {
  id: id(),
  tableName: text('table_name').notNull(),
  rowId: text('row_id').notNull(),
  /** create, update, delete, or a state machine's action (allot, accept …). */
  action: text('action').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  username: text('username'),
  at: at('at').notNull().defaultNow(),
}, (t) => [
  index('data_log_row_idx').on(t.tableName, t.rowId, t.at),
  index('data_log_at_idx').on(t.at),
  index('data_log_user_idx').on(t.username, t.at),
]);
