/** Which print templates a user may see: the rule the print feature and the batch printing job share. */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { printTemplates } from '../db/schema/index.ts';
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
