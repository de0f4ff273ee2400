import { describe, expect, it } from 'vitest';
import { canHandle, dialogBodyHeight, dialogWidth, handleTarget } from './dialogLayout.ts';

describe('announcement dialog layout', () => {
  it('is 60% wide, 100% in full screen', () => {
    expect(dialogWidth(false)).toBe('60vw');
    expect(dialogWidth(true)).toBe('100%');
  });
  it('has a body 80% of the window height', () => {
    expect(dialogBodyHeight(1000)).toBe(800);
    expect(dialogBodyHeight(777)).toBe(622);
  });
  it('offers 去处理 only for unread url announcements', () => {
    expect(canHandle({ openType: 'url', openPage: '/order', readFlag: '0' })).toBe(true);
    expect(canHandle({ openType: 'url', openPage: '/order', readFlag: '1' })).toBe(false);
    expect(canHandle({ openType: 'component', openPage: '/order', readFlag: '0' })).toBe(false);
    expect(canHandle({ openType: 'url', openPage: '', readFlag: '0' })).toBe(false);
  });
  it('goes to app paths inside the app and to external URLs outside', () => {
    expect(handleTarget('order/list')).toEqual({ external: false, href: '/order/list' });
    expect(handleTarget('/order/list')).toEqual({ external: false, href: '/order/list' });
    expect(handleTarget('https://example.com/x')).toEqual({ external: true, href: 'https://example.com/x' });
  });
});
