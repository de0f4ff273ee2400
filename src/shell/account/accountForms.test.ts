import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/index.ts';
import { codeRequestError, emptyPasswordForm, nicknameRules, passwordRules, phoneRules, type PasswordForm } from './accountForms.ts';

afterEach(() => setLocale('zh-CN'));

const passwordErrors = (form: PasswordForm) =>
  Object.fromEntries(
    (Object.keys(passwordRules) as Array<keyof PasswordForm>)
      .map((field) => [field, passwordRules[field](form[field], form)])
      .filter(([, message]) => message),
  );

describe('account forms', () => {
  it('checks the nickname with the messages the e2e tests read', () => {
    expect(nicknameRules.nickname('')).toBe('请输入昵称');
    expect(nicknameRules.nickname('一二三四五六七八九')).toBe('昵称最多8个字符');
    expect(nicknameRules.nickname('buyer-1!')).toBe('昵称格式不合法，由汉字、字母或数字组成');
    expect(nicknameRules.nickname('小王_01')).toBeUndefined();
  });
  it('answers in the current language', () => {
    setLocale('en-US');
    expect(nicknameRules.nickname('a b')).toBe('Nickname format illegal, made of Chinese characters, letters or digits');
    expect(phoneRules.phone('')).toBe('Please enter phone number');
  });
  it('checks the phone and code, and the number before asking for a code', () => {
    expect(phoneRules.phone('')).toBe('请输入手机号');
    expect(phoneRules.phone('12345678901')).toBe('手机号格式不正确');
    expect(phoneRules.smscode(' ')).toBe('请输入验证码');
    expect(phoneRules.phone('13912345678')).toBeUndefined();
    expect(codeRequestError('1391234567')).toBe('请输入正确的手机号获取验证码');
    expect(codeRequestError('13912345678')).toBeUndefined();
  });
  it('checks the password form, which starts empty', () => {
    expect(passwordErrors(emptyPasswordForm())).toEqual({ oldpassword: '请输入旧密码', password: '请输入新密码', confirmpassword: '请确认新密码' });
    expect(passwordErrors({ oldpassword: 'x', password: 'Ab1!', confirmpassword: 'Ab1!' })).toEqual({ password: '密码长度必须为6-16个字符' });
    expect(passwordErrors({ oldpassword: 'x', password: 'abcdefg1!', confirmpassword: 'abcdefg1!' })).toEqual({
      password: '密码必须包含大写字母、小写字母、数字和特殊字符',
    });
    expect(passwordErrors({ oldpassword: 'x', password: 'Abcdef1!', confirmpassword: 'Abcdef1?' })).toEqual({ confirmpassword: '两次输入的密码不一致' });
    expect(passwordErrors({ oldpassword: 'x', password: 'Abcdef1!', confirmpassword: 'Abcdef1!' })).toEqual({});
  });
});
