/**
 * The page tabs of the multi-tab shell (section 2): the home tab is permanent, the last tab cannot be
 * closed, right-click closes left / right / others or refreshes. Actions return the i18n key of a
 * refusal instead of showing it. Tabs are kept in session storage so a reload keeps them.
 */
import { proxy, subscribe } from 'valtio';
import { readStored, removeStored, writeStored } from '../../api/storage.ts';

/** The home tab (the analysis dashboard): never closed. */
export const HOME_PATH = '/dashboard/analysis';
const STORAGE_KEY = 'MULTI_PAGE_TABS';

export interface Tab {
  /** The full path with query: one tab per distinct URL. */
  key: string;
  title: string;
}

export type TabRefusal = 'tabs.homeNotClosable' | 'tabs.lastNotClosable';

/** Right-click menu keys (section 9): 1 close left, 2 close right, 3 close others, 4 refresh. */
export type TabMenuKey = '1' | '2' | '3' | '4';

export const tabsState = proxy({
  tabs: [] as Tab[],
  active: '' as string,
  /** Bumped by refresh: the page under this key remounts when its number changes. */
  refreshKeys: {} as Record<string, number>,
});

const pathOf = (key: string): string => key.split('?')[0].split('#')[0];
export const isHome = (key: string): boolean => pathOf(key) === HOME_PATH;

/** Open (or switch to) the tab of `key`; a known tab keeps its place and gets the newer title. */
export function openTab(key: string, title: string): void {
  const found = tabsState.tabs.find((tab) => tab.key === key);
  if (found) {
    if (title && found.title !== title) found.title = title;
  } else {
    tabsState.tabs.push({ key, title });
  }
  tabsState.active = key;
}

export function activateTab(key: string): void {
  if (tabsState.tabs.some((tab) => tab.key === key)) tabsState.active = key;
}

/** Close one tab; the active tab passes to its right-hand neighbour, else its left one. */
export function closeTab(key: string): TabRefusal | undefined {
  if (isHome(key)) return 'tabs.homeNotClosable';
  if (tabsState.tabs.length <= 1) return 'tabs.lastNotClosable';
  const index = tabsState.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return undefined;
  tabsState.tabs.splice(index, 1);
  delete tabsState.refreshKeys[key];
  if (tabsState.active === key) {
    const next = tabsState.tabs[Math.min(index, tabsState.tabs.length - 1)];
    tabsState.active = next.key;
  }
  return undefined;
}

function keepOnly(keep: (tab: Tab, index: number) => boolean, focus: string): void {
  tabsState.tabs = tabsState.tabs.filter((tab, index) => isHome(tab.key) || keep(tab, index));
  for (const key of Object.keys(tabsState.refreshKeys)) {
    if (!tabsState.tabs.some((tab) => tab.key === key)) delete tabsState.refreshKeys[key];
  }
  if (!tabsState.tabs.some((tab) => tab.key === tabsState.active)) tabsState.active = focus;
}

/** Close the tabs left of `key` (the home tab stays). */
export function closeLeft(key: string): void {
  const at = tabsState.tabs.findIndex((tab) => tab.key === key);
  if (at < 0) return;
  keepOnly((_tab, index) => index >= at, key);
}

export function closeRight(key: string): void {
  const at = tabsState.tabs.findIndex((tab) => tab.key === key);
  if (at < 0) return;
  keepOnly((_tab, index) => index <= at, key);
}

export function closeOthers(key: string): void {
  if (!tabsState.tabs.some((tab) => tab.key === key)) return;
  keepOnly((tab) => tab.key === key, key);
  tabsState.active = key;
}

/** Remount the page of `key` (its keep-alive state is dropped). */
export function refreshTab(key: string): void {
  tabsState.refreshKeys[key] = (tabsState.refreshKeys[key] ?? 0) + 1;
}

export function refreshKeyOf(key: string): number {
  return tabsState.refreshKeys[key] ?? 0;
}

/** Dispatch a right-click menu key. */
export function tabMenuAction(menuKey: TabMenuKey, key: string): void {
  if (menuKey === '1') closeLeft(key);
  else if (menuKey === '2') closeRight(key);
  else if (menuKey === '3') closeOthers(key);
  else refreshTab(key);
}

/** Multi-tab turned off: only the current page's tab remains. */
export function resetTabsToActive(): void {
  const current = tabsState.tabs.find((tab) => tab.key === tabsState.active);
  tabsState.tabs = current ? [current] : [];
  tabsState.refreshKeys = {};
}

/** Forget every tab (logout). */
export function clearTabs(): void {
  tabsState.tabs = [];
  tabsState.active = '';
  tabsState.refreshKeys = {};
  removeStored(STORAGE_KEY, 'session');
}

/** Read the tabs kept by an earlier page load. */
export function restoreTabs(): void {
  const stored = readStored<{ tabs: Tab[]; active: string }>(STORAGE_KEY, 'session');
  if (!stored || !Array.isArray(stored.tabs)) return;
  tabsState.tabs = stored.tabs.filter((tab) => tab && typeof tab.key === 'string').map((tab) => ({ key: tab.key, title: String(tab.title ?? '') }));
  tabsState.active = tabsState.tabs.some((tab) => tab.key === stored.active) ? stored.active : (tabsState.tabs[0]?.key ?? '');
}

restoreTabs();
subscribe(tabsState, () => {
  if (tabsState.tabs.length === 0 && !tabsState.active) return;
  writeStored(STORAGE_KEY, { tabs: tabsState.tabs, active: tabsState.active }, { area: 'session' });
});
