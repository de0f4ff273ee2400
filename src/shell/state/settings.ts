/**
 * The look-and-feel settings of the settings drawer (sections 2, 4, 9), persisted in local storage.
 * The setters carry every coupling: fixed header off turns hide-on-scroll off; hide-on-scroll needs a
 * fixed header; switching layout turns the fixed side menu off (it cannot be fixed in top-menu mode);
 * fluid content width exists only with the top menu; multi-tab off keeps only the current tab.
 */
import { proxy, subscribe } from 'valtio';
import { configureHttp } from '../../api/http.ts';
import { readStored, writeStored } from '../../api/storage.ts';
import { setLocale as setI18nLocale } from '../../i18n/translate.ts';
import type { Locale } from '../../i18n/types.ts';
import { resetTabsToActive } from './tabs.ts';

export type MenuTheme = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

export interface Settings {
  theme: MenuTheme;
  /** A Mantine colour name (theme.primaryColor). */
  primaryColor: string;
  layout: LayoutMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  multipage: boolean;
  locale: Locale;
  /** A toast when an announcement arrives on the live channel. */
  noticePopups: boolean;
  /** Also a desktop notification when the app's tab is in the background (the browser asks for leave first). */
  desktopNotices: boolean;
  /** The bell's number counts pending work as well as unread announcements. */
  bellCounts: boolean;
}

/** The colours offered in the drawer (Mantine palette names); green is the default (section 9). */
export const PRIMARY_COLORS: readonly string[] = ['green', 'blue', 'cyan', 'teal', 'lime', 'yellow', 'orange', 'red', 'pink', 'grape', 'violet', 'indigo'];

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  theme: 'dark',
  primaryColor: 'green',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  multipage: true,
  locale: 'zh-CN',
  noticePopups: true,
  desktopNotices: false,
  bellCounts: true,
};

const STORAGE_KEY = 'SETTINGS';

export const settings = proxy<Settings>({ ...DEFAULT_SETTINGS });

/** Bring a stored or partial value back to a consistent whole (unknown values fall back to defaults). */
export function normalizeSettings(input: Partial<Record<keyof Settings, unknown>> | undefined): Settings {
  const s: Settings = { ...DEFAULT_SETTINGS };
  if (!input || typeof input !== 'object') return s;
  const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  if (input.theme === 'dark' || input.theme === 'light') s.theme = input.theme;
  if (typeof input.primaryColor === 'string' && PRIMARY_COLORS.includes(input.primaryColor)) s.primaryColor = input.primaryColor;
  if (input.layout === 'sidemenu' || input.layout === 'topmenu') s.layout = input.layout;
  if (input.contentWidth === 'Fixed' || input.contentWidth === 'Fluid') s.contentWidth = input.contentWidth;
  s.fixedHeader = bool(input.fixedHeader, s.fixedHeader);
  s.autoHideHeader = bool(input.autoHideHeader, s.autoHideHeader);
  s.fixSiderbar = bool(input.fixSiderbar, s.fixSiderbar);
  s.colorWeak = bool(input.colorWeak, s.colorWeak);
  s.multipage = bool(input.multipage, s.multipage);
  if (input.locale === 'zh-CN' || input.locale === 'en-US') s.locale = input.locale;
  s.noticePopups = bool(input.noticePopups, s.noticePopups);
  s.desktopNotices = bool(input.desktopNotices, s.desktopNotices);
  s.bellCounts = bool(input.bellCounts, s.bellCounts);
  // the couplings hold for stored values too
  if (!s.fixedHeader) s.autoHideHeader = false;
  if (s.layout === 'sidemenu') s.contentWidth = 'Fixed';
  if (s.layout === 'topmenu') s.fixSiderbar = false;
  return s;
}

export function setTheme(theme: MenuTheme): void {
  settings.theme = theme;
}

export function setPrimaryColor(color: string): boolean {
  if (!PRIMARY_COLORS.includes(color)) return false;
  settings.primaryColor = color;
  return true;
}

/** Switching layout resets the fixed side menu to off; the side menu has no fluid width. */
export function setLayout(layout: LayoutMode): void {
  if (settings.layout === layout) return;
  settings.layout = layout;
  settings.fixSiderbar = false;
  if (layout === 'sidemenu') settings.contentWidth = 'Fixed';
}

/** Fluid only with the top menu; returns false when refused. */
export function setContentWidth(width: ContentWidth): boolean {
  if (width === 'Fluid' && settings.layout !== 'topmenu') return false;
  settings.contentWidth = width;
  return true;
}

export function setFixedHeader(fixed: boolean): void {
  settings.fixedHeader = fixed;
  if (!fixed) settings.autoHideHeader = false;
}

/** Hide-on-scroll needs a fixed header; returns false when refused. */
export function setAutoHideHeader(hide: boolean): boolean {
  if (hide && !settings.fixedHeader) return false;
  settings.autoHideHeader = hide;
  return true;
}

/** The side menu cannot be fixed in top-menu mode; returns false when refused. */
export function setFixSiderbar(fixed: boolean): boolean {
  if (fixed && settings.layout === 'topmenu') return false;
  settings.fixSiderbar = fixed;
  return true;
}

export function setColorWeak(weak: boolean): void {
  settings.colorWeak = weak;
}

/** Turning multi-tab off resets the tab list to the current page. */
export function setMultipage(on: boolean): void {
  settings.multipage = on;
  if (!on) resetTabsToActive();
}

/** The notification preferences of 个人设置 (kept in this browser like the other settings). */
export function setNoticePreference(key: 'noticePopups' | 'desktopNotices' | 'bellCounts', on: boolean): void {
  settings[key] = on;
}

export function setLocale(locale: Locale): void {
  if (locale !== 'zh-CN' && locale !== 'en-US') return;
  settings.locale = locale;
  applyLocale(locale);
}

function applyLocale(locale: Locale): void {
  setI18nLocale(locale);
  configureHttp({ locale });
}

export function resetSettings(): void {
  Object.assign(settings, DEFAULT_SETTINGS);
  applyLocale(settings.locale);
}

/** Load the stored settings (done once at start; tests call it again after changing storage). */
export function loadSettings(): void {
  Object.assign(settings, normalizeSettings(readStored<Partial<Settings>>(STORAGE_KEY)));
  applyLocale(settings.locale);
}

loadSettings();
subscribe(settings, () => writeStored(STORAGE_KEY, { ...settings }));
