/**
 * The print client's errors as exceptions. The codes and their messages are the protocol's
 * (src/contract/printClient.ts), which pages read too.
 */
import { formatMessage, type Lang, type PrintErrorCode } from '../contract/printClient.ts';

export { formatMessage, PRINT_ERRORS, SUCCESS_TEXT, type Lang, type PrintErrorCode } from '../contract/printClient.ts';

/** An error with a code from the table; the socket layer turns it into an `error` event. */
export class PrintError extends Error {
  constructor(
    readonly code: PrintErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(formatMessage(code, 'en', params));
    this.name = 'PrintError';
  }

  /** The message in the client's language. */
  text(lang: Lang): string {
    return formatMessage(this.code, lang, this.params);
  }
}

/** Any thrown value as a PrintError; unexpected errors become `fallback` with their message as detail. */
export function asPrintError(error: unknown, fallback: PrintErrorCode = 'PRINT_FAILED'): PrintError {
  if (error instanceof PrintError) return error;
  return new PrintError(fallback, { detail: error instanceof Error ? error.message : String(error) });
}
