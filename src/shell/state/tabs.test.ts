import { beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../../api/testing/storage.ts';
import { t } from '../../i18n/translate.ts';
import {
  HOME_PATH,
  activateTab,
  clearTabs,
  closeTab,
  openTab,
  refreshKeyOf,
  resetTabsToActive,
  restoreTabs,
  tabMenuAction,
  tabsState,
} from './tabs.ts';

const keys = () => tabsState.tabs.map((tab) => tab.key);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  installMemoryStorage();
  clearTabs();
});

function openFive() {
  openTab(HOME_PATH, '首页');
  openTab('/a', 'A');
  openTab('/b', 'B');
  openTab('/c', 'C');
  openTab('/d', 'D');
}

describe('tabs', () => {
  it('opens each URL once and activates it', () => {
    openFive();
    openTab('/b', 'B2');
    expect(keys()).toEqual([HOME_PATH, '/a', '/b', '/c', '/d']);
    expect(tabsState.active).toBe('/b');
    expect(tabsState.tabs[2].title).toBe('B2');
    openTab('/b?x=1', 'B');
    expect(keys()).toHaveLength(6);
  });

  it('never closes the home tab: 首页不能关闭!', () => {
    openFive();
    const refusal = closeTab(HOME_PATH);
    expect(refusal).toBe('tabs.homeNotClosable');
    expect(t(refusal!, undefined, 'zh-CN')).toBe('首页不能关闭!');
    expect(keys()).toContain(HOME_PATH);
  });

  it('never closes the last tab: 这是最后一页，不能再关闭了啦', () => {
    openTab('/a', 'A');
    const refusal = closeTab('/a');
    expect(refusal).toBe('tabs.lastNotClosable');
    expect(t(refusal!, undefined, 'zh-CN')).toBe('这是最后一页，不能再关闭了啦');
    expect(keys()).toEqual(['/a']);
  });

  it('passes the active tab to the right-hand neighbour, else the left one', () => {
    openFive();
    activateTab('/b');
    expect(closeTab('/b')).toBeUndefined();
    expect(tabsState.active).toBe('/c');
    activateTab('/d');
    closeTab('/d');
    expect(tabsState.active).toBe('/c');
    closeTab('/a'); // not active: the active tab stays
    expect(tabsState.active).toBe('/c');
    expect(keys()).toEqual([HOME_PATH, '/c']);
  });

  it('closes left (1), right (2), others (3), keeping the home tab', () => {
    openFive();
    tabMenuAction('1', '/c');
    expect(keys()).toEqual([HOME_PATH, '/c', '/d']);
    expect(tabsState.active).toBe('/d');
    tabMenuAction('2', '/c');
    expect(keys()).toEqual([HOME_PATH, '/c']);
    expect(tabsState.active).toBe('/c');
    openTab('/x', 'X');
    openTab('/y', 'Y');
    tabMenuAction('3', '/x');
    expect(keys()).toEqual([HOME_PATH, '/x']);
    expect(tabsState.active).toBe('/x');
  });

  it('refresh (4) bumps the tab refresh key', () => {
    openFive();
    expect(refreshKeyOf('/a')).toBe(0);
    tabMenuAction('4', '/a');
    tabMenuAction('4', '/a');
    expect(refreshKeyOf('/a')).toBe(2);
  });

  it('multi-tab off keeps only the current page', () => {
    openFive();
    activateTab('/c');
    resetTabsToActive();
    expect(keys()).toEqual(['/c']);
  });

  it('survives a reload through session storage', async () => {
    const storages = installMemoryStorage();
    openFive();
    activateTab('/b');
    await flush();
    expect(storages.session.getItem('pro__MULTI_PAGE_TABS')).toContain('/b');
    tabsState.tabs = [];
    tabsState.active = '';
    restoreTabs();
    expect(keys()).toEqual([HOME_PATH, '/a', '/b', '/c', '/d']);
    expect(tabsState.active).toBe('/b');
  });
});
