/**
 * The announcement dialog's fields (POST /sys/annountCement/add, PUT /sys/annountCement/edit), shared
 * like ./account.ts. Value lists live in ../domain/announcement.ts.
 */

type Text = string | null | undefined;

/** The longest title, counted as the user sees characters. */
export const ANNOUNCEMENT_TITLE_MAX = 100;

/** Required; at most 100 characters once trimmed. */
export function announcementTitleProblem(value: Text): 'ANNT_TITLE_REQUIRED' | 'ANNT_TITLE_LENGTH' | undefined {
  const title = value?.trim();
  if (!title) return 'ANNT_TITLE_REQUIRED';
  return [...title].length > ANNOUNCEMENT_TITLE_MAX ? 'ANNT_TITLE_LENGTH' : undefined;
}

/** An announcement addressed to chosen users ('USER') needs at least one. */
export function recipientsProblem(msgType: Text, userIds: readonly string[]): 'ANNT_USERS_REQUIRED' | undefined {
  return msgType === 'USER' && userIds.length === 0 ? 'ANNT_USERS_REQUIRED' : undefined;
}

/**
 * The end, when both are given, is not before the start. Both are moments of one kind: Dates, or
 * 'YYYY-MM-DD HH:mm:ss' texts (which compare as text in time order).
 */
export function timeRangeProblem<T extends string | Date>(start: T | null | undefined, end: T | null | undefined): 'ANNT_TIME_RANGE' | undefined {
  return start && end && end < start ? 'ANNT_TIME_RANGE' : undefined;
}

/** An announcement opened by url needs the page it opens. */
export function openPageProblem(openType: Text, openPage: Text): 'ANNT_OPEN_PAGE_REQUIRED' | undefined {
  return openType?.trim() === 'url' && !openPage?.trim() ? 'ANNT_OPEN_PAGE_REQUIRED' : undefined;
}
