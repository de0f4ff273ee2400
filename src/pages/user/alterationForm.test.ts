import { describe, expect, it } from 'vitest';
import { hasErrors } from '../../shell/account/accountForms.ts';
import { alterationErrors, emptyAlterationForm } from './alterationForm.ts';

const good = { phone: '13800000002', smscode: '123456', password: 'Reset#2026', confirmpassword: 'Reset#2026' };

describe('forgotten-password form', () => {
  it('starts empty with every field missing', () => {
    expect(alterationErrors(emptyAlterationForm())).toEqual({
      phone: 'validation.phoneRequired',
      smscode: 'validation.smsCodeRequired',
      password: 'validation.passwordRequired',
      confirmpassword: 'validation.confirmRequired',
    });
  });

  it('applies the phone pattern and the password rules of section 5', () => {
    expect(alterationErrors({ ...good, phone: '12345678901' })).toEqual({ phone: 'validation.phoneInvalid' });
    expect(alterationErrors({ ...good, smscode: '  ' })).toEqual({ smscode: 'validation.smsCodeRequired' });
    expect(alterationErrors({ ...good, password: 'Ab1!', confirmpassword: 'Ab1!' })).toEqual({ password: 'validation.passwordLength' });
    expect(alterationErrors({ ...good, password: 'Abcdefgh1!Abcdefg', confirmpassword: 'Abcdefgh1!Abcdefg' })).toEqual({ password: 'validation.passwordLength' });
    expect(alterationErrors({ ...good, password: 'abcdefg1!', confirmpassword: 'abcdefg1!' })).toEqual({ password: 'validation.passwordWeak' });
    expect(alterationErrors({ ...good, confirmpassword: 'Reset#2027' })).toEqual({ confirmpassword: 'validation.passwordMismatch' });
    expect(hasErrors(alterationErrors(good))).toBe(false);
  });
});
