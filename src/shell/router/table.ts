/**
 * The static part of the router table (spec section 2): open routes, shortcut redirects and the fixed
 * screens that exist besides the server's menu. Plain data so that guards and tests read the same table.
 */

/** Paths a visitor may open without a token. */
export const OPEN_ROUTES: readonly string[] = [
  '/521',
  '/user/login',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  '/newsupplier/register',
  '/newsupplier/supplierRegister',
  // the template preview of the print engine predates the back office and needs no session
  '/preview',
];

export const HOME_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';

/** Shortcut routes into the main app, spelled as the specification spells them. */
export const SHORTCUTS: Readonly<Record<string, string>> = {
  '/order': '/order/order-group',
  '/acceptanceAudit': '/order/acceptanceAudit',
  '/orederInventory': '/order/order-supplier-main-list',
  '/orederCheackOut': '/order/order-allot-groupItem-list',
  '/orederCheack': '/order/acceptance',
  '/oredePricing': '/product/supplier-product-list',
  '/supplier': '/supplier/supplier-productauditlist',
};

/** Plain redirects of the router table (containers that open their first child). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': HOME_PATH,
  '/dashboard': HOME_PATH,
  '/user': LOGIN_PATH,
  '/shop': '/shop/home',
  '/newsupplier': '/newsupplier/supplierRegister',
};

/**
 * Protected screens of the router table that are not menu items. `component` is looked up with
 * pageFor(); a screen nobody registered shows "not available in this version".
 */
export interface StaticScreen {
  path: string;
  component: string;
  /** i18n key of the title. */
  titleKey: string;
}

export const STATIC_SCREENS: readonly StaticScreen[] = [
  { path: '/screen', component: 'screen/Screen', titleKey: 'shell.route.screen' },
  { path: '/shop/home', component: 'shop/Home', titleKey: 'shell.route.shopHome' },
  { path: '/shop/shopcar', component: 'shop/ShopCar', titleKey: 'shell.route.shopCar' },
  { path: '/shop/result', component: 'shop/OrderResult', titleKey: 'shell.route.shopResult' },
  { path: '/test/home', component: 'test/Home', titleKey: 'shell.route.testHome' },
  { path: '/index/SupplierList', component: 'index/SupplierList', titleKey: 'shell.route.supplierList' },
  { path: '/printDesign/:id', component: 'template/PrintDesign', titleKey: 'shell.route.printDesign' },
];

/**
 * Protected screens that fill the window, outside the back-office layout (no menu, tabs, breadcrumb or
 * footer), and open no tab: the designer is a full-screen tool with its own slim header; /screen is the wall display.
 */
export const FULL_SCREEN_ROUTES: readonly string[] = ['/printDesign/:id', '/screen'];

export const isFullScreen = (path: string): boolean => FULL_SCREEN_ROUTES.some((pattern) => matchPattern(pattern, path) !== undefined);

export const isOpenRoute = (path: string): boolean => OPEN_ROUTES.includes(stripSlash(path));

/** Where a path redirects to, if it is a shortcut or a container of the router table. */
export function redirectFor(path: string): string | undefined {
  const p = stripSlash(path);
  return SHORTCUTS[p] ?? REDIRECTS[p];
}

/** '/a/b/' → '/a/b' (but '/' stays). */
export function stripSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Match a route pattern with `:param` segments against a path. */
export function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const a = stripSlash(pattern).split('/');
  const b = stripSlash(path).split('/');
  if (a.length !== b.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(':')) params[a[i].slice(1)] = decodeURIComponent(b[i]);
    else if (a[i] !== b[i]) return undefined;
  }
  return params;
}
