/** What an admin dialog shows for a shared rule's problem (src/contract/rules). */
import type { ErrorCode } from '../../contract/errors.ts';
import { ruleMessage } from '../../i18n/index.ts';
import type { PageT } from './i18n.ts';

/** For some codes, the key of the page string a dialog shows instead of the catalogue's message. */
export type OwnWords = Partial<Record<ErrorCode, string>>;

/**
 * The page's own words where the dialog has always used them (they differ from the catalogue's in at least
 * one language, and users know them), else the catalogue's message, as the server would say it.
 */
export function ruleText(code: ErrorCode | undefined, own: OwnWords, tp: PageT): string | null {
  if (!code) return null;
  const key = own[code];
  return key ? tp(key) : (ruleMessage(code) ?? null);
}

/** Each field's problem as the key of the page string the dialog shows for it (fields without a problem are left out). */
export function problemKeys<F extends string, C extends string>(
  problems: Partial<Record<F, C | undefined>>,
  words: Readonly<Record<C, string>>,
): Partial<Record<F, string>> {
  const keys: Partial<Record<F, string>> = {};
  for (const [field, code] of Object.entries(problems) as Array<[F, C | undefined]>) if (code) keys[field] = words[code];
  return keys;
}
