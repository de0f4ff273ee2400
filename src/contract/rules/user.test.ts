import { describe, expect, it } from 'vitest';
import { emailProblem, optionalPhoneProblem, realnameProblem, usernameProblem } from './user.ts';

describe('user fields', () => {
  it('requires a username of 3 to 32 letters, digits, _ or -', () => {
    expect(usernameProblem('')).toBe('USERNAME_REQUIRED');
    expect(usernameProblem('  ')).toBe('USERNAME_REQUIRED');
    expect(usernameProblem(undefined)).toBe('USERNAME_REQUIRED');
    expect(usernameProblem('ab')).toBe('USERNAME_INVALID');
    expect(usernameProblem('abc')).toBeUndefined();
    expect(usernameProblem('a'.repeat(32))).toBeUndefined();
    expect(usernameProblem('a'.repeat(33))).toBe('USERNAME_INVALID');
    expect(usernameProblem('a b')).toBe('USERNAME_INVALID');
    expect(usernameProblem('用户名')).toBe('USERNAME_INVALID');
    expect(usernameProblem(' e2e_farm-1 ')).toBeUndefined();
  });
  it('requires the real name', () => {
    expect(realnameProblem(' ')).toBe('REALNAME_REQUIRED');
    expect(realnameProblem('Alice')).toBeUndefined();
  });
  it('checks an optional phone only when given', () => {
    expect(optionalPhoneProblem('')).toBeUndefined();
    expect(optionalPhoneProblem(null)).toBeUndefined();
    expect(optionalPhoneProblem('12345')).toBe('PHONE_INVALID');
    expect(optionalPhoneProblem('13912345678')).toBeUndefined();
  });
  it('checks an optional email only when given, up to 100 characters', () => {
    expect(emailProblem('')).toBeUndefined();
    expect(emailProblem('a@b.cn')).toBeUndefined();
    expect(emailProblem('x@')).toBe('EMAIL_INVALID');
    expect(emailProblem('a b@c.d')).toBe('EMAIL_INVALID');
    expect(emailProblem('not-an-email')).toBe('EMAIL_INVALID');
    expect(emailProblem(`${'a'.repeat(94)}@b.com`)).toBeUndefined();
    expect(emailProblem(`${'a'.repeat(95)}@b.com`)).toBe('EMAIL_INVALID');
  });
});
