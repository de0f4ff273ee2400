/** Which print templates a user may see: the rule the print feature and the batch printing job share. */
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { printTemplates, printTemplateTypes } from '../db/schema/index.ts';
import { fail } from '../http/errors.ts';
import type { SessionUser } from './sessions.ts';

/** Live templates the user may see: shared ones, and private ones the user owns. */
export function visibleTo(user: SessionUser): SQL {
  return and(eq(printTemplates.deleted, false), or(isNull(printTemplates.ownerId), eq(printTemplates.ownerId, user.id)))!;
}

/** The template row if the user may see it; another user's private template is "not found", never "forbidden". */
export async function findVisibleTemplate(db: Db, id: string, user: SessionUser) {
  const [row] = await db.select().from(printTemplates).where(and(eq(printTemplates.id, id), visibleTo(user))).limit(1);
  if (!row) fail('PRINT_TEMPLATE_NOT_FOUND');
  return row;
}

/** The visible templates of the type with this code (what a document's print dialog offers), by name. */
export async function templatesOfType(db: Db, user: SessionUser, code: string) {
  return db
    .select({ id: printTemplates.id, name: printTemplates.name })
    .from(printTemplates)
    .innerJoin(printTemplateTypes, eq(printTemplateTypes.id, printTemplates.typeId))
    .where(and(eq(printTemplateTypes.code, code), eq(printTemplateTypes.deleted, false), visibleTo(user)))
    .orderBy(asc(printTemplates.name), asc(printTemplates.id));
}

/** A visible template and whether its type has this code (the caller names its own refusal). */
export async function findVisibleTemplateOfType(db: Db, id: string, user: SessionUser, code: string) {
  const template = await findVisibleTemplate(db, id, user);
  const [type] = template.typeId ? await db.select({ code: printTemplateTypes.code }).from(printTemplateTypes).where(eq(printTemplateTypes.id, template.typeId)) : [];
  return { template, matches: type?.code === code };
}
