import { describe, expect, it } from 'vitest';
import { confirmError, passwordError, userPayload, validateUser, type UserFormValues } from './userRules.ts';

const base: UserFormValues = {
  username: 'alice', realname: 'Alice', password: 'Abc#1234', confirmpassword: 'Abc#1234', phone: '', email: '',
  userType: '1', selectedroles: ['r1', 'r2'], selecteddeparts: ['d1'],
};

describe('user form rules', () => {
  it('accepts a complete new user', () => expect(validateUser(base)).toEqual({}));
  it('requires username, realname and a strong password when adding', () => {
    expect(validateUser({ ...base, username: '', realname: ' ', password: 'abc' })).toEqual({
      username: 'user.rule.usernameRequired', realname: 'user.rule.realnameRequired', password: 'user.rule.passwordLength',
    });
    expect(validateUser({ ...base, username: 'a b' }).username).toBe('user.rule.usernameFormat');
  });
  it('password needs upper, lower, digit and special', () => {
    expect(passwordError('abcdef1#')).toBe('user.rule.passwordWeak');
    expect(passwordError('Abcdef1#')).toBeUndefined();
    expect(passwordError('A'.repeat(17))).toBe('user.rule.passwordLength');
    expect(confirmError('Abcdef1#', 'x')).toBe('user.rule.confirmDiffers');
  });
  it('checks phone and email formats only when given', () => {
    expect(validateUser({ ...base, phone: '12345', email: 'x@' })).toEqual({ phone: 'user.rule.phoneFormat', email: 'user.rule.emailFormat' });
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
