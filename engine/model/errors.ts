/** Errors of the template model. Messages named by the specification are kept verbatim. */
import type { TemplateIssue } from './types.ts';

export { PAPER_NOT_FOUND } from '../units.ts';

/** hiprint's removed custom table type. */
export const TABLE_CUSTOM_REMOVED = "element type 'tableCustom' has been removed: use 'table' instead";

/** An element whose tid no provider knows. */
export const unknownTid = (tid: string): string =>
  `unknown element type '${tid}': no provider has this tid, check the provider configuration`;

/** A template that failed validation; `issues` lists every problem with its path. */
export class TemplateError extends Error {
  readonly issues: TemplateIssue[];

  constructor(issues: TemplateIssue[]) {
    super(issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('\n'));
    this.name = 'TemplateError';
    this.issues = issues;
  }
}

/** Layout could not finish (no room for an element, a limit passed): the message starts with the element's path. */
export class PaginationError extends Error {
  /** `pagination-failed`, or `limit-exceeded` for a {@link LimitError} (limits.ts). */
  readonly code: string;

  constructor(message: string, code = 'pagination-failed') {
    super(message);
    this.name = 'PaginationError';
    this.code = code;
  }
}
