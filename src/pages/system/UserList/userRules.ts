/**
 * The user dialog's checks, the contract's user and password rules shared with the server (POST
 * /sys/user/add, PUT /sys/user/edit), as @mantine/form validation with the catalogue's messages.
 */
import {
  confirmPasswordProblem, emailProblem, optionalPhoneProblem, passwordProblem, realnameProblem, usernameProblem,
} from '../../../contract/rules/index.ts';
import { ruleMessage } from '../../../i18n/index.ts';

export interface UserFormValues {
  id?: string;
  username: string;
  realname: string;
  password: string;
  confirmpassword: string;
  phone: string;
  email: string;
  userType: string;
  selectedroles: string[];
  selecteddeparts: string[];
}

/** The new password and its confirmation; the confirmation is asked for once the password passes. */
export const passwordRules = {
  password: (value: string) => ruleMessage(passwordProblem(value)),
  confirmpassword: (value: string, values: { password: string }) =>
    passwordProblem(values.password) ? undefined : ruleMessage(confirmPasswordProblem(value, values.password)),
};

/** Every local rule of the form; username and password only when adding. The duplicate checks come after these pass. */
export const userRules = {
  username: (value: string, values: UserFormValues) => (values.id ? undefined : ruleMessage(usernameProblem(value))),
  realname: (value: string) => ruleMessage(realnameProblem(value)),
  password: (value: string, values: UserFormValues) => (values.id ? undefined : passwordRules.password(value)),
  confirmpassword: (value: string, values: UserFormValues) => (values.id ? undefined : passwordRules.confirmpassword(value, values)),
  phone: (value: string) => ruleMessage(optionalPhoneProblem(value)),
  email: (value: string) => ruleMessage(emailProblem(value)),
};

/** The request body of add or edit: ids comma separated, blank optional fields as null. */
export function userPayload(values: UserFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    realname: values.realname.trim(),
    phone: values.phone.trim() || null,
    email: values.email.trim() || null,
    userType: values.userType,
    selectedroles: values.selectedroles.join(','),
    selecteddeparts: values.selecteddeparts.join(','),
  };
  if (values.id) body.id = values.id;
  else Object.assign(body, { username: values.username.trim(), password: values.password, confirmpassword: values.confirmpassword });
  return body;
}
