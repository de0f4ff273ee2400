/**
 * The user administration's field rules (users dialog, registration, login), shared by the forms and the
 * server like ./account.ts.
 */
import { mobileProblem } from './account.ts';

type Text = string | null | undefined;

/** 3 to 32 letters, digits, underscores or hyphens. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
/** A practical address check (one @, a dotted domain, no spaces): not a mail validator. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 100;

export function usernameProblem(value: Text): 'USERNAME_REQUIRED' | 'USERNAME_INVALID' | undefined {
  const username = value?.trim();
  if (!username) return 'USERNAME_REQUIRED';
  return USERNAME_PATTERN.test(username) ? undefined : 'USERNAME_INVALID';
}

export function realnameProblem(value: Text): 'REALNAME_REQUIRED' | undefined {
  return value?.trim() ? undefined : 'REALNAME_REQUIRED';
}

/** An optional phone number: blank passes, anything else must be a mainland mobile number. */
export function optionalPhoneProblem(value: Text): 'PHONE_INVALID' | undefined {
  return value?.trim() ? mobileProblem(value) : undefined;
}

/** An optional email address: blank passes, else at most 100 characters in the address pattern. */
export function emailProblem(value: Text): 'EMAIL_INVALID' | undefined {
  const email = value?.trim();
  if (!email) return undefined;
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) ? undefined : 'EMAIL_INVALID';
}
