/** Answering with the catalogue's errors (src/contract/errors.ts): ApiError, fail(), the request's locale. */
import { ERRORS, formatMessage, type ErrorCode, type Locale } from '../../contract/errors.ts';

export { ERRORS, formatMessage, type ErrorCode, type Locale } from '../../contract/errors.ts';

/** An error the API answers with its own status and message; params fill {name} placeholders. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  constructor(code: ErrorCode, params: Record<string, string | number> = {}) {
    super(formatMessage(ERRORS[code].en, params));
    this.code = code;
    this.params = params;
  }
  get status(): number {
    return ERRORS[this.code].status;
  }
  localized(locale: Locale): string {
    return formatMessage(ERRORS[this.code][locale], this.params);
  }
}

/** Throw the API error `code`. */
export function fail(code: ErrorCode, params?: Record<string, string | number>): never {
  throw new ApiError(code, params);
}

/** English when the request's Accept-Language prefers it, Chinese otherwise. */
export function localeOf(acceptLanguage: string | undefined): Locale {
  return acceptLanguage && /^\s*en\b/i.test(acceptLanguage) ? 'en' : 'zh';
}
