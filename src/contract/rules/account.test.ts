import { describe, expect, it } from 'vitest';
import { errorMessage } from '../errors.ts';
import {
  confirmPasswordProblem, departProblem, mobileProblem, nicknameAnswer, nicknameProblem, oldPasswordProblem, passwordProblem,
  phoneForCodeProblem, phoneProblem, smsCodeProblem,
} from './account.ts';

describe('nickname', () => {
  it('is required', () => {
    expect(nicknameProblem('')).toBe('NICKNAME_REQUIRED');
    expect(nicknameProblem('   ')).toBe('NICKNAME_REQUIRED');
    expect(nicknameProblem(undefined)).toBe('NICKNAME_REQUIRED');
    expect(nicknameProblem(null)).toBe('NICKNAME_REQUIRED');
  });
  it('takes at most 8 characters, Chinese ones counted as one each', () => {
    expect(nicknameProblem('张三李四王五赵六')).toBeUndefined();
    expect(nicknameProblem('abcdefgh')).toBeUndefined();
    expect(nicknameProblem(' abcdefgh ')).toBeUndefined();
    expect(nicknameProblem('abcdefghi')).toBe('NICKNAME_TOO_LONG');
    expect(nicknameProblem('一二三四五六七八九')).toBe('NICKNAME_TOO_LONG');
    expect(nicknameProblem('a')).toBeUndefined();
  });
  it('allows Chinese characters, letters, digits and underscore only', () => {
    expect(nicknameProblem('小明_01')).toBeUndefined();
    expect(nicknameProblem('a b')).toBe('NICKNAME_INVALID');
    expect(nicknameProblem('名字!')).toBe('NICKNAME_INVALID');
    expect(nicknameProblem('buyer-1!')).toBe('NICKNAME_INVALID');
    expect(nicknameProblem('x<y>')).toBe('NICKNAME_INVALID');
  });
  it('checks the length before the characters', () => {
    expect(nicknameProblem('a-b-c-d-e')).toBe('NICKNAME_TOO_LONG');
  });
  it('answers the API with one format message for every malformed nickname', () => {
    expect(nicknameAnswer('')).toBe('NICKNAME_REQUIRED');
    expect(nicknameAnswer('一二三四五六七八九')).toBe('NICKNAME_INVALID');
    expect(nicknameAnswer('a b')).toBe('NICKNAME_INVALID');
    expect(nicknameAnswer('一二三四五六七八')).toBeUndefined();
  });
  it('has the messages of section 5', () => {
    expect(errorMessage('NICKNAME_REQUIRED', 'en')).toBe('Please enter nickname');
    expect(errorMessage('NICKNAME_INVALID', 'en')).toBe('Nickname format illegal, made of Chinese characters, letters or digits');
    expect(errorMessage('NICKNAME_INVALID', 'zh')).toBe('昵称格式不合法，由汉字、字母或数字组成');
    expect(errorMessage('NICKNAME_TOO_LONG', 'zh')).toBe('昵称最多8个字符');
  });
});

