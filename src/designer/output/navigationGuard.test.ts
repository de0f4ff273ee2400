import { describe, expect, it } from 'vitest';
import { guardNavigation, type GuardHost } from './navigationGuard.ts';

/** A browser stand-in: a history stack, a location, and popstate listeners (ours first, as capture runs first). */
function fakeBrowser(start: string) {
  const entries = [start];
  let at = 0;
  const location = {
    get href() {
      return `http://app.local${entries[at]}`;
    },
    get pathname() {
      return new URL(this.href).pathname;
    },
    get search() {
      return new URL(this.href).search;
    },
    get hash() {
      return new URL(this.href).hash;
    },
  };
  const target = new EventTarget();
  const routed: string[] = [];
  const history = {
    pushState(_data: unknown, _unused: string, url?: string | URL | null) {
      entries.splice(at + 1, entries.length, new URL(String(url), location.href).pathname + new URL(String(url), location.href).search);
      at = entries.length - 1;
      routed.push(location.pathname); // wouter's patched pushState tells the router
    },
    replaceState(_data: unknown, _unused: string, url?: string | URL | null) {
      entries[at] = new URL(String(url), location.href).pathname;
      routed.push(location.pathname);
    },
  };
  const host: GuardHost = {
    history,
    location,
    addEventListener: (type, listener, options) => target.addEventListener(type, listener, options),
    removeEventListener: (type, listener, options) => target.removeEventListener(type, listener, options),
  };
  const routerListens = () => target.addEventListener('popstate', () => routed.push(location.pathname));
  const go = (delta: number) => {
    at += delta;
    target.dispatchEvent(new Event('popstate'));
  };
  return { host, history, location, routed, routerListens, go, entries: () => entries.slice(0, at + 1) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('guardNavigation', () => {
  it('holds back a push away from the page until the user agrees', async () => {
    const b = fakeBrowser('/printDesign/7');
    let answer = false;
    let asked = 0;
    const remove = guardNavigation(b.host, { path: '/printDesign/7', shouldAsk: () => true, ask: async () => (asked++, answer) });
    b.history.pushState(null, '', '/template/manager');
    await settle();
    expect(asked).toBe(1);
    expect(b.location.pathname).toBe('/printDesign/7');
    answer = true;
    b.history.pushState(null, '', '/template/manager');
    await settle();
    expect(b.location.pathname).toBe('/template/manager');
    remove();
  });

  it('lets navigation within the page, without changes, and between other pages through', async () => {
    const b = fakeBrowser('/printDesign/7');
    let dirty = false;
    let asked = 0;
    guardNavigation(b.host, { path: '/printDesign/7', shouldAsk: () => dirty, ask: async () => (asked++, false) });
    b.history.pushState(null, '', '/printDesign/7?panel=2');
    b.history.pushState(null, '', '/orders');
    expect(b.location.pathname).toBe('/orders');
    dirty = true; // the page is kept alive in a hidden tab, with unsaved changes
    b.history.pushState(null, '', '/system/user');
    b.history.replaceState(null, '', '/system/role');
    await settle();
    expect(b.location.pathname).toBe('/system/role');
    expect(asked).toBe(0);
  });

  it('puts the page back on Back, and goes on to where Back went once agreed', async () => {
    const b = fakeBrowser('/orders');
    b.history.pushState(null, '', '/printDesign/7?x=1');
    let answer = false;
    const remove = guardNavigation(b.host, { path: '/printDesign/7', shouldAsk: () => true, ask: async () => answer });
    b.routerListens();
    b.routed.length = 0;
    b.go(-1);
    expect(b.location.href).toBe('http://app.local/printDesign/7?x=1');
    expect(b.routed).toEqual(['/printDesign/7']); // the router never saw /orders
    await settle();
    expect(b.location.pathname).toBe('/printDesign/7');
    answer = true;
    b.go(-1);
    await settle();
    expect(b.location.pathname).toBe('/orders');
    remove();
  });

  it('is gone once removed', async () => {
    const b = fakeBrowser('/printDesign/7');
    const original = b.history.pushState;
    const remove = guardNavigation(b.host, { path: '/printDesign/7', shouldAsk: () => true, ask: async () => false });
    expect(b.history.pushState).not.toBe(original);
    remove();
    expect(b.history.pushState).toBe(original);
    b.history.pushState(null, '', '/orders');
    expect(b.location.pathname).toBe('/orders');
  });
});
