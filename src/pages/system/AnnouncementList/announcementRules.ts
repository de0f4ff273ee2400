/** The announcement form: the contract's rules (the server's too) with the dialog's words, and the request body (pure). */
import type { ErrorCode } from '../../../contract/errors.ts';
import type { AdminAnnouncement, AnnouncementInput } from '../../../contract/routes/notices.ts';
import { announcementTitleProblem, openPageProblem, recipientsProblem, timeRangeProblem } from '../../../contract/rules/index.ts';
import { splitIds } from '../../common/query.ts';
import { problemKeys } from '../../common/ruleText.ts';

/** What the form reads of a listed announcement. */
export type AnnouncementRow = Pick<
  AdminAnnouncement,
  'id' | 'titile' | 'msgContent' | 'msgCategory' | 'priority' | 'msgType' | 'userIds' | 'startTime' | 'endTime' | 'openType' | 'openPage'
>;

export interface AnnouncementForm {
  id?: string;
  titile: string;
  msgContent: string;
  msgCategory: string;
  priority: string;
  msgType: 'ALL' | 'USER';
  userIds: string[];
  /** 'YYYY-MM-DD HH:mm:ss' as the server reads and answers it (and DateTimePicker gives), or '' for none. */
  startTime: string;
  endTime: string;
  openType: string | null;
  openPage: string;
}

export const EMPTY_FORM: AnnouncementForm = {
  titile: '', msgContent: '', msgCategory: '1', priority: 'L', msgType: 'ALL', userIds: [], startTime: '', endTime: '', openType: null, openPage: '',
};

export function formOf(row: AnnouncementRow): AnnouncementForm {
  return {
    id: row.id, titile: row.titile, msgContent: row.msgContent ?? '', msgCategory: row.msgCategory || '1', priority: row.priority || 'L',
    msgType: row.msgType === 'USER' ? 'USER' : 'ALL', userIds: splitIds(row.userIds), startTime: row.startTime ?? '',
    endTime: row.endTime ?? '', openType: row.openType, openPage: row.openPage ?? '',
  };
}

export type AnnouncementErrors = Partial<Record<keyof AnnouncementForm, string>>;

type AnnouncementProblem = NonNullable<
  ReturnType<typeof announcementTitleProblem | typeof recipientsProblem | typeof timeRangeProblem | typeof openPageProblem>
>;

/** The dialog's words for each problem (every one differs from the catalogue's in at least one language). */
const OWN_WORDS = {
  ANNT_TITLE_REQUIRED: 'announcement.rule.titleRequired',
  ANNT_TITLE_LENGTH: 'announcement.rule.titleLength',
  ANNT_USERS_REQUIRED: 'announcement.rule.usersRequired',
  ANNT_TIME_RANGE: 'announcement.rule.timeRange',
  ANNT_OPEN_PAGE_REQUIRED: 'announcement.rule.openPageRequired',
} as const satisfies Record<AnnouncementProblem, string> & Partial<Record<ErrorCode, string>>;

/** The page-string key of each field's problem. */
export function validateAnnouncement(f: AnnouncementForm): AnnouncementErrors {
  const problems: Partial<Record<keyof AnnouncementForm, AnnouncementProblem | undefined>> = {
    titile: announcementTitleProblem(f.titile),
    userIds: recipientsProblem(f.msgType, f.userIds),
    endTime: timeRangeProblem(f.startTime, f.endTime),
    openPage: openPageProblem(f.openType, f.openPage),
  };
  return problemKeys(problems, OWN_WORDS);
}

export function announcementPayload(f: AnnouncementForm): AnnouncementInput & { id?: string } {
  return {
    ...(f.id ? { id: f.id } : {}),
    titile: f.titile.trim(),
    msgContent: f.msgContent,
    msgCategory: f.msgCategory,
    priority: f.priority,
    msgType: f.msgType,
    userIds: f.msgType === 'USER' ? f.userIds.join(',') : null,
    startTime: f.startTime || null,
    endTime: f.endTime || null,
    openType: f.openType || null,
    openPage: f.openPage.trim() || null,
  };
}
