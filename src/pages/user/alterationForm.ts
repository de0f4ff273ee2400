/**
 * The forgotten-password form: its values and checks, the account drawer's phone and new-password rules
 * (section 5, shared with the server), so that nothing the server would refuse for its form costs a round trip.
 */
import { newPasswordRules, phoneRules } from '../../shell/account/accountForms.ts';

export interface AlterationForm {
  phone: string;
  smscode: string;
  password: string;
  confirmpassword: string;
}

export const emptyAlterationForm = (): AlterationForm => ({ phone: '', smscode: '', password: '', confirmpassword: '' });

/** @mantine/form validation: each field's message in the current language, or undefined. */
export const alterationRules = { ...phoneRules, ...newPasswordRules };
