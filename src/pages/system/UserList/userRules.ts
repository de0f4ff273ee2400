/**
 * The user dialog's checks, the contract's user and password rules shared with the server (POST
 * /sys/user/add, PUT /sys/user/edit), as @mantine/form validation with the catalogue's messages.
 */
import {
  confirmPasswordProblem, emailProblem, optionalPhoneProblem, passwordProblem, realnameProblem, usernameProblem,
} from '../../../contract/rules/index.ts';
import type { BodyOf } from '../../../contract/route.ts';
import type { userAdd, userEdit } from '../../../contract/routes/admin-users.ts';
import { ruleMessage } from '../../../i18n/index.ts';

/** The user types the dialog offers (1 procurement, 2 supplier, 3 canteen, 4 platform) and the two statuses. */
export const USER_TYPES = ['1', '2', '3', '4'] as const;
export const STATUS_NORMAL = 1;
export const STATUS_FROZEN = 2;

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
export function userPayload(values: UserFormValues): BodyOf<typeof userAdd> | BodyOf<typeof userEdit> {
  const form = {
    realname: values.realname.trim(),
    phone: values.phone.trim() || null,
    email: values.email.trim() || null,
    userType: values.userType,
    selectedroles: values.selectedroles.join(','),
    selecteddeparts: values.selecteddeparts.join(','),
  };
  if (values.id) return { ...form, id: values.id };
  return { ...form, username: values.username.trim(), password: values.password, confirmpassword: values.confirmpassword };
}
