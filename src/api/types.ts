/** Shapes of the API's answers as the back office reads them (sections 3 and 7). */

/** Every answer: {success, message, code, result, timestamp}; login-type calls answer code "200". */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number | string;
  result: T;
  timestamp: number;
}

/** The paging envelope of list calls. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
  [key: string]: string | number | boolean | null | undefined;
}

/** 1 procurement, 2 supplier, 3 canteen, 4 platform. */
export type UserType = 1 | 2 | 3 | 4 | number;

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  phone: string | null;
  email?: string | null;
  userType: UserType;
  orgCode: string | null;
  status?: number;
  deptName?: string;
  /** The greeting of the welcome line (早上好 …). */
  welcome?: string;
}

export interface Depart {
  id: string;
  departName: string;
  orgCode: string;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  departs: Depart[];
  /** 0 no department, 1 one, 2 several (the user must choose). */
  multi_depart: 0 | 1 | 2;
}

/** The department the user picked (kept 7 days). */
export interface DepartChoice {
  orgCode: string;
  departName?: string;
  /** Who chose it (filled in from the stored user info). */
  username?: string;
}

/** A button permission entry (auth, allAuth, meta.permissionList). type '2' is not a button action. */
export interface PermissionEntry {
  action: string;
  type: string;
  describe?: string;
  /** '1' active; in allAuth, '0' makes the action visible to everyone. */
  status: string;
}

export interface MenuItem {
  id: string;
  path: string;
  name: string;
  component: string | null;
  redirect: string | null;
  /** '0': kept in the tree but not turned into a route. */
  route: '1' | '0' | string;
  hidden: boolean;
  meta: {
    title: string;
    icon: string | null;
    keepAlive: boolean;
    componentName?: string | null;
    url?: string;
    permissionList?: PermissionEntry[];
    internalOrExternal?: boolean;
  };
  children?: MenuItem[];
}

export interface UserPermissionResult {
  menu: MenuItem[];
  auth: PermissionEntry[];
  allAuth: PermissionEntry[];
}

export interface DictOption {
  value: string;
  text: string;
  label?: string;
  title?: string;
}

/** Platform settings read from the sys_setting dictionary, by text. */
export interface PlatformSettings {
  casEnable?: string;
  registerEnable?: string;
  platformName?: string;
  bg?: string;
  ico?: string;
  logo?: string;
  icp?: string;
  institutionName?: string;
  [key: string]: string | undefined;
}

export interface CollegeInfo {
  id?: string;
  name?: string;
  [key: string]: unknown;
}
