/**
 * The form rules of section 5. Each validator returns the i18n key of its message, or undefined when the
 * value passes; the forms translate with t(). Same patterns as the server (src/server/auth).
 */

export type ValidationKey = `validation.${string}`;

/** Mainland mobile numbers: 11 digits starting 13-19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const NICKNAME_MAX = 8;
const NICKNAME_CHARS = /^[\u4e00-\u9fa5A-Za-z0-9_]+$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;

const blank = (value: string | null | undefined): boolean => !value || !value.trim();

export function nickname(value: string | null | undefined): ValidationKey | undefined {
  if (blank(value)) return 'validation.nicknameRequired';
  const text = value!.trim();
  if ([...text].length > NICKNAME_MAX) return 'validation.nicknameTooLong';
  if (!NICKNAME_CHARS.test(text)) return 'validation.nicknameInvalid';
  return undefined;
}

export function phone(value: string | null | undefined): ValidationKey | undefined {
  if (blank(value)) return 'validation.phoneRequired';
  return MOBILE_PATTERN.test(value!.trim()) ? undefined : 'validation.phoneInvalid';
}

/** Before asking for an SMS code: a valid 11-digit number. */
export function phoneForCode(value: string | null | undefined): ValidationKey | undefined {
  return !blank(value) && MOBILE_PATTERN.test(value!.trim()) ? undefined : 'validation.phoneForCode';
}

export function smsCode(value: string | null | undefined): ValidationKey | undefined {
  return blank(value) ? 'validation.smsCodeRequired' : undefined;
}

export function oldPassword(value: string | null | undefined): ValidationKey | undefined {
  return value ? undefined : 'validation.oldPasswordRequired';
}

/** New password: required, 6-16 characters, upper and lower case, a digit and a special character. */
export function password(value: string | null | undefined): ValidationKey | undefined {
  if (!value) return 'validation.passwordRequired';
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return 'validation.passwordLength';
  if (!/[A-Z]/.test(value) || !/[a-z]/.test(value) || !/\d/.test(value) || !/[^A-Za-z0-9]/.test(value)) {
    return 'validation.passwordWeak';
  }
  return undefined;
}

export function confirmPassword(value: string | null | undefined, newPassword: string | null | undefined): ValidationKey | undefined {
  if (!value) return 'validation.confirmRequired';
  return value === newPassword ? undefined : 'validation.passwordMismatch';
}

export function department(orgCode: string | null | undefined): ValidationKey | undefined {
  return blank(orgCode) ? 'validation.departRequired' : undefined;
}

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
