import { describe, expect, it } from 'vitest';
import { afterLoginPath, decideNavigation, hidesHeader, loginRedirect } from './guards.ts';
import { matchPattern, redirectFor } from './table.ts';

describe('navigation guards', () => {
  it('sends a logged-in user away from the login page', () => {
    expect(decideNavigation({ path: '/user/login', search: '', hasToken: true })).toEqual({ kind: 'redirect', to: '/dashboard/analysis' });
  });
  it('sends a visitor without a token to login with the redirect query', () => {
    expect(decideNavigation({ path: '/system/user', search: '?a=1', hasToken: false })).toEqual({
      kind: 'redirect',
      to: `/user/login?redirect=${encodeURIComponent('/system/user?a=1')}`,
    });
  });
  it('lets visitors open the open routes', () => {
    for (const path of ['/521', '/user/login', '/user/register', '/user/register-result', '/user/alteration', '/newsupplier/register', '/newsupplier/supplierRegister']) {
      expect(decideNavigation({ path, search: '', hasToken: false })).toEqual({ kind: 'allow' });
    }
  });
  it('logs in by a token in the query and drops it from the address', () => {
    expect(decideNavigation({ path: '/system/user', search: '?token=abc&x=1', hasToken: false })).toEqual({
      kind: 'token-login',
      token: 'abc',
      cleanUrl: '/system/user?x=1',
    });
  });
  it('redirects the root and the shortcuts as spelled by the specification', () => {
    expect(redirectFor('/')).toBe('/dashboard/analysis');
    expect(redirectFor('/orederInventory')).toBe('/order/order-supplier-main-list');
    expect(redirectFor('/orederCheackOut')).toBe('/order/order-allot-groupItem-list');
    expect(redirectFor('/orederCheack')).toBe('/order/acceptance');
    expect(redirectFor('/oredePricing')).toBe('/product/supplier-product-list');
    expect(redirectFor('/supplier')).toBe('/supplier/supplier-productauditlist');
    expect(redirectFor('/acceptanceAudit')).toBe('/order/acceptanceAudit');
    expect(redirectFor('/order')).toBe('/order/order-group');
    expect(redirectFor('/user')).toBe('/user/login');
    expect(redirectFor('/shop')).toBe('/shop/home');
  });
  it('chooses the page after login', () => {
    expect(afterLoginPath('?redirect=%2Fsystem%2Fuser', '/x')).toBe('/system/user');
    expect(afterLoginPath('?redirect=%2F%2Fevil.example', '/x')).toBe('/x');
    expect(afterLoginPath('', undefined)).toBe('/dashboard/analysis');
    expect(loginRedirect('/a', 'b=1')).toBe('/user/login?redirect=%2Fa%3Fb%3D1');
  });
  it('reads x_hide_head', () => {
    expect(hidesHeader('?x_hide_head=1')).toBe(true);
    expect(hidesHeader('?x_hide_head=0')).toBe(false);
    expect(hidesHeader('')).toBe(false);
  });
  it('matches patterns with parameters', () => {
    expect(matchPattern('/printDesign/:id', '/printDesign/42')).toEqual({ id: '42' });
    expect(matchPattern('/printDesign/:id', '/printDesign')).toBeUndefined();
  });
});
