/** An announcement as /sys/annountCement/list returns it (the API spells the title `titile`). */
export interface AdminAnnouncement {
  id: string;
  titile: string;
  msgContent: string | null;
  startTime: string | null;
  endTime: string | null;
  sender: string | null;
  priority: string;
  msgCategory: string;
  msgType: string;
  /** '0' draft, '1' released, '2' revoked. */
  sendStatus: string;
  sendTime: string | null;
  cancelTime: string | null;
  openType: string | null;
  openPage: string | null;
  userIds: string | null;
  createTime: string | null;
}

export const PRIORITIES = ['L', 'M', 'H'] as const;
export const CATEGORIES = ['1', '2'] as const;
export const SEND_STATUSES = ['0', '1', '2'] as const;
