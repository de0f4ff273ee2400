import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { getLocale, keysOf, setLocale, t } from './translate.ts';
import { zh } from './zh.ts';

describe('i18n', () => {
  it('speaks Chinese by default and holds the spec strings verbatim', () => {
    expect(getLocale()).toBe('zh-CN');
    expect(t('tabs.homeNotClosable')).toBe('首页不能关闭!');
    expect(t('tabs.lastNotClosable')).toBe('这是最后一页，不能再关闭了啦');
  });
  it('switches to English and fills parameters', () => {
    setLocale('en-US');
    expect(t('validation.uploadTooLarge', { size: 2 })).toBe('The file must not exceed 2 MB; please change the file and upload again');
    expect(t('api.accessDenied')).toBe('Access denied');
    setLocale('zh-CN');
    expect(t('validation.uploadTooLarge', { size: 2 })).toContain('2MB');
  });
  it('falls back to Chinese, then to the key', () => {
    expect(t('no.such.key')).toBe('no.such.key');
  });
  it('has the same keys in Chinese and English (every area file)', () => {
    const zhKeys = keysOf(zh).sort();
    const enKeys = keysOf(en).sort();
    expect(zhKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !zhKeys.includes(key))).toEqual([]);
  });
});
