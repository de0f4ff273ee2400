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

/** The user's menu tree items (many shell modules read them); the shape is the contract's. */
export type { MenuItem } from '../contract/routes/permission-menu.ts';

/** L ordinary, M important, H urgent. */
export type AnnouncementPriority = 'L' | 'M' | 'H';

export interface Announcement {
  id: string;
  /** Spelt so by the API. */
  titile: string;
  sender: string | null;
  sendTime: string | null;
  createTime: string | null;
  msgContent: string | null;
  /** 'component' opens a page; 'url' navigates. */
  openType: 'component' | 'url' | string | null;
  openPage: string | null;
  busId: string | null;
  busType?: string | null;
  /** '0' unread, '1' read. */
  readFlag: string;
  priority: AnnouncementPriority | string | null;
  msgCategory?: string;
  msgType?: string;
}

export interface NoticeList {
  anntMsgList: Announcement[];
  anntMsgTotal?: number;
  sysMsgList: Announcement[];
  sysMsgTotal: number;
}

/** A row of the user announcements page (the send record with its announcement). */
export interface UserAnnouncementRow extends Announcement {
  anntId?: string;
  readTime?: string | null;
}

export interface ContractAttachment {
  id?: string;
  fileName: string;
  filePath: string;
  /** 1 invoice, 2 contract. */
  attType?: number;
}

/** 0 not initiated, 1 awaiting supplier, 3 supplier signed, 9 both signed, 12 effective. */
export type ContractStatus = 0 | 1 | 3 | 9 | 12;

export interface ServiceContract {
  id: string;
  supplierId?: string;
  supplierName?: string;
  status: ContractStatus | number;
  beginDate: string | null;
  endDate: string | null;
  totalAmount: number | null;
  annualTrade?: number | null;
  createTime?: string;
  contractAttachments: ContractAttachment[];
}

export interface ContractCheck {
  isOpen: boolean;
  contract: ServiceContract | null;
  /** 1: only the expiry banner shows. */
  notify: number;
  serviceManagerInfo: { name: string; phone: string };
}

/** What an upload resolves with (the envelope's `message` repeats `path`). */
export interface UploadResult {
  /** The stored file's path, as attachments and settings record it. */
  path: string;
  fileName: string;
  fileType: string;
  contentType: string;
  size: number;
}

/** The six header counts, by the bell's keys. */
export interface PendingCounts {
  supplierAcceptance: number;
  supplierAudit: number;
  restaurantCheck: number;
  restaurantCheckout: number;
  procurementAudit: number;
  price: number;
}
