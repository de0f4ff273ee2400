/** The user dialog's rules, as i18n keys of the pages area (pure: tested without a browser). */

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

export type UserErrors = Partial<Record<keyof UserFormValues, string>>;

export const USERNAME = /^[A-Za-z0-9_-]{3,32}$/;
export const MOBILE = /^1[3-9]\d{9}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Section 5: 6 to 16 characters with upper case, lower case, a digit and a special character. */
export function passwordError(password: string): string | undefined {
  if (!password) return 'user.rule.passwordRequired';
  if (password.length < 6 || password.length > 16) return 'user.rule.passwordLength';
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    return 'user.rule.passwordWeak';
  }
  return undefined;
}

export function confirmError(password: string, confirm: string): string | undefined {
  if (!confirm) return 'user.rule.confirmRequired';
  return confirm === password ? undefined : 'user.rule.confirmDiffers';
}

/** Every local rule of the form; the duplicate checks come after these pass. */
export function validateUser(values: UserFormValues): UserErrors {
  const errors: UserErrors = {};
  const adding = !values.id;
  if (adding) {
    if (!values.username.trim()) errors.username = 'user.rule.usernameRequired';
    else if (!USERNAME.test(values.username.trim())) errors.username = 'user.rule.usernameFormat';
    errors.password = passwordError(values.password);
    errors.confirmpassword = errors.password ? undefined : confirmError(values.password, values.confirmpassword);
  }
  if (!values.realname.trim()) errors.realname = 'user.rule.realnameRequired';
  if (values.phone.trim() && !MOBILE.test(values.phone.trim())) errors.phone = 'user.rule.phoneFormat';
  if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = 'user.rule.emailFormat';
  for (const key of Object.keys(errors) as Array<keyof UserErrors>) if (!errors[key]) delete errors[key];
  return errors;
}

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
