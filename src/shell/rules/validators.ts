/**
 * The shell's own form rules (section 5): upload limits and the contract scan. The account rules are the
 * contract's (src/contract/rules), shared with the server.
 */

export type ValidationKey = `validation.${string}`;

/** Section 5 upload defaults: 1 MB; jpeg, png, gif and pdf. */
export const DEFAULT_UPLOAD_MB = 1;
export const DEFAULT_UPLOAD_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'];
/** The file picker's default accept list. */
export const DEFAULT_ACCEPT = '.jpg,.png,.jpeg,application/*';

export interface UploadRules {
  /** Size limit in MB (default 1). */
  maxSizeMb?: number;
  types?: readonly string[];
  /**
   * Reject files whose type is not listed. Off by default: the specification's type check does not
   * reject (the server sniffs the real type anyway); the message exists for callers that opt in.
   */
  strictType?: boolean;
}

export interface UploadProblem {
  key: ValidationKey;
  params?: Record<string, string | number>;
}

export function upload(file: { size: number; type?: string }, rules: UploadRules = {}): UploadProblem | undefined {
  const maxSizeMb = rules.maxSizeMb ?? DEFAULT_UPLOAD_MB;
  if (file.size > maxSizeMb * 1024 * 1024) return { key: 'validation.uploadTooLarge', params: { size: maxSizeMb } };
  const types = rules.types ?? DEFAULT_UPLOAD_TYPES;
  if (rules.strictType && !types.includes(file.type ?? '')) return { key: 'validation.uploadType' };
  return undefined;
}

/** Confirming the contract signing needs an uploaded contract scan (attType 2). */
export function contractScan(attachments: ReadonlyArray<{ attType?: number }> | null | undefined): 'messages.contractScanRequired' | undefined {
  const scans = (attachments ?? []).filter((a) => a.attType === undefined || a.attType === 2);
  return scans.length > 0 ? undefined : 'messages.contractScanRequired';
}
