/**
 * Section 5's account rules, shared by the forms (which show the catalogue's message of the code in the
 * current language) and the server (which answers `fail(code)`). Each rule is pure: a value in, an error
 * code of the catalogue (../errors.ts) or undefined out.
 */

type Text = string | null | undefined;

/** Mainland mobile numbers: 11 digits starting 13-19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const NICKNAME_MAX = 8;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
const NICKNAME_CHARS = /^[\u4e00-\u9fa5A-Za-z0-9_]+$/;

const blank = (value: Text): boolean => !value || !value.trim();

/** Required; at most 8 characters (counted as the user sees them); Chinese characters, letters, digits, underscore. */
export function nicknameProblem(value: Text): 'NICKNAME_REQUIRED' | 'NICKNAME_TOO_LONG' | 'NICKNAME_INVALID' | undefined {
  if (blank(value)) return 'NICKNAME_REQUIRED';
  const text = value!.trim();
  if ([...text].length > NICKNAME_MAX) return 'NICKNAME_TOO_LONG';
  return NICKNAME_CHARS.test(text) ? undefined : 'NICKNAME_INVALID';
}

/**
 * The nickname rule as the API answers it: section 5 words one message for every malformed nickname
 * ("at most 8 characters; only …, otherwise 'nickname format illegal'"), which API callers get; the form,
 * showing the message at the field as the user types, names the length on its own.
 */
export function nicknameAnswer(value: Text): 'NICKNAME_REQUIRED' | 'NICKNAME_INVALID' | undefined {
  const problem = nicknameProblem(value);
  return problem === 'NICKNAME_TOO_LONG' ? 'NICKNAME_INVALID' : problem;
}

/** A well-formed mainland mobile number; blank counts as malformed (callers that allow blank check first). */
export function mobileProblem(value: Text): 'PHONE_INVALID' | undefined {
  return !blank(value) && MOBILE_PATTERN.test(value!.trim()) ? undefined : 'PHONE_INVALID';
}

/** A required phone number, then the mobile pattern. */
export function phoneProblem(value: Text): 'PHONE_REQUIRED' | 'PHONE_INVALID' | undefined {
  return blank(value) ? 'PHONE_REQUIRED' : mobileProblem(value);
}

/** Before asking for an SMS code: a valid 11-digit number, with the get-code message of section 5. */
export function phoneForCodeProblem(value: Text): 'PHONE_FOR_CODE_INVALID' | undefined {
  return mobileProblem(value) ? 'PHONE_FOR_CODE_INVALID' : undefined;
}

export function smsCodeProblem(value: Text): 'SMS_CODE_REQUIRED' | undefined {
  return blank(value) ? 'SMS_CODE_REQUIRED' : undefined;
}

export function oldPasswordProblem(value: Text): 'OLD_PASSWORD_REQUIRED' | undefined {
  return value ? undefined : 'OLD_PASSWORD_REQUIRED';
}

/** Which message a missing password gets: 'please enter the password' or, when changing one, '… the new password'. */
export type PasswordRequired = 'PASSWORD_REQUIRED' | 'NEW_PASSWORD_REQUIRED';

/**
 * Required; 6 to 16 characters; an uppercase letter, a lowercase letter, a digit and a special character.
 * Not trimmed: spaces are characters of a password.
 */
export function passwordProblem<R extends PasswordRequired = 'PASSWORD_REQUIRED'>(
  value: Text,
  required: R = 'PASSWORD_REQUIRED' as R,
): R | 'PASSWORD_LENGTH' | 'PASSWORD_WEAK' | undefined {
  if (!value) return required;
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return 'PASSWORD_LENGTH';
  if (!/[A-Z]/.test(value) || !/[a-z]/.test(value) || !/\d/.test(value) || !/[^A-Za-z0-9]/.test(value)) return 'PASSWORD_WEAK';
  return undefined;
}

/** The confirmation: required, and equal to the password. */
export function confirmPasswordProblem(confirm: Text, password: Text): 'CONFIRM_PASSWORD_REQUIRED' | 'PASSWORD_MISMATCH' | undefined {
  if (!confirm) return 'CONFIRM_PASSWORD_REQUIRED';
  return confirm === password ? undefined : 'PASSWORD_MISMATCH';
}

/** A user of several departments chooses one before continuing. */
export function departProblem(orgCode: Text): 'DEPART_REQUIRED' | undefined {
  return blank(orgCode) ? 'DEPART_REQUIRED' : undefined;
}
