import { describe, expect, it } from 'vitest';
import type { ShellRoute } from '../menu/menuModel.ts';
import { resolveScreen } from './resolveScreen.ts';

const route = (path: string, extra: Partial<ShellRoute> = {}): ShellRoute => ({
  path, title: path, component: 'system/UserList', keepAlive: false, hidden: false, icon: null, external: false, redirect: null, ...extra,
});

describe('resolveScreen', () => {
  const routes = [
    route('/system', { component: 'layouts/RouteView', redirect: '/system/user' }),
    route('/system/user', { keepAlive: true }),
    route('/ext', { url: 'https://example.com/x', component: null }),
    route('/printDesign/:id', { component: 'template/PrintDesign' }),
  ];
  it('opens a menu page with its keepAlive', () => {
    expect(resolveScreen('/system/user', routes)).toMatchObject({ kind: 'page', component: 'system/UserList', keepAlive: true });
  });
  it('follows a container redirect', () => {
    expect(resolveScreen('/system', routes)).toEqual({ kind: 'redirect', to: '/system/user' });
  });
  it('frames an internal url', () => {
    expect(resolveScreen('/ext', routes)).toMatchObject({ kind: 'frame', url: 'https://example.com/x' });
  });
  it('falls back to the fixed screens, then to nothing', () => {
    expect(resolveScreen('/shop/home', [])).toMatchObject({ kind: 'page', component: 'shop/Home' });
    expect(resolveScreen('/printDesign/7', routes)).toMatchObject({ kind: 'page', component: 'template/PrintDesign' });
    expect(resolveScreen('/404', [])).toEqual({ kind: 'not-found' });
    expect(resolveScreen('/nothing/here', routes)).toBeUndefined();
  });
});
