/** Checking and normalising what the announcement form sends, before it is stored. */
import { and, eq, inArray } from 'drizzle-orm';
import { CATEGORIES, DEFAULT_PRIORITY, CATEGORY, MSG_TYPES, OPEN_TYPES, PRIORITIES } from '../../../contract/domain/announcement.ts';
import type { AnnouncementInput } from '../../../contract/routes/notices.ts';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { parseDateTime } from './view.ts';
import { sanitizeHtml } from './sanitize.ts';
import { announcementTitleProblem, openPageProblem, recipientsProblem, timeRangeProblem } from '../../../contract/rules/announcement.ts';

const oneOf = (list: readonly string[], value: string): boolean => list.includes(value);

const blank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';

/** An in-app route ('/order/order-group') or an http(s) address; never a script or protocol-relative URL. */
const URL_PAGE = /^(\/(?!\/)[^\s<>"'\\]*|https?:\/\/[^\s<>"'\\]+)$/i;
/** A component path as the back office names its views ('system/UserAnnouncementList'). */
const COMPONENT_PAGE = /^[\w-]+(\/[\w.-]+)*$/;

/** The columns to store for the form, or the business error that applies. */
export async function announcementValues(db: Db, input: AnnouncementInput) {
  const titile = (input.titile ?? '').trim();
  const titleProblem = announcementTitleProblem(titile);
  if (titleProblem) fail(titleProblem);
  const priority = blank(input.priority) ? DEFAULT_PRIORITY : input.priority!.trim();
  if (!oneOf(PRIORITIES, priority)) fail('ANNT_PRIORITY_INVALID');
  const msgCategory = blank(input.msgCategory) ? CATEGORY.notice : input.msgCategory!.trim();
  if (!oneOf(CATEGORIES, msgCategory)) fail('ANNT_CATEGORY_INVALID');
  const msgType = blank(input.msgType) ? 'ALL' : input.msgType!.trim().toUpperCase();
  if (!oneOf(MSG_TYPES, msgType)) fail('ANNT_MSG_TYPE_INVALID');
  const userIds = msgType === 'USER' ? await addressedUsers(db, input.userIds) : null;

  const openType = blank(input.openType) ? null : input.openType!.trim();
  if (openType !== null && !oneOf(OPEN_TYPES, openType)) fail('ANNT_OPEN_TYPE_INVALID');
  const openPage = blank(input.openPage) ? null : input.openPage!.trim();
  const pageProblem = openPageProblem(openType, openPage);
  if (pageProblem) fail(pageProblem);
  if (openPage !== null && !(openType === 'component' ? COMPONENT_PAGE : URL_PAGE).test(openPage)) fail('ANNT_OPEN_PAGE_INVALID');

  const startTime = time(input.startTime);
  const endTime = time(input.endTime);
  const rangeProblem = timeRangeProblem(startTime, endTime);
  if (rangeProblem) fail(rangeProblem);

  return {
    titile,
    msgContent: sanitizeHtml(input.msgContent ?? ''),
    startTime,
    endTime,
    priority,
    msgCategory,
    msgType,
    userIds: userIds?.join(',') ?? null,
    openType,
    openPage,
    busId: blank(input.busId) ? null : input.busId!.trim(),
    busType: blank(input.busType) ? null : input.busType!.trim(),
  };
}

function time(value: string | null | undefined): Date | null {
  if (blank(value)) return null;
  return parseDateTime(value!) ?? fail('ANNT_TIME_INVALID');
}

/** The addressed user ids, each an existing (not deleted) user; trailing commas and repeats are dropped. */
async function addressedUsers(db: Db, raw: AnnouncementInput['userIds']): Promise<string[]> {
  const ids = [...new Set((Array.isArray(raw) ? raw : (raw ?? '').split(',')).map((id) => id.trim()).filter(Boolean))];
  const usersProblem = recipientsProblem('USER', ids);
  if (usersProblem) fail(usersProblem);
  const found = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, ids), eq(users.deleted, false)));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) fail('ANNT_USERS_UNKNOWN', { ids: unknown.slice(0, 5).join(', ') + (unknown.length > 5 ? ' …' : '') });
  return ids;
}

/** The stored comma-separated ids as a list. */
export function splitIds(userIds: string | null): string[] {
  return (userIds ?? '').split(',').map((id) => id.trim()).filter(Boolean);
}
