/**
 * The sign-up forms' checks (section 5), the contract's rules shared with the server, as @mantine/form
 * validation. The forms show the first problem in the order of these objects, as the server checks them.
 */
import {
  confirmPasswordProblem, passwordProblem, phoneProblem, smsCodeProblem, supplierCompanyProblem, supplierContactProblem, usernameProblem,
} from '../../contract/rules/index.ts';
import { ruleMessage } from '../../i18n/index.ts';

type Rule = (value: string, values: { password: string }) => string | undefined;

const username: Rule = (value) => ruleMessage(usernameProblem(value));
const password: Rule = (value) => ruleMessage(passwordProblem(value));
const confirm: Rule = (value, values) => ruleMessage(confirmPasswordProblem(value, values.password));
const phone: Rule = (value) => ruleMessage(phoneProblem(value));
const smscode: Rule = (value) => ruleMessage(smsCodeProblem(value));

export interface RegisterForm {
  username: string;
  realname: string;
  password: string;
  confirm: string;
  phone: string;
  smscode: string;
}

export const emptyRegisterForm = (): RegisterForm => ({ username: '', realname: '', password: '', confirm: '', phone: '', smscode: '' });

export const registerRules = { username, password, confirm, phone, smscode };

export interface SupplierRegisterForm {
  companyName: string;
  contact: string;
  address: string;
  regionId: string | null;
  phone: string;
  smscode: string;
  username: string;
  password: string;
  confirm: string;
}

export const emptySupplierRegisterForm = (): SupplierRegisterForm => ({
  companyName: '', contact: '', address: '', regionId: null, phone: '', smscode: '', username: '', password: '', confirm: '',
});

export const supplierRegisterRules = {
  companyName: (value: string) => ruleMessage(supplierCompanyProblem(value)),
  contact: (value: string) => ruleMessage(supplierContactProblem(value)),
  phone,
  smscode,
  username,
  password,
  confirm,
};

/** The first message of a failed validation, in the order the rules are listed. */
export const firstError = (errors: Record<string, unknown>): string | undefined => {
  const first = Object.values(errors).find(Boolean);
  return first === undefined ? undefined : String(first);
};
