/**
 * The account drawer's three forms (section 5) as @mantine/form validation: the contract's rules, with
 * the catalogue's message in the current language. The forgotten-password page reuses the phone and
 * password rules.
 */
import {
  confirmPasswordProblem, nicknameProblem, oldPasswordProblem, passwordProblem, phoneForCodeProblem, phoneProblem, smsCodeProblem,
} from '../../contract/rules/index.ts';
import { ruleMessage } from '../../i18n/index.ts';

export interface NicknameForm {
  nickname: string;
}

export const nicknameRules = {
  nickname: (value: string) => ruleMessage(nicknameProblem(value)),
};

export interface PhoneForm {
  phone: string;
  smscode: string;
}

export const emptyPhoneForm = (): PhoneForm => ({ phone: '', smscode: '' });

export const phoneRules = {
  phone: (value: string) => ruleMessage(phoneProblem(value)),
  smscode: (value: string) => ruleMessage(smsCodeProblem(value)),
};

export interface PasswordForm {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export const emptyPasswordForm = (): PasswordForm => ({ oldpassword: '', password: '', confirmpassword: '' });

/** The new password and its confirmation, each field with its own message (all shown at once). */
export const newPasswordRules = {
  password: (value: string) => ruleMessage(passwordProblem(value, 'NEW_PASSWORD_REQUIRED')),
  confirmpassword: (value: string, values: { password: string }) => ruleMessage(confirmPasswordProblem(value, values.password)),
};

export const passwordRules = {
  oldpassword: (value: string) => ruleMessage(oldPasswordProblem(value)),
  ...newPasswordRules,
};

/** Before sending a code: a valid 11-digit mainland number. */
export const codeRequestError = (phone: string): string | undefined => ruleMessage(phoneForCodeProblem(phone));
