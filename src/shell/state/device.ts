/** The device class from the window width (section 4) and the sidebar that follows it. */
import { proxy } from 'valtio';

/** Widths up to these (CSS max-width) count as mobile / extra small. */
export const MOBILE_MAX_WIDTH = 1087.99;
export const XS_MAX_WIDTH = 767.99;
export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 80;

export type Device = 'desktop' | 'mobile';

export interface DeviceInfo {
  device: Device;
  /** Extra small (≤ 767.99 px): still a mobile device, with tighter layouts. */
  extraSmall: boolean;
}

export function deviceFromWidth(width: number): DeviceInfo {
  return { device: width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop', extraSmall: width <= XS_MAX_WIDTH };
}

export const deviceState = proxy({
  device: 'desktop' as Device,
  extraSmall: false,
  width: 1280,
  /** Open on desktop, collapsed on mobile (the menu is then a drawer). */
  sidebarOpened: true,
  /** The x_hide_head URL flag: the page header is hidden. */
  hiddenHeader: false,
});

/** Apply a new window width; the sidebar resets only when the device class changes. */
export function setWidth(width: number): void {
  const next = deviceFromWidth(width);
  const changed = next.device !== deviceState.device;
  deviceState.width = width;
  deviceState.device = next.device;
  deviceState.extraSmall = next.extraSmall;
  if (changed) deviceState.sidebarOpened = next.device === 'desktop';
}

export function isMobile(): boolean {
  return deviceState.device === 'mobile';
}

export function toggleSidebar(opened = !deviceState.sidebarOpened): void {
  deviceState.sidebarOpened = opened;
}

export function setHiddenHeader(hidden: boolean): void {
  deviceState.hiddenHeader = hidden;
}

/** Section 9: the header hides itself once the page scrolled past this. */
export const AUTO_HIDE_SCROLL_PX = 100;
