import { afterEach, describe, expect, it } from 'vitest';
import { ruleMessage } from './ruleMessage.ts';
import { setLocale } from './translate.ts';

afterEach(() => setLocale('zh-CN'));

describe('ruleMessage', () => {
  it('reads the catalogue in the current language', () => {
    expect(ruleMessage('NICKNAME_REQUIRED')).toBe('请输入昵称');
    setLocale('en-US');
    expect(ruleMessage('NICKNAME_REQUIRED')).toBe('Please enter nickname');
    expect(ruleMessage('PASSWORD_MISMATCH', undefined, 'zh-CN')).toBe('两次输入的密码不一致');
  });
  it('is undefined when the rule passed, and fills placeholders', () => {
    expect(ruleMessage(undefined)).toBeUndefined();
    expect(ruleMessage('FILE_TOO_LARGE', { limit: 1 }, 'en-US')).toBe('The file is larger than 1 MB; please change the file and upload again');
  });
});
