/** The response envelope every API call answers with: {success, message, code, result, timestamp}. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  /** 200 on success; login-type calls answer the string "200" (the back office compares it as text). */
  code: number | string;
  result: T;
  timestamp: number;
}

export const OK_MESSAGE = '操作成功！';

/** A successful answer. */
export function ok<T>(result: T, message: string = OK_MESSAGE): Envelope<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

/** A successful login-type answer: code is the string "200". */
export function loginOk<T>(result: T, message = '登录成功'): Envelope<T> {
  return { success: true, message, code: '200', result, timestamp: Date.now() };
}

/** A failed answer; `code` is the HTTP status, or 500 for business errors answered with HTTP 200. */
export function failure(message: string, code: number | string): Envelope<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}

/** The paging envelope of list calls: {records, total, size, current, pages}. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export function page<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}

/** pageNo/pageSize from a query, clamped to sane bounds (pageSize at most 500). */
export function paging(query: { pageNo?: unknown; pageSize?: unknown }): { current: number; size: number; offset: number } {
  const current = Math.max(1, Math.floor(Number(query.pageNo ?? 1)) || 1);
  const size = Math.min(500, Math.max(1, Math.floor(Number(query.pageSize ?? 10)) || 10));
  return { current, size, offset: (current - 1) * size };
}
