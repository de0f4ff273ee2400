/** Who may see which print template, and the checks every save runs. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { printTemplates, printTemplateTypes, users } from '../../db/schema/index.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { hasPermission } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { loadTemplate, type Template, TemplateError } from '../../../../engine/index.ts';
import { fail } from '../../http/errors.ts';
import { findVisibleTemplate, visibleTo } from '../../auth/templates.ts';

export { findVisibleTemplate, visibleTo };

/**
 * Who a template is private to once made so, or a refusal. Only its owner (of a private template the one
 * it is private to, of a shared one whoever created it) or a template administrator may change a
 * template's visibility: anyone else making a shared template private would hide it from everybody.
 * The template becomes private to its owner, also when an administrator makes it so.
 */
export async function privateOwner(db: Db, template: typeof printTemplates.$inferSelect, user: SessionUser): Promise<string> {
  if (template.ownerId) return template.ownerId; // visible, so private to the caller already
  const [creator] = template.createdBy
    ? await db.select({ id: users.id }).from(users).where(and(eq(users.username, template.createdBy), eq(users.deleted, false))).limit(1)
    : [];
  if (creator?.id === user.id) return user.id;
  if (!(await hasPermission(db, user.id, PERMS.templateManage))) fail('PRINT_TEMPLATE_VISIBILITY_FORBIDDEN', { name: template.name });
  return creator?.id ?? user.id;
}

/** How many engine issues a message lists before it says "and n more". */
const ISSUES_SHOWN = 5;

/**
 * Validate a template body with the engine's loader (what the designer and the PDF renderer will read)
 * and return it as the object to store. A body sent as JSON text is parsed, so the column holds JSON either way.
 */
export function checkTemplateBody(body: unknown): { json: unknown; template: Template } {
  try {
    const template = loadTemplate(body);
    return { json: typeof body === 'string' ? JSON.parse(body) : body, template };
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    const lines = error.issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
    const more = lines.length > ISSUES_SHOWN ? [`… (+${lines.length - ISSUES_SHOWN})`] : [];
    fail('PRINT_TEMPLATE_INVALID', { detail: [...lines.slice(0, ISSUES_SHOWN), ...more].join('; ') });
  }
}

/** Sample data is an object (one record) or a list of objects (one copy each), or null for none. */
export function checkSampleData(data: unknown): unknown {
  if (data === undefined || data === null) return null;
  const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isRecord(data) || (Array.isArray(data) && data.every(isRecord))) return data;
  fail('PRINT_SAMPLE_DATA_INVALID');
}

/** A template type id must name a live type. */
export async function checkTypeId(db: Db, typeId: string | null | undefined): Promise<void> {
  if (typeId === null || typeId === undefined || typeId === '') return;
  const [row] = await db
    .select({ id: printTemplateTypes.id })
    .from(printTemplateTypes)
    .where(and(eq(printTemplateTypes.id, typeId), eq(printTemplateTypes.deleted, false)))
    .limit(1);
  if (!row) fail('PRINT_TYPE_NOT_FOUND');
}

/** "realname (username)" for messages, or the username alone when the account is gone. */
export async function displayName(db: Db, username: string | null): Promise<string> {
  if (!username) return '?';
  const [row] = await db.select({ realname: users.realname }).from(users).where(eq(users.username, username)).limit(1);
  return row?.realname ? `${row.realname}（${username}）` : username;
}

/** Where no zone is named (or a bad one), messages show the platform's local time: China Standard Time. */
export const DEFAULT_DISPLAY_ZONE = 'Asia/Shanghai';

/**
 * `YYYY-MM-DD HH:mm:ss` in `zone`: the browser sends the zone its lists show moments in (X-Time-Zone), so a
 * message names the same time as the screen beside it; an unknown zone name falls back to China Standard Time.
 */
export function displayTime(at: Date | null, zone: string | undefined = DEFAULT_DISPLAY_ZONE): string {
  if (!at) return '?';
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .format(at)
      .replace(', ', ' ');
  try {
    return format(zone && zone.length <= 64 ? zone : DEFAULT_DISPLAY_ZONE);
  } catch {
    return format(DEFAULT_DISPLAY_ZONE);
  }
}
