/** Making the answers of the contract's envelope (src/contract/envelope.ts), and reading the paging query. */
import { OK_MESSAGE, type Envelope, type Page } from '../../contract/envelope.ts';
import { ApiError } from './errors.ts';

export { OK_MESSAGE, type Envelope, type Page } from '../../contract/envelope.ts';

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

export function page<T>(records: T[], total: number, current: number, size: number, capped?: boolean): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0, ...(capped === undefined ? {} : { capped }) };
}

/** No list is browsed past this page; a larger pageNo is an error, not an offset PostgreSQL cannot hold. */
export const MAX_PAGE_NO = 1_000_000;

/** pageNo/pageSize from a query, clamped to sane bounds (pageSize at most 500). */
export function paging(query: { pageNo?: unknown; pageSize?: unknown }): { current: number; size: number; offset: number } {
  const current = Math.max(1, Math.floor(Number(query.pageNo ?? 1)) || 1);
  if (current > MAX_PAGE_NO) throw new ApiError('PAGE_NO_TOO_LARGE', { max: MAX_PAGE_NO });
  const size = Math.min(500, Math.max(1, Math.floor(Number(query.pageSize ?? 10)) || 10));
  return { current, size, offset: (current - 1) * size };
}
