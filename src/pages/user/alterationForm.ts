/**
 * The forgotten-password form as plain data: its values and checks, with the account drawer's rules
 * (section 5), so that nothing the server would refuse for its form costs a round trip.
 */
import { phoneErrors, type Errors } from '../../shell/account/accountForms.ts';
import * as rules from '../../shell/rules/validators.ts';

export interface AlterationForm {
  phone: string;
  smscode: string;
  password: string;
  confirmpassword: string;
}

export const emptyAlterationForm = (): AlterationForm => ({ phone: '', smscode: '', password: '', confirmpassword: '' });

/** i18n keys of the form's problems by field; empty when it may be sent. */
export function alterationErrors(form: AlterationForm): Errors<keyof AlterationForm> {
  const errors: Errors<keyof AlterationForm> = phoneErrors(form);
  const next = rules.password(form.password);
  const confirm = rules.confirmPassword(form.confirmpassword, form.password);
  if (next) errors.password = next;
  if (confirm) errors.confirmpassword = confirm;
  return errors;
}
