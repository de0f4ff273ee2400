import { describe, expect, it } from 'vitest';
import { passwordRules, userPayload, userRules, type UserFormValues } from './userRules.ts';

const base: UserFormValues = {
  username: 'alice', realname: 'Alice', password: 'Abc#1234', confirmpassword: 'Abc#1234', phone: '', email: '',
  userType: '1', selectedroles: ['r1', 'r2'], selecteddeparts: ['d1'],
};

const validateUser = (values: UserFormValues) =>
  Object.fromEntries(
    (Object.keys(userRules) as Array<keyof typeof userRules>)
      .map((field) => [field, userRules[field](values[field], values)])
      .filter(([, message]) => message),
  );

describe('user form rules', () => {
  it('accepts a complete new user', () => expect(validateUser(base)).toEqual({}));
  it('requires username, realname and a strong password when adding', () => {
    expect(validateUser({ ...base, username: '', realname: ' ', password: 'abc' })).toEqual({
      username: '请输入用户名', realname: '请输入真实姓名', password: '密码长度必须为6-16个字符',
    });
    expect(validateUser({ ...base, username: 'a b' }).username).toBe('用户名须为3-32位字母、数字、下划线或中划线');
  });
  it('password needs upper, lower, digit and special', () => {
    expect(passwordRules.password('abcdef1#')).toBe('密码必须包含大写字母、小写字母、数字和特殊字符');
    expect(passwordRules.password('Abcdef1#')).toBeUndefined();
    expect(passwordRules.password('A'.repeat(17))).toBe('密码长度必须为6-16个字符');
    expect(passwordRules.confirmpassword('x', { password: 'Abcdef1#' })).toBe('两次输入的密码不一致');
    expect(passwordRules.confirmpassword('', { password: 'Abcdef1#' })).toBe('请确认新密码');
    expect(passwordRules.confirmpassword('x', { password: 'abc' })).toBeUndefined();
  });
  it('checks phone and email formats only when given', () => {
    expect(validateUser({ ...base, phone: '12345', email: 'x@' })).toEqual({ phone: '手机号格式不正确', email: '邮箱格式不正确' });
    expect(validateUser({ ...base, phone: '13912345678', email: 'a@b.cn' })).toEqual({});
  });
  it('edit skips username and password', () => {
    expect(validateUser({ ...base, id: 'u1', username: '', password: '' })).toEqual({});
  });
  it('builds add and edit payloads', () => {
    expect(userPayload(base)).toMatchObject({ username: 'alice', selectedroles: 'r1,r2', selecteddeparts: 'd1', phone: null });
    const edit = userPayload({ ...base, id: 'u1' });
    expect(edit).toMatchObject({ id: 'u1' });
    expect(edit).not.toHaveProperty('password');
  });
});
