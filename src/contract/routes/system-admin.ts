/**
 * System administration, the rest (issue 21): fill rules (code generators), check rules with a test box,
 * positions and their holders, and the data log (row-level change history). Every call needs its
 * permission (src/server/auth/perms.ts); every edit names the version it read (a changed row answers
 * RECORD_STALE, 409) and writes its audit row and its data-log row in the same transaction.
 */
import { Type, type Static } from 'typebox';
import { CHECK_PATTERN_MAX, CHECK_STEPS_MAX, CHECK_VALUE_MAX } from '../domain/checkRule.ts';
import { DATE_PARTS, PREFIX_PATTERN, RESET_PERIODS, RULE_CODE_PATTERN, SEQ_WIDTH_MAX, SEQ_WIDTH_MIN } from '../domain/fillRule.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { Day, ListQuery, NullableText, RowId, Stamps } from '../rows.ts';

const tag = 'system-admin';
const Version = Type.Integer({ minimum: 1, description: 'the version the caller read' });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Filter = (maxLength = 100) => Type.Optional(Type.String({ maxLength }));

// ---- fill rules ----
const FillRuleShape = {
  prefix: Type.String({ pattern: PREFIX_PATTERN }),
  datePart: Type.Enum(DATE_PARTS),
  seqWidth: Type.Integer({ minimum: SEQ_WIDTH_MIN, maximum: SEQ_WIDTH_MAX }),
  resetPeriod: Type.Enum(RESET_PERIODS),
};

export const FillRuleRecord = Type.Object({
  id: Type.String(),
  ruleCode: Type.String(),
  ruleName: Type.String(),
  ...FillRuleShape,
  description: Nullable(Type.String()),
  version: Type.Number(),
  /** The code the rule would give next, now. */
  nextCode: Type.String(),
  ...Stamps,
});
export type FillRuleRecord = Static<typeof FillRuleRecord>;

const FillRuleInput = Type.Object({
  ruleCode: Type.String({ pattern: RULE_CODE_PATTERN }),
  ruleName: Name,
  ...FillRuleShape,
  description: NullableText(500),
});
export type FillRuleInput = Static<typeof FillRuleInput>;

export const fillRuleList = defineRoute({
  method: 'GET',
  url: '/sys/fillRule/list',
  summary: 'Fill rules, paged; filters ruleCode, ruleName (contains); sorts by ruleCode, ruleName, createTime',
  tag,
  querystring: ListQuery({ ruleCode: Filter(), ruleName: Filter() }),
  result: PageOf(FillRuleRecord),
});
export const fillRuleAdd = defineRoute({ method: 'POST', url: '/sys/fillRule/add', summary: 'Add a fill rule', tag, body: FillRuleInput, result: FillRuleRecord });
export const fillRuleEdit = defineRoute({
  method: 'PUT',
  url: '/sys/fillRule/edit',
  summary: 'Change a fill rule (its counters stay)',
  tag,
  body: Type.Object({ id: RowId, version: Version, ...FillRuleInput.properties }),
  result: FillRuleRecord,
});
export const fillRuleDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/fillRule/delete',
  summary: 'Delete a fill rule the platform does not number with (ordering uses ORDER_NO and ORDER_GROUP_NO)',
  tag,
  querystring: Type.Object({ id: RowId, version: Version }),
  result: Type.Null(),
});
export const fillRulePreview = defineRoute({
  method: 'GET',
  url: '/sys/fillRule/preview',
  summary: "The next three codes of a rule's shape as the form holds it (id: the rule whose counters to continue), without using them",
  tag,
  querystring: Type.Object({ id: Type.Optional(RowId), ...FillRuleShape }),
  result: Type.Array(Type.String()),
});

// ---- check rules ----
const RuleStep = Type.Object({
  pattern: Type.String({ minLength: 1, maxLength: CHECK_PATTERN_MAX }),
  message: Type.String({ minLength: 1, maxLength: 200 }),
});
const RuleSteps = Type.Array(RuleStep, { minItems: 1, maxItems: CHECK_STEPS_MAX });

export const CheckRuleRecord = Type.Object({
  id: Type.String(),
  ruleCode: Type.String(),
  ruleName: Type.String(),
  steps: Type.Array(RuleStep),
  description: Nullable(Type.String()),
  version: Type.Number(),
  ...Stamps,
});
export type CheckRuleRecord = Static<typeof CheckRuleRecord>;

const CheckRuleInput = Type.Object({
  ruleCode: Type.String({ pattern: RULE_CODE_PATTERN }),
  ruleName: Name,
  steps: RuleSteps,
  description: NullableText(500),
});

