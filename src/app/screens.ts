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
  'dashboard/Workplace': () => import('../pages/dashboard/Workplace/index.tsx'),
  'system/UserList': () => import('../pages/system/UserList/index.tsx'),
  'system/RoleList': () => import('../pages/system/RoleList/index.tsx'),
  'system/DepartList': () => import('../pages/system/DepartList/index.tsx'),
  'system/PermissionList': () => import('../pages/system/PermissionList/index.tsx'),
  'system/DictList': () => import('../pages/system/DictList/index.tsx'),
  'system/AnnouncementList': () => import('../pages/system/AnnouncementList/index.tsx'),
  'system/PlatformSetting': () => import('../pages/system/PlatformSetting/index.tsx'),
  'system/LogList': () => import('../pages/system/LogList/index.tsx'),
  'system/FillRuleList': () => import('../pages/system/FillRuleList/index.tsx'),
  'system/CheckRuleList': () => import('../pages/system/CheckRuleList/index.tsx'),
  'system/DepartUserList': () => import('../pages/system/DepartUserList/index.tsx'),
  'system/CategoryList': () => import('../pages/system/CategoryList/index.tsx'),
  'system/AddressList': () => import('../pages/system/AddressList/index.tsx'),
  'system/DataSourceList': () => import('../pages/system/DataSourceList/index.tsx'),
  'system/PositionList': () => import('../pages/system/PositionList/index.tsx'),
  'system/SysConfigList': () => import('../pages/system/SysConfigList/index.tsx'),
  'system/DataLogList': () => import('../pages/system/DataLogList/index.tsx'),
  'system/QuartzJobList': () => import('../pages/system/QuartzJobList/index.tsx'),
  'system/UserAnnouncementList': () => import('../pages/isps/UserAnnouncementList.tsx'),
  'template/TemplateManager': () => import('../pages/template/TemplateManager/index.tsx'),
  'template/PrivateTemplateList': () => import('../pages/template/PrivateTemplateList/index.tsx'),
  'template/TemplateTypeList': () => import('../pages/template/TemplateTypeList/index.tsx'),
  'template/PrintDesign': () => import('../designer/DesignerPage.tsx'),
  'university/BaseCollegeList': () => import('../pages/schools/CollegeList.tsx'),
  'university/RestaurantList': () => import('../pages/schools/RestaurantList.tsx'),
  'order/OrderGroupList': () => import('../pages/order/OrderGroupList.tsx'),
  'order/OrderAllotGroupItemList': () => import('../pages/order/OrderAllotGroupItemList.tsx'),
  'order/OrderSupplierMainList': () => import('../pages/order/OrderSupplierMainList.tsx'),
  'order/AcceptanceList': () => import('../pages/order/AcceptanceList.tsx'),
  'order/AcceptanceAuditList': () => import('../pages/order/AcceptanceAuditList.tsx'),
  'order/RestaurantOrderList': () => import('../pages/order/RestaurantOrderList.tsx'),
  'order/StandingBookList': () => import('../pages/order/StandingBookList.tsx'),
  'order/GoodsSubLedgerList': () => import('../pages/order/GoodsSubLedgerList.tsx'),
  'order/AfterSaleList': () => import('../pages/order/afterSale/AfterSaleList.tsx'),
  'purchase/CloudGoodsList': () => import('../pages/purchase/pricing/CloudGoodsList.tsx'),
  'purchase/ConferencePriceList': () => import('../pages/purchase/pricing/ConferencePriceList.tsx'),
  'purchase/ThreePartyPriceList': () => import('../pages/purchase/pricing/ThreePartyPriceList.tsx'),
  'ticket/TicketRequestList': () => import('../pages/ticket/TicketRequestList.tsx'),
  'ticket/SupplierTicketList': () => import('../pages/ticket/SupplierTicketList.tsx'),
  'ticket/TicketManageList': () => import('../pages/ticket/TicketManageList.tsx'),
  'order/newOrder/Withdraw': () => import('../pages/order/newOrder/Withdraw.tsx'),
  'order/newOrder/ReplaceProduct': () => import('../pages/order/newOrder/ReplaceProduct.tsx'),
  'order/newOrder/AddProduct': () => import('../pages/order/newOrder/AddProduct.tsx'),
  'order/newOrder/BackFill': () => import('../pages/order/newOrder/BackFill.tsx'),
  'shop/Home': () => import('../pages/shop/Home.tsx'),
  'shop/ShopCar': () => import('../pages/shop/ShopCar.tsx'),
  'shop/OrderResult': () => import('../pages/shop/OrderResult.tsx'),
  'account/Settings': () => import('../pages/account/Settings/index.tsx'),
  'system/message/MessageTemplateList': () => import('../pages/system/message/MessageTemplateList.tsx'),
  'system/message/MessageList': () => import('../pages/system/message/MessageList.tsx'),
  'monitor/ServiceList': () => import('../pages/monitor/ServiceList.tsx'),
  'monitor/DiskInfo': () => import('../pages/monitor/DiskInfo.tsx'),
  'monitor/HttpTrace': () => import('../pages/monitor/HttpTrace.tsx'),
  'monitor/JvmInfo': () => import('../pages/monitor/JvmInfo.tsx'),
  'monitor/RedisInfo': () => import('../pages/monitor/RedisInfo.tsx'),
  'monitor/SystemInfo': () => import('../pages/monitor/SystemInfo.tsx'),
  'monitor/TomcatInfo': () => import('../pages/monitor/TomcatInfo.tsx'),
  'oss/OssFileList': () => import('../pages/oss/OssFileList.tsx'),
  'screen/Screen': () => import('../pages/screen/Screen.tsx'),
  // the catalogue (issue 19)
  'product/ProductList': () => import('../pages/product/ProductList.tsx'),
  'product/BaseProductList': () => import('../pages/product/BaseProductList.tsx'),
  'product/SupplierProductList': () => import('../pages/product/SupplierProductList.tsx'),
  'product/ProductPriceList': () => import('../pages/product/ProductPriceList.tsx'),
  'product/MarketPriceList': () => import('../pages/product/MarketPriceList.tsx'),
  'product/ExpirationConfig': () => import('../pages/product/ExpirationConfig.tsx'),
  'product/VirtualItemList': () => import('../pages/product/VirtualItemList.tsx'),
  'product/SchoolFillList': () => import('../pages/product/SchoolFillList.tsx'),
  'product/PriceReleaseList': () => import('../pages/product/PriceReleaseList.tsx'),
  // bids (issue 20)
  'purchase/BidList': () => import('../pages/purchase/BidList.tsx'),
  'purchase/PurchaseRuleList': () => import('../pages/purchase/PurchaseRuleList.tsx'),
  'purchase/AgreementPriceList': () => import('../pages/purchase/AgreementPriceList.tsx'),
  'supplier/SupplierProductAuditList': () => import('../pages/supplier/SupplierProductAuditList.tsx'),
  'online/CgformList': () => import('../pages/online/CgformList.tsx'),
  'online/CgformData': () => import('../pages/online/CgformData.tsx'),
  'online/CgreportList': () => import('../pages/online/CgreportList.tsx'),
  'online/ReportView': () => import('../pages/online/ReportView.tsx'),
  'supplier/SupplierRegisterList': () => import('../pages/supplier/SupplierRegisterList.tsx'),
  'supplier/QualificationList': () => import('../pages/supplier/QualificationList.tsx'),
  'supplier/WhiteList': () => import('../pages/supplier/WhiteList.tsx'),
  'supplier/SupplierInfoList': () => import('../pages/supplier/SupplierInfoList.tsx'),
  'supplier/ServiceContractList': () => import('../pages/supplier/ServiceContractList.tsx'),
  'supplier/EvaluationList': () => import('../pages/supplier/EvaluationList.tsx'),
  'supplier/PayStep': () => import('../pages/supplier/PayStep.tsx'),
  // the router table's supplier directory (/index/SupplierList)
  'index/SupplierList': () => import('../pages/supplier/directory/SupplierDirectory.tsx'),
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
