import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/index.ts';
import { menuTitle } from './menuTitle.ts';

describe('menuTitle', () => {
  afterEach(() => setLocale('zh-CN'));

  it('shows the server title unchanged in Chinese', () => {
    expect(menuTitle('订单管理', 'zh-CN')).toBe('订单管理');
    expect(menuTitle('JVM信息', 'zh-CN')).toBe('JVM信息');
  });
  it('translates a shipped title in English', () => {
    expect(menuTitle('订单管理', 'en-US')).toBe('Orders');
    expect(menuTitle('模板设计', 'en-US')).toBe('Template Designer');
  });
  it('shows a renamed or new title exactly as typed', () => {
    expect(menuTitle('订单管理（新）', 'en-US')).toBe('订单管理（新）');
    expect(menuTitle('My own page', 'en-US')).toBe('My own page');
    expect(menuTitle('', 'en-US')).toBe('');
  });
  it('never reads a title as a key path or an object member', () => {
    expect(menuTitle('v1.2 订单管理', 'en-US')).toBe('v1.2 订单管理');
    expect(menuTitle('constructor.name', 'en-US')).toBe('constructor.name');
    expect(menuTitle('constructor', 'en-US')).toBe('constructor');
    expect(menuTitle('__proto__', 'en-US')).toBe('__proto__');
  });
  it('follows the current locale by default', () => {
    expect(menuTitle('系统管理')).toBe('系统管理');
    setLocale('en-US');
    expect(menuTitle('系统管理')).toBe('System');
  });
});
