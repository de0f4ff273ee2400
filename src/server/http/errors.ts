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

/** What Fastify hands on of a failed request schema check (Ajv's errors, with their schemas: `verbose`). */
interface SchemaError {
  params?: Record<string, unknown>;
  parentSchema?: unknown;
}

/**
 * A request schema may name the catalogue entry its refusal answers with (`'x-error': code` next to the
 * keyword, as src/contract/routes/products.ts does for the image limit), filled with the keyword's params
 * ({limit} of maxItems): the caller reads the rule's own words instead of the schema's.
 */
export function schemaRefusal(validation: readonly SchemaError[] | undefined): ApiError | null {
  for (const error of validation ?? []) {
    const code = (error.parentSchema as { 'x-error'?: unknown } | undefined)?.['x-error'];
    if (typeof code !== 'string' || !Object.hasOwn(ERRORS, code)) continue;
    const params = Object.fromEntries(Object.entries(error.params ?? {}).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'));
    return new ApiError(code as ErrorCode, params);
  }
  return null;
}
