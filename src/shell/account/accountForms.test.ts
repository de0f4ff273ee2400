import { describe, expect, it } from 'vitest';
import { codeRequestError, emptyPasswordForm, hasErrors, nicknameError, passwordErrors, phoneErrors } from './accountForms.ts';

describe('account forms', () => {
  it('checks the nickname', () => {
    expect(nicknameError('')).toBe('validation.nicknameRequired');
    expect(nicknameError('一二三四五六七八九')).toBe('validation.nicknameTooLong');
    expect(nicknameError('a b')).toBe('validation.nicknameInvalid');
    expect(nicknameError('小王_01')).toBeUndefined();
  });
  it('checks the phone and code, and the number before asking for a code', () => {
    expect(phoneErrors({ phone: '', smscode: '' })).toEqual({ phone: 'validation.phoneRequired', smscode: 'validation.smsCodeRequired' });
    expect(phoneErrors({ phone: '12345678901', smscode: '1' })).toEqual({ phone: 'validation.phoneInvalid' });
    expect(hasErrors(phoneErrors({ phone: '13912345678', smscode: '123456' }))).toBe(false);
    expect(codeRequestError('1391234567')).toBe('validation.phoneForCode');
    expect(codeRequestError('13912345678')).toBeUndefined();
  });
  it('checks the password form, which starts empty', () => {
    expect(passwordErrors(emptyPasswordForm())).toEqual({
      oldpassword: 'validation.oldPasswordRequired',
      password: 'validation.passwordRequired',
      confirmpassword: 'validation.confirmRequired',
    });
    expect(passwordErrors({ oldpassword: 'x', password: 'Ab1!', confirmpassword: 'Ab1!' })).toEqual({ password: 'validation.passwordLength' });
    expect(passwordErrors({ oldpassword: 'x', password: 'abcdefg1!', confirmpassword: 'abcdefg1!' })).toEqual({ password: 'validation.passwordWeak' });
    expect(passwordErrors({ oldpassword: 'x', password: 'Abcdef1!', confirmpassword: 'Abcdef1?' })).toEqual({ confirmpassword: 'validation.passwordMismatch' });
    expect(hasErrors(passwordErrors({ oldpassword: 'x', password: 'Abcdef1!', confirmpassword: 'Abcdef1!' }))).toBe(false);
  });
});
