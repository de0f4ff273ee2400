/** The account drawer's three forms as plain data: values, empty states and their checks (section 5). */
import * as rules from '../rules/validators.ts';

export type Errors<K extends string> = Partial<Record<K, string>>;

export interface PasswordForm {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export const emptyPasswordForm = (): PasswordForm => ({ oldpassword: '', password: '', confirmpassword: '' });

/** i18n keys of the password form's problems; empty when it may be sent. */
export function passwordErrors(form: PasswordForm): Errors<keyof PasswordForm> {
  const errors: Errors<keyof PasswordForm> = {};
  const old = rules.oldPassword(form.oldpassword);
  const next = rules.password(form.password);
  const confirm = rules.confirmPassword(form.confirmpassword, form.password);
  if (old) errors.oldpassword = old;
  if (next) errors.password = next;
  if (confirm) errors.confirmpassword = confirm;
  return errors;
}

export interface PhoneForm {
  phone: string;
  smscode: string;
}

export function phoneErrors(form: PhoneForm): Errors<keyof PhoneForm> {
  const errors: Errors<keyof PhoneForm> = {};
  const phone = rules.phone(form.phone);
  const code = rules.smsCode(form.smscode);
  if (phone) errors.phone = phone;
  if (code) errors.smscode = code;
  return errors;
}

export function nicknameError(value: string): string | undefined {
  return rules.nickname(value);
}

/** Before sending a code: a valid 11-digit mainland number. */
export function codeRequestError(phone: string): string | undefined {
  return rules.phoneForCode(phone);
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
