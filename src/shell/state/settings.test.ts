import { beforeEach, describe, expect, it } from 'vitest';
import { httpConfig } from '../../api/http.ts';
import { installMemoryStorage } from '../../api/testing/storage.ts';
import { getLocale, t } from '../../i18n/translate.ts';
import {
  DEFAULT_SETTINGS,
  loadSettings,
  normalizeSettings,
  setNoticePreference,
  resetSettings,
  setAutoHideHeader,
  setContentWidth,
  setFixSiderbar,
  setFixedHeader,
  setLayout,
  setLocale,
  setMultipage,
  setPrimaryColor,
  settings,
} from './settings.ts';
import { activateTab, clearTabs, openTab, tabsState } from './tabs.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  installMemoryStorage();
  resetSettings();
});

describe('settings', () => {
  it('defaults to green, dark menu, side menu, fixed sidebar, multi-tab on, Chinese', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      primaryColor: 'green',
      theme: 'dark',
      layout: 'sidemenu',
      fixSiderbar: true,
      multipage: true,
      locale: 'zh-CN',
      contentWidth: 'Fixed',
      fixedHeader: false,
      autoHideHeader: false,
      colorWeak: false,
    });
  });

  it('turning fixed header off turns hide-on-scroll off; hide-on-scroll needs a fixed header', () => {
    expect(setAutoHideHeader(true)).toBe(false);
    expect(settings.autoHideHeader).toBe(false);
    setFixedHeader(true);
    expect(setAutoHideHeader(true)).toBe(true);
    expect(settings.autoHideHeader).toBe(true);
    setFixedHeader(false);
    expect(settings.autoHideHeader).toBe(false);
  });

  it('switching layout resets the fixed side menu, which the top menu cannot have', () => {
    expect(settings.fixSiderbar).toBe(true);
    setLayout('topmenu');
    expect(settings.fixSiderbar).toBe(false);
    expect(setFixSiderbar(true)).toBe(false);
    setLayout('sidemenu');
    expect(settings.fixSiderbar).toBe(false);
    expect(setFixSiderbar(true)).toBe(true);
    setLayout('topmenu');
    expect(settings.fixSiderbar).toBe(false);
  });

  it('allows fluid content width only with the top menu', () => {
    expect(setContentWidth('Fluid')).toBe(false);
    expect(settings.contentWidth).toBe('Fixed');
    setLayout('topmenu');
    expect(setContentWidth('Fluid')).toBe(true);
    setLayout('sidemenu');
    expect(settings.contentWidth).toBe('Fixed');
  });

  it('turning multi-tab off resets the tabs to the current page', () => {
    clearTabs();
    openTab('/dashboard/analysis', 'home');
    openTab('/a', 'A');
    openTab('/b', 'B');
    activateTab('/a');
    setMultipage(false);
    expect(settings.multipage).toBe(false);
    expect(tabsState.tabs.map((tab) => tab.key)).toEqual(['/a']);
  });

  it('offers Mantine colour names only', () => {
    expect(setPrimaryColor('blue')).toBe(true);
    expect(setPrimaryColor('#123456')).toBe(false);
    expect(settings.primaryColor).toBe('blue');
  });

  it('switches the UI and API language', () => {
    setLocale('en-US');
    expect(getLocale()).toBe('en-US');
    expect(httpConfig().locale).toBe('en-US');
    expect(t('tabs.closeOthers')).toBe('Close others');
    setLocale('zh-CN');
    expect(t('tabs.closeOthers')).toBe('关闭其他');
  });

  it('persists and restores, keeping the couplings on stored values', async () => {
    const storages = installMemoryStorage();
    setLayout('topmenu');
    setContentWidth('Fluid');
    setFixedHeader(true);
    setAutoHideHeader(true);
    setPrimaryColor('red');
    await flush();
    expect(storages.local.getItem('pro__SETTINGS')).toContain('"layout":"topmenu"');
    Object.assign(settings, DEFAULT_SETTINGS);
    loadSettings();
    expect(settings).toMatchObject({ layout: 'topmenu', contentWidth: 'Fluid', fixedHeader: true, autoHideHeader: true, primaryColor: 'red' });
    expect(normalizeSettings({ fixedHeader: false, autoHideHeader: true, layout: 'sidemenu', contentWidth: 'Fluid' })).toMatchObject({
      autoHideHeader: false,
      contentWidth: 'Fixed',
    });
    expect(normalizeSettings({ layout: 'topmenu', fixSiderbar: true }).fixSiderbar).toBe(false);
    expect(normalizeSettings({ theme: 'purple' as never }).theme).toBe('dark');
  });

  it('keeps the notification preferences, defaulting to toasts and counts on the bell, no desktop notices', async () => {
    const storages = installMemoryStorage();
    expect(normalizeSettings({})).toMatchObject({ noticePopups: true, desktopNotices: false, bellCounts: true });
    expect(normalizeSettings({ noticePopups: false, desktopNotices: true, bellCounts: false })).toMatchObject({ noticePopups: false, desktopNotices: true, bellCounts: false });
    expect(normalizeSettings({ noticePopups: 'no' as never }).noticePopups).toBe(true);
    setNoticePreference('bellCounts', false);
    await flush();
    expect(storages.local.getItem('pro__SETTINGS')).toContain('"bellCounts":false');
    setNoticePreference('bellCounts', true);
  });
});
