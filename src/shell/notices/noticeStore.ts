/**
 * The bell's data: pending counts and unread announcements, shared by the bell, its dialog and the
 * user announcements page (marking one read there updates the bell too). Plain actions, no React.
 */
import { proxy } from 'valtio';
import { getCount } from '../../api/endpoints/counts.ts';
import { listByUser, markRead as markReadCall, queryAnnouncement, type Announcement } from '../../api/endpoints/notices.ts';
import { countKeysFor, emptyCounts, toCount, type CountKey, type Counts } from './pendingCounts.ts';

export const noticeState = proxy({
  counts: emptyCounts() as Counts,
  /** The counts relevant to the current user. */
  keys: [] as CountKey[],
  anntMsgList: [] as Announcement[],
  anntTotal: 0,
  sysMsgList: [] as Announcement[],
  sysTotal: 0,
});

/** Ask the relevant counts (silent calls: a failing poll every 6 s keeps the last value, no notice pile-up). */
export async function refreshCounts(userType: number | string | undefined): Promise<void> {
  const keys = countKeysFor(userType);
  noticeState.keys = keys;
  const values = await Promise.all(keys.map((key) => getCount(key).then(toCount, () => noticeState.counts[key])));
  keys.forEach((key, i) => {
    noticeState.counts[key] = values[i];
  });
}

export async function refreshNotices(): Promise<void> {
  const list = await listByUser();
  noticeState.anntMsgList = list.anntMsgList ?? [];
  noticeState.anntTotal = toCount(list.anntMsgTotal ?? list.anntMsgList?.length);
  noticeState.sysMsgList = list.sysMsgList ?? [];
  noticeState.sysTotal = toCount(list.sysMsgTotal);
}

/** Counts and announcements together (after a live message or a read). */
export async function refreshAll(userType: number | string | undefined): Promise<void> {
  await Promise.allSettled([refreshCounts(userType), refreshNotices()]);
}

/** Mark an announcement read for the current user, then reload the counts (section 4). */
export async function markRead(anntId: string, userType: number | string | undefined): Promise<void> {
  await markReadCall(anntId).catch(() => {});
  await refreshAll(userType);
}

/** One announcement by id (a live message carries only its id and title). */
export const loadAnnouncement = (id: string): Promise<Announcement> => queryAnnouncement(id);

/** Forget everything (logout). */
export function clearNotices(): void {
  Object.assign(noticeState, { counts: emptyCounts(), keys: [], anntMsgList: [], anntTotal: 0, sysMsgList: [], sysTotal: 0 });
}
