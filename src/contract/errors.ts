/**
 * The error catalogue: every error the API answers with, shared by the server (which answers with it)
 * and the browser (which validates forms with the same rules, ./rules, and shows these messages,
 * src/i18n/ruleMessage.ts): HTTP status, envelope code and the message in each language the back office
 * speaks (Chinese by default; English when the request asks for it). Business errors answer HTTP 200 with
 * success false; authentication 401; permission 403. Each area keeps its errors in its own file under
 * ./errors/; this index joins them, and refuses a code defined by two areas.
 */
import type { ErrorDefinition } from './errors/define.ts';
import { CATALOGUE_ERRORS } from './errors/catalogue.ts';
import { INVOICE_ERRORS } from './errors/invoices.ts';
import { ONLINE_ERRORS } from './errors/online.ts';
import { ORDERING_ERRORS } from './errors/ordering.ts';
import { PLATFORM_ERRORS } from './errors/platform.ts';
import { PRINT_ERRORS } from './errors/print.ts';
import { PURCHASE_ERRORS } from './errors/purchase.ts';
import { SUPPLIER_ERRORS } from './errors/suppliers.ts';
import { SYSTEM_ERRORS } from './errors/system.ts';

export type { ErrorDefinition } from './errors/define.ts';

/** Every area's table, by area; a code must appear in one only. */
export const ERROR_AREAS: Record<string, Record<string, ErrorDefinition>> = {
  platform: PLATFORM_ERRORS,
  print: PRINT_ERRORS,
  ordering: ORDERING_ERRORS,
  suppliers: SUPPLIER_ERRORS,
  catalogue: CATALOGUE_ERRORS,
  purchase: PURCHASE_ERRORS,
  invoices: INVOICE_ERRORS,
  system: SYSTEM_ERRORS,
  online: ONLINE_ERRORS,
};

for (const [area, table] of Object.entries(ERROR_AREAS)) {
  for (const [other, earlier] of Object.entries(ERROR_AREAS)) {
    if (other === area) break;
    const twice = Object.keys(table).find((code) => code in earlier);
    if (twice) throw new Error(`error code ${twice} is defined by both ${other} and ${area}`);
  }
}

export const ERRORS = {
  ...PLATFORM_ERRORS,
  ...PRINT_ERRORS,
  ...ORDERING_ERRORS,
  ...SUPPLIER_ERRORS,
  ...CATALOGUE_ERRORS,
  ...PURCHASE_ERRORS,
  ...INVOICE_ERRORS,
  ...SYSTEM_ERRORS,
  ...ONLINE_ERRORS,
};

export type ErrorCode = keyof typeof ERRORS;

export type Locale = 'zh' | 'en';

/** Fill {name} placeholders of a message; unknown names stay as written. */
export function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The message of `code` in `locale`, placeholders filled. */
export function errorMessage(code: ErrorCode, locale: Locale, params: Record<string, string | number> = {}): string {
  return formatMessage(ERRORS[code][locale], params);
}
