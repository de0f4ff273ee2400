import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/translate.ts';
import * as v from './validators.ts';

const zh = (key: string | undefined, params?: Record<string, string | number>) => (key ? t(key, params, 'zh-CN') : undefined);
const en = (key: string | undefined, params?: Record<string, string | number>) => (key ? t(key, params, 'en-US') : undefined);

describe('nickname', () => {
  it('is required', () => {
    expect(v.nickname('')).toBe('validation.nicknameRequired');
    expect(v.nickname('   ')).toBe('validation.nicknameRequired');
    expect(v.nickname(undefined)).toBe('validation.nicknameRequired');
    expect(en(v.nickname(''))).toBe('Please enter nickname');
  });
  it('takes at most 8 characters', () => {
    expect(v.nickname('张三李四王五赵六')).toBeUndefined();
    expect(v.nickname('abcdefgh')).toBeUndefined();
    expect(v.nickname('abcdefghi')).toBe('validation.nicknameTooLong');
  });
  it('allows Chinese characters, letters, digits and underscore only', () => {
    expect(v.nickname('小明_01')).toBeUndefined();
    expect(v.nickname('a b')).toBe('validation.nicknameInvalid');
    expect(v.nickname('名字!')).toBe('validation.nicknameInvalid');
    expect(en(v.nickname('a-b'))).toBe('Nickname format illegal, made of Chinese characters, letters or digits');
  });
});

describe('phone and code', () => {
  it('requires a mainland mobile number', () => {
    expect(en(v.phone(''))).toBe('Please enter phone number');
    expect(en(v.phone('12345678901'))).toBe('Phone number format illegal');
    expect(v.phone('1380013800')).toBe('validation.phoneInvalid');
    expect(v.phone('13800138000')).toBeUndefined();
    expect(v.phone('19912345678')).toBeUndefined();
  });
  it('needs a valid 11-digit number to get a code', () => {
    expect(en(v.phoneForCode(''))).toBe('Please enter correct phone number to get code');
    expect(v.phoneForCode('138001380001')).toBe('validation.phoneForCode');
    expect(v.phoneForCode('13800138000')).toBeUndefined();
  });
  it('requires the SMS code', () => {
    expect(en(v.smsCode(''))).toBe('Please enter code');
    expect(zh(v.smsCode(''))).toBe('请输入验证码');
    expect(v.smsCode('123456')).toBeUndefined();
  });
});

describe('passwords', () => {
  it('requires the old password', () => {
    expect(v.oldPassword('')).toBe('validation.oldPasswordRequired');
    expect(v.oldPassword('x')).toBeUndefined();
  });
  it('needs 6 to 16 characters', () => {
    expect(v.password('')).toBe('validation.passwordRequired');
    expect(en(v.password('Ab1!'))).toBe('Password length must be 6-16 characters');
    expect(v.password('Ab1!Ab1!Ab1!Ab1!x')).toBe('validation.passwordLength');
    expect(v.password('Ab1!Ab1!Ab1!Ab1!')).toBeUndefined();
  });
  it('needs upper and lower case, a digit and a special character', () => {
    expect(v.password('abcdef1!')).toBe('validation.passwordWeak');
    expect(v.password('ABCDEF1!')).toBe('validation.passwordWeak');
    expect(v.password('Abcdefg!')).toBe('validation.passwordWeak');
    expect(v.password('Abcdefg1')).toBe('validation.passwordWeak');
    expect(v.password('Larder#2026')).toBeUndefined();
  });
  it('needs a confirmation equal to the new password', () => {
    expect(v.confirmPassword('', 'Larder#2026')).toBe('validation.confirmRequired');
    expect(en(v.confirmPassword('Larder#2025', 'Larder#2026'))).toBe('The two passwords differ');
    expect(v.confirmPassword('Larder#2026', 'Larder#2026')).toBeUndefined();
  });
});

describe('department and uploads', () => {
  it('requires a department before confirming', () => {
    expect(v.department('')).toBe('validation.departRequired');
    expect(v.department(undefined)).toBe('validation.departRequired');
    expect(v.department('A01')).toBeUndefined();
  });
  it('limits the size, 1 MB by default, with the change-file message', () => {
    expect(v.upload({ size: 1024 * 1024, type: 'image/png' })).toBeUndefined();
    const problem = v.upload({ size: 1024 * 1024 + 1, type: 'image/png' });
    expect(problem).toEqual({ key: 'validation.uploadTooLarge', params: { size: 1 } });
    expect(en(problem!.key, problem!.params)).toContain('change the file and upload again');
    expect(v.upload({ size: 3 * 1024 * 1024 }, { maxSizeMb: 5 })).toBeUndefined();
  });
  it('does not reject on type unless asked to (the spec check does not reject)', () => {
    expect(v.upload({ size: 10, type: 'application/zip' })).toBeUndefined();
    expect(v.upload({ size: 10, type: 'application/zip' }, { strictType: true })).toEqual({ key: 'validation.uploadType' });
    for (const type of v.DEFAULT_UPLOAD_TYPES) expect(v.upload({ size: 10, type }, { strictType: true })).toBeUndefined();
    expect(v.DEFAULT_ACCEPT).toBe('.jpg,.png,.jpeg,application/*');
  });
  it('needs a contract scan before confirming the signing', () => {
    expect(en(v.contractScan([]))).toBe('Download the template, print and stamp, and upload the scan');
    expect(v.contractScan([{ attType: 1 }])).toBe('messages.contractScanRequired');
    expect(v.contractScan([{ attType: 2 }])).toBeUndefined();
  });
});
