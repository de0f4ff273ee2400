/** Message templates: checked (every ${name} declared, names well-formed), stored, and shown (issue 21). */
import { and, eq, ne, sql } from 'drizzle-orm';
import { templateProblems } from '../../../contract/domain/operations.ts';
import type { MessageTemplate, TemplateInput } from '../../../contract/routes/messages.ts';
import type { Db } from '../../db/index.ts';
import { messageTemplates } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';

type Row = typeof messageTemplates.$inferSelect;

export const templateRecord = (row: Row): MessageTemplate => ({
  id: row.id,
  code: row.code,
  name: row.name,
  channel: row.channel as MessageTemplate['channel'],
  title: row.title,
  body: row.body,
  variables: row.variables,
  version: row.version,
  createBy: row.createdBy,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt?.toISOString() ?? null,
});

/** Refuse texts that use undeclared or malformed variable names. */
export function checkVariables(texts: string[], variables: readonly string[]): void {
  const problems = templateProblems(texts, variables);
  const invalid = [...problems.invalid, ...problems.duplicate];
  if (invalid.length > 0) fail('MESSAGE_VARIABLE_INVALID', { names: invalid.join(', ') });
  if (problems.undeclared.length > 0) fail('MESSAGE_VARIABLE_UNDECLARED', { names: problems.undeclared.join(', ') });
}

function checkTemplate(input: TemplateInput): TemplateInput {
  const clean = { ...input, code: input.code.trim(), name: input.name.trim(), variables: input.variables.map((name) => name.trim()) };
  checkVariables([clean.title, clean.body], clean.variables);
  return clean;
}

async function checkCodeFree(db: Db, code: string, exceptId?: string): Promise<void> {
  const [taken] = await db.select({ id: messageTemplates.id }).from(messageTemplates)
    .where(and(sql`lower(${messageTemplates.code}) = lower(${code})`, eq(messageTemplates.deleted, false), exceptId ? ne(messageTemplates.id, exceptId) : undefined));
  if (taken) fail('MESSAGE_TEMPLATE_CODE_EXISTS', { code });
}

export async function addTemplate(db: Db, input: TemplateInput, username: string): Promise<Row> {
  const clean = checkTemplate(input);
  await checkCodeFree(db, clean.code);
  const [row] = await db.insert(messageTemplates).values({ ...clean, createdBy: username }).returning();
  return row;
}

export async function editTemplate(db: Db, id: string, input: TemplateInput & { version: number }, username: string): Promise<Row> {
  const existing = await findTemplate(db, { id });
  const clean = checkTemplate(input);
  await checkCodeFree(db, clean.code, existing.id);
  const { version, ...fields } = clean as TemplateInput & { version: number };
  const [row] = await db.update(messageTemplates)
    .set({ ...fields, version: existing.version + 1, updatedAt: new Date(), updatedBy: username })
    .where(and(eq(messageTemplates.id, existing.id), eq(messageTemplates.version, input.version)))
    .returning();
  if (!row) fail('MESSAGE_TEMPLATE_STALE');
  return row;
}

export async function findTemplate(db: Db, by: { id: string } | { code: string }): Promise<Row> {
  const where = 'id' in by ? eq(messageTemplates.id, by.id) : eq(messageTemplates.code, by.code);
  const [row] = await db.select().from(messageTemplates).where(and(where, eq(messageTemplates.deleted, false)));
  if (!row) fail('MESSAGE_TEMPLATE_NOT_FOUND', { code: 'id' in by ? by.id : by.code });
  return row;
}
