/**
 * Screens by the `component` string of the server's menu seed (src/server/seed/menus.ts). Each screen is a
 * lazily loaded chunk; a component string without an entry makes the shell show "not available in this version".
 * Ordering (issue 18) has its queue screens and the shop; the other business screens (product/…, purchase/…) are still to come.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withChunkTimeout } from '../shell/events/chunkErrors.ts';

type Loader = () => Promise<{ default: ComponentType }>;

const SCREENS: Record<string, Loader> = {
  'dashboard/Analysis': () => import('../pages/dashboard/Analysis/index.tsx'),
  'system/UserList': () => import('../pages/system/UserList/index.tsx'),
  'system/RoleList': () => import('../pages/system/RoleList/index.tsx'),
  'system/DepartList': () => import('../pages/system/DepartList/index.tsx'),
  'system/PermissionList': () => import('../pages/system/PermissionList/index.tsx'),
  'system/DictList': () => import('../pages/system/DictList/index.tsx'),
  'system/AnnouncementList': () => import('../pages/system/AnnouncementList/index.tsx'),
  'system/PlatformSetting': () => import('../pages/system/PlatformSetting/index.tsx'),
  'system/LogList': () => import('../pages/system/LogList/index.tsx'),
  'system/QuartzJobList': () => import('../pages/system/QuartzJobList/index.tsx'),
  'system/UserAnnouncementList': () => import('../pages/isps/UserAnnouncementList.tsx'),
  'template/TemplateManager': () => import('../pages/template/TemplateManager/index.tsx'),
  'template/PrivateTemplateList': () => import('../pages/template/PrivateTemplateList/index.tsx'),
  'template/TemplateTypeList': () => import('../pages/template/TemplateTypeList/index.tsx'),
  'template/PrintDesign': () => import('../designer/DesignerPage.tsx'),
  'university/BaseCollegeList': () => import('../pages/schools/CollegeList.tsx'),
  'order/OrderGroupList': () => import('../pages/order/OrderGroupList.tsx'),
  'order/OrderAllotGroupItemList': () => import('../pages/order/OrderAllotGroupItemList.tsx'),
  'order/OrderSupplierMainList': () => import('../pages/order/OrderSupplierMainList.tsx'),
  'order/AcceptanceList': () => import('../pages/order/AcceptanceList.tsx'),
  'order/AcceptanceAuditList': () => import('../pages/order/AcceptanceAuditList.tsx'),
  'shop/Home': () => import('../pages/shop/Home.tsx'),
  'shop/ShopCar': () => import('../pages/shop/ShopCar.tsx'),
  'shop/OrderResult': () => import('../pages/shop/OrderResult.tsx'),
  'account/Settings': () => import('../pages/account/Settings/index.tsx'),
};

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** Menu components may carry a leading slash or a trailing '/index' ('/system/UserList/index'). */
export function normalizeComponent(component: string): string {
  return component.trim().replace(/^\/+/, '').replace(/\/index(\.vue|\.tsx)?$/, '').replace(/\.(vue|tsx)$/, '');
}

/** The names this build has screens for. */
export function registeredComponents(): string[] {
  return Object.keys(SCREENS);
}

/** The lazy screen for a menu component string, the same instance every time (tabs keep their state). */
export function pageFor(component: string): LazyExoticComponent<ComponentType> | undefined {
  const key = normalizeComponent(component);
  const load = Object.hasOwn(SCREENS, key) ? SCREENS[key] : undefined;
  if (!load) return undefined;
  let page = cache.get(key);
  if (!page) {
    // Section 8: a screen's script that has not arrived after 120 s fails as a ChunkLoadError.
    page = lazy(withChunkTimeout(load));
    cache.set(key, page);
  }
  return page;
}
