import { describe, expect, it } from 'vitest';
import { deviceFromWidth, deviceState, setWidth, toggleSidebar } from './device.ts';

describe('device from width', () => {
  it('is mobile up to 1087.99 px, extra small up to 767.99 px, else desktop', () => {
    expect(deviceFromWidth(1920)).toEqual({ device: 'desktop', extraSmall: false });
    expect(deviceFromWidth(1088)).toEqual({ device: 'desktop', extraSmall: false });
    expect(deviceFromWidth(1087.99)).toEqual({ device: 'mobile', extraSmall: false });
    expect(deviceFromWidth(768)).toEqual({ device: 'mobile', extraSmall: false });
    expect(deviceFromWidth(767.99)).toEqual({ device: 'mobile', extraSmall: true });
    expect(deviceFromWidth(375)).toEqual({ device: 'mobile', extraSmall: true });
  });
  it('collapses the sidebar on mobile and opens it on desktop', () => {
    setWidth(1280);
    expect(deviceState.sidebarOpened).toBe(true);
    setWidth(900);
    expect(deviceState).toMatchObject({ device: 'mobile', sidebarOpened: false });
    toggleSidebar();
    expect(deviceState.sidebarOpened).toBe(true);
    setWidth(700); // same class: the user's choice stays
    expect(deviceState).toMatchObject({ device: 'mobile', extraSmall: true, sidebarOpened: true });
    setWidth(1400);
    expect(deviceState).toMatchObject({ device: 'desktop', extraSmall: false, sidebarOpened: true });
  });
});