export const checkRuleList = defineRoute({
  method: 'GET',
  url: '/sys/checkRule/list',
  summary: 'Check rules, paged; filters ruleCode, ruleName (contains); sorts by ruleCode, ruleName, createTime',
  tag,
  querystring: ListQuery({ ruleCode: Filter(), ruleName: Filter() }),
  result: PageOf(CheckRuleRecord),
});
export const checkRuleAdd = defineRoute({ method: 'POST', url: '/sys/checkRule/add', summary: 'Add a check rule (every pattern must pass the safety check)', tag, body: CheckRuleInput, result: CheckRuleRecord });
export const checkRuleEdit = defineRoute({
  method: 'PUT',
  url: '/sys/checkRule/edit',
  summary: 'Change a check rule',
  tag,
  body: Type.Object({ id: RowId, version: Version, ...CheckRuleInput.properties }),
  result: CheckRuleRecord,
});
export const checkRuleDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/checkRule/delete',
  summary: 'Delete a check rule',
  tag,
  querystring: Type.Object({ id: RowId, version: Version }),
  result: Type.Null(),
});
export const checkRuleTest = defineRoute({
  method: 'POST',
  url: '/sys/checkRule/test',
  summary: 'Run steps as the form holds them on a value, through the same function as checkByCode',
  tag,
  body: Type.Object({ steps: RuleSteps, value: Type.String({ maxLength: CHECK_VALUE_MAX }) }),
  result: Type.Object({ passed: Type.Boolean(), message: Nullable(Type.String()) }),
});

// ---- positions ----
export const PositionRecord = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  rank: Type.Number(),
  description: Nullable(Type.String()),
  version: Type.Number(),
  /** Who holds the position. */
  users: Type.Array(Type.Object({ id: Type.String(), username: Type.String(), realname: Type.String() })),
  ...Stamps,
});
export type PositionRecord = Static<typeof PositionRecord>;

const PositionInput = Type.Object({
  code: Type.String({ pattern: RULE_CODE_PATTERN }),
  name: Name,
  rank: Type.Integer({ minimum: 1, maximum: 99 }),
  description: NullableText(500),
});

export const positionList = defineRoute({
  method: 'GET',
  url: '/sys/position/list',
  summary: 'Positions, paged; filters code, name (contains); sorts by code, name, rank, createTime',
  tag,
  querystring: ListQuery({ code: Filter(), name: Filter() }),
  result: PageOf(PositionRecord),
});
export const positionAdd = defineRoute({ method: 'POST', url: '/sys/position/add', summary: 'Add a position', tag, body: PositionInput, result: PositionRecord });
export const positionEdit = defineRoute({
  method: 'PUT',
  url: '/sys/position/edit',
  summary: 'Change a position',
  tag,
  body: Type.Object({ id: RowId, version: Version, ...PositionInput.properties }),
  result: PositionRecord,
});
export const positionDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/position/delete',
  summary: 'Delete a position nobody holds',
  tag,
  querystring: Type.Object({ id: RowId, version: Version }),
  result: Type.Null(),
});
export const positionAssign = defineRoute({
  method: 'PUT',
  url: '/sys/position/assign',
  summary: 'Set who holds a position (the whole list)',
  tag,
  body: Type.Object({ id: RowId, version: Version, userIds: Type.Array(RowId, { maxItems: 500 }) }),
  result: PositionRecord,
});

// ---- data log ----
export const DataLogRecord = Type.Object({
  id: Type.String(),
  tableName: Type.String(),
  rowId: Type.String(),
  action: Type.String(),
  /** The changed fields before and after (absent on create / delete). */
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Nullable(Type.Record(Type.String(), Type.Unknown())),
  username: Nullable(Type.String()),
  createTime: DateTime,
});
export type DataLogRecord = Static<typeof DataLogRecord>;

export const dataLogList = defineRoute({
  method: 'GET',
  url: '/sys/dataLog/list',
  summary: 'Row-level change history, paged; filters tableName, rowId (exact), username (contains), from/to days; sorts by createTime',
  tag,
  querystring: ListQuery({ tableName: Filter(64), rowId: Filter(64), username: Filter(), from: Type.Optional(Day), to: Type.Optional(Day) }),
  result: PageOf(DataLogRecord),
});
export const dataLogTables = defineRoute({
  method: 'GET',
  url: '/sys/dataLog/tables',
  summary: 'The tables the data log records',
  tag,
  result: Type.Array(Type.String()),
});