describe('phone and code', () => {
  it('requires a mainland mobile number: 11 digits starting 13 to 19', () => {
    expect(phoneProblem('')).toBe('PHONE_REQUIRED');
    expect(phoneProblem('  ')).toBe('PHONE_REQUIRED');
    for (const prefix of ['13', '14', '15', '16', '17', '18', '19']) expect(phoneProblem(`${prefix}912345678`)).toBeUndefined();
    for (const prefix of ['10', '11', '12', '20', '03']) expect(phoneProblem(`${prefix}912345678`)).toBe('PHONE_INVALID');
    expect(phoneProblem('1380013800')).toBe('PHONE_INVALID');
    expect(phoneProblem('138001380001')).toBe('PHONE_INVALID');
    expect(phoneProblem('1380013800a')).toBe('PHONE_INVALID');
    expect(phoneProblem(' 13800138000 ')).toBeUndefined();
    expect(errorMessage('PHONE_REQUIRED', 'en')).toBe('Please enter phone number');
    expect(errorMessage('PHONE_INVALID', 'en')).toBe('Phone number format illegal');
  });
  it('treats a blank number as malformed where the phone is not asked for on its own', () => {
    expect(mobileProblem('')).toBe('PHONE_INVALID');
    expect(mobileProblem(undefined)).toBe('PHONE_INVALID');
    expect(mobileProblem('19912345678')).toBeUndefined();
  });
  it('needs a valid 11-digit number to get a code', () => {
    expect(phoneForCodeProblem('')).toBe('PHONE_FOR_CODE_INVALID');
    expect(phoneForCodeProblem('1391234567')).toBe('PHONE_FOR_CODE_INVALID');
    expect(phoneForCodeProblem('138001380001')).toBe('PHONE_FOR_CODE_INVALID');
    expect(phoneForCodeProblem('13800138000')).toBeUndefined();
    expect(errorMessage('PHONE_FOR_CODE_INVALID', 'en')).toBe('Please enter correct phone number to get code');
  });
  it('requires the SMS code', () => {
    expect(smsCodeProblem('')).toBe('SMS_CODE_REQUIRED');
    expect(smsCodeProblem('  ')).toBe('SMS_CODE_REQUIRED');
    expect(smsCodeProblem('123456')).toBeUndefined();
    expect(errorMessage('SMS_CODE_REQUIRED', 'en')).toBe('Please enter code');
    expect(errorMessage('SMS_CODE_REQUIRED', 'zh')).toBe('请输入验证码');
  });
});

describe('passwords', () => {
  it('requires the old password', () => {
    expect(oldPasswordProblem('')).toBe('OLD_PASSWORD_REQUIRED');
    expect(oldPasswordProblem(undefined)).toBe('OLD_PASSWORD_REQUIRED');
    expect(oldPasswordProblem('x')).toBeUndefined();
  });
  it('requires the password, with the message the form asks for', () => {
    expect(passwordProblem('')).toBe('PASSWORD_REQUIRED');
    expect(passwordProblem(undefined)).toBe('PASSWORD_REQUIRED');
    expect(passwordProblem('', 'NEW_PASSWORD_REQUIRED')).toBe('NEW_PASSWORD_REQUIRED');
  });
  it('needs 6 to 16 characters', () => {
    expect(passwordProblem('Ab1!x')).toBe('PASSWORD_LENGTH');
    expect(passwordProblem('Ab1!xy')).toBeUndefined();
    expect(passwordProblem('Ab1!Ab1!Ab1!Ab1!')).toBeUndefined();
    expect(passwordProblem('Ab1!Ab1!Ab1!Ab1!x')).toBe('PASSWORD_LENGTH');
    expect(passwordProblem('Ab1!')).toBe('PASSWORD_LENGTH');
    expect(errorMessage('PASSWORD_LENGTH', 'en')).toBe('Password length must be 6-16 characters');
  });
  it('needs upper and lower case, a digit and a special character', () => {
    expect(passwordProblem('abcdef1!')).toBe('PASSWORD_WEAK');
    expect(passwordProblem('ABCDEF1!')).toBe('PASSWORD_WEAK');
    expect(passwordProblem('Abcdefg!')).toBe('PASSWORD_WEAK');
    expect(passwordProblem('Abcdefg1')).toBe('PASSWORD_WEAK');
    expect(passwordProblem('Abcdef 1')).toBeUndefined();
    expect(passwordProblem('Larder#2026')).toBeUndefined();
  });
  it('needs a confirmation equal to the new password', () => {
    expect(confirmPasswordProblem('', 'Larder#2026')).toBe('CONFIRM_PASSWORD_REQUIRED');
    expect(confirmPasswordProblem('Larder#2025', 'Larder#2026')).toBe('PASSWORD_MISMATCH');
    expect(confirmPasswordProblem('Larder#2026', 'Larder#2026')).toBeUndefined();
    expect(errorMessage('PASSWORD_MISMATCH', 'en')).toBe('The two passwords differ');
  });
});

describe('department', () => {
  it('is required before confirming', () => {
    expect(departProblem('')).toBe('DEPART_REQUIRED');
    expect(departProblem(undefined)).toBe('DEPART_REQUIRED');
    expect(departProblem('A01')).toBeUndefined();
  });
});
