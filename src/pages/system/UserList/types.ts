/** A user row of /sys/user/list. */
export interface UserRecord {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  userType: number;
  status: number;
  orgCode: string | null;
  departIds: string;
  orgCodeTxt: string;
  createTime: string;
}

export const USER_TYPES = ['1', '2', '3', '4'] as const;
export const STATUS_NORMAL = 1;
export const STATUS_FROZEN = 2;
