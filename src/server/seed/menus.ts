/**
 * The demo menu tree: every functional area of the screen catalogue (spec section 1) as menus, sub-menus
 * and pages, a button row for every permission string the server checks (so the admin role holds them
 * all) and the grants of the demo roles.
 */
import { randomUUID } from 'node:crypto';
import { PERMS } from '../auth/perms.ts';
import { permissions, rolePermissions } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';
export type DemoRole = 'admin' | 'procurement' | 'supplier' | 'canteen';

export interface MenuSeed {
  key: string;
  name: string;
  path: string;
  component?: string;
  componentName?: string;
  icon?: string;
  redirect?: string;
  hidden?: boolean;
  keepAlive?: boolean;
  /** false: in the tree but no route ('0'). */
  route?: boolean;
  /** Roles besides admin that hold this page (a container is granted when any of its pages is). */
  roles?: DemoRole[];
  children?: MenuSeed[];
}

const P: DemoRole[] = ['procurement'];
const S: DemoRole[] = ['supplier'];
const C: DemoRole[] = ['canteen'];
const PC: DemoRole[] = ['procurement', 'canteen'];
const PS: DemoRole[] = ['procurement', 'supplier'];
const EVERYONE: DemoRole[] = ['procurement', 'supplier', 'canteen'];

/** A page: path, component (under src/app/views) and its roles. */
const page = (key: string, name: string, path: string, component: string, roles: DemoRole[] = [], extra: Partial<MenuSeed> = {}): MenuSeed => ({
  key,
  name,
  path,
  component,
  componentName: component.split('/').pop(),
  roles,
  ...extra,
});

/** A container whose children are pages (RouteView renders the matched child). */
const group = (key: string, name: string, path: string, icon: string, children: MenuSeed[], extra: Partial<MenuSeed> = {}): MenuSeed => ({
  key,
  name,
  path,
  component: 'layouts/RouteView',
  icon,
  redirect: children[0]?.path,
  children,
  ...extra,
});

export const MENU_CATALOGUE: MenuSeed[] = [
  group('dashboard', '首页', '/dashboard', 'dashboard', [
    page('dashboard.analysis', '分析页', '/dashboard/analysis', 'dashboard/Analysis', EVERYONE, { keepAlive: true }),
    page('dashboard.workplace', '工作台', '/dashboard/workplace', 'dashboard/Workplace', EVERYONE),
  ], { redirect: '/dashboard/analysis' }),

  group('order', '订单管理', '/order', 'shopping-cart', [
    page('order.group', '订单列表', '/order/order-group', 'order/OrderGroupList', PC, { keepAlive: true }),
    page('order.restaurant', '食堂订单', '/order/restaurant-order', 'order/RestaurantOrderList', PC),
    page('order.allot', '订单分配', '/order/order-allot-groupItem-list', 'order/OrderAllotGroupItemList', PC),
    page('order.supplierMain', '备货单', '/order/order-supplier-main-list', 'order/OrderSupplierMainList', PS),
    page('order.acceptance', '订单验收', '/order/acceptance', 'order/AcceptanceList', PC),
    page('order.acceptanceAudit', '验收审核', '/order/acceptanceAudit', 'order/AcceptanceAuditList', PC),
    page('order.standingBook', '台账', '/order/standing-book', 'order/StandingBookList', PC),
    page('order.subLedger', '商品分账', '/order/goods-sub-ledger', 'order/GoodsSubLedgerList', P),
    page('order.afterSale', '售后管理', '/order/after-sale', 'order/AfterSaleList', EVERYONE),
    group('order.newOrder', '新订单', '/order/new-order', 'file-add', [
      page('order.newOrder.withdraw', '撤回订单', '/order/new-order/withdraw', 'order/newOrder/Withdraw', PC),
      page('order.newOrder.replace', '更换商品', '/order/new-order/replace-product', 'order/newOrder/ReplaceProduct', PC),
      page('order.newOrder.add', '新增商品', '/order/new-order/add-product', 'order/newOrder/AddProduct', PC),
      page('order.newOrder.backFill', '补录订单', '/order/new-order/back-fill', 'order/newOrder/BackFill', PC),
    ]),
  ], { redirect: '/order/order-group' }),

  group('supplier', '供应商管理', '/supplier', 'team', [
    page('supplier.register', '供应商注册', '/supplier/register-list', 'supplier/SupplierRegisterList', P),
    page('supplier.qualification', '资质管理', '/supplier/qualification', 'supplier/QualificationList', PS),
    page('supplier.info', '供应商信息', '/supplier/info', 'supplier/SupplierInfoList', PS),
    page('supplier.contract', '服务合同', '/supplier/contract', 'supplier/ServiceContractList', S),
    page('supplier.payStep', '缴费步骤', '/supplier/pay-step', 'supplier/PayStep', S),
    page('supplier.whiteList', '白名单', '/supplier/white-list', 'supplier/WhiteList', P),
    page('supplier.evaluation', '供应商评价', '/supplier/evaluation', 'supplier/EvaluationList', PC),
    page('supplier.productAudit', '价格审批', '/supplier/supplier-productauditlist', 'supplier/SupplierProductAuditList', P),
  ], { redirect: '/supplier/supplier-productauditlist' }),

  group('product', '商品管理', '/product', 'appstore', [
    page('product.list', '商品列表', '/product/product-list', 'product/ProductList', P),
    page('product.base', '基础商品', '/product/base-product', 'product/BaseProductList', P),
    page('product.price', '商品价格', '/product/price', 'product/ProductPriceList', P),
    page('product.marketPrice', '市场价', '/product/market-price', 'product/MarketPriceList', P),
    page('product.expiration', '保质期配置', '/product/expiration-config', 'product/ExpirationConfig', P),
    page('product.virtual', '虚拟商品', '/product/virtual-item', 'product/VirtualItemList', P),
    page('product.schoolFill', '学校填报', '/product/school-fill', 'product/SchoolFillList', PC),
    page('product.priceRelease', '价格发布', '/product/price-release', 'product/PriceReleaseList', P),
    page('product.supplierPricing', '供应商定价', '/product/supplier-product-list', 'product/SupplierProductList', PS),
  ]),

  group('purchase', '采购管理', '/purchase', 'shopping', [
    page('purchase.bid', '招标管理', '/purchase/bid', 'purchase/BidList', PS),
    page('purchase.rule', '采购规则', '/purchase/rule', 'purchase/PurchaseRuleList', P),
    page('purchase.agreementPrice', '协议价', '/purchase/agreement-price', 'purchase/AgreementPriceList', P),
    page('purchase.cloudGoods', '云商品', '/purchase/cloud-goods', 'purchase/CloudGoodsList', EVERYONE),
    page('purchase.conferencePrice', '会议定价', '/purchase/conference-price', 'purchase/ConferencePriceList', PC),
    page('purchase.threeParty', '三方比价', '/purchase/three-party-price', 'purchase/ThreePartyPriceList', PC),
  ]),

  group('ticket', '发票管理', '/ticket', 'account-book', [
    page('ticket.request', '开票申请', '/ticket/request', 'ticket/TicketRequestList', ['procurement', 'canteen']),
    page('ticket.supplier', '供应商发票', '/ticket/supplier-ticket', 'ticket/SupplierTicketList', S),
    page('ticket.manage', '发票管理', '/ticket/manage', 'ticket/TicketManageList', P),
  ]),

  group('template', '打印模板', '/template', 'printer', [
    page('template.manager', '模板管理', '/template/manager', 'template/TemplateManager', PC, { keepAlive: true }),
    page('template.private', '私有模板', '/template/private', 'template/PrivateTemplateList', P),
    page('template.types', '模板类型', '/template/types', 'template/TemplateTypeList'),
    page('template.designer', '模板设计', '/printDesign/:id', 'template/PrintDesign', P, { hidden: true }),
  ]),

  group('university', '学校食堂', '/university', 'bank', [
    page('university.college', '学校管理', '/university/college', 'university/BaseCollegeList', P),
    page('university.restaurant', '食堂管理', '/university/restaurant', 'university/RestaurantList', PC), // canteen staff read their own
  ]),

  group('system', '系统管理', '/system', 'setting', [
    page('system.user', '用户管理', '/system/user', 'system/UserList'),
    page('system.role', '角色管理', '/system/role', 'system/RoleList'),
    page('system.depart', '部门管理', '/system/depart', 'system/DepartList'),
    page('system.departUser', '我的部门', '/system/depart-user', 'system/DepartUserList', PC), // heads of departments; the server scopes to what they head
    page('system.position', '职务管理', '/system/position', 'system/PositionList'),
    page('system.permission', '菜单管理', '/system/permission', 'system/PermissionList'),
    page('system.dict', '数据字典', '/system/dict', 'system/DictList'),
    page('system.category', '分类字典', '/system/category', 'system/CategoryList'),
    page('system.checkRule', '编码校验规则', '/system/checkRule', 'system/CheckRuleList'),
    page('system.fillRule', '填值规则', '/system/fillRule', 'system/FillRuleList'),
    page('system.dataSource', '多数据源', '/system/dataSource', 'system/DataSourceList'),
    page('system.address', '地址管理', '/system/address', 'system/AddressList'),
    page('system.config', '系统配置', '/system/config', 'system/SysConfigList'),
    page('system.platform', '平台设置', '/system/platform-setting', 'system/PlatformSetting'),
    page('system.dataLog', '数据日志', '/system/dataLog', 'system/DataLogList'),
    page('system.log', '日志管理', '/system/log', 'system/LogList'),
    page('system.quartz', '定时任务', '/system/quartz', 'system/QuartzJobList'),
    page('system.announcement', '系统通告', '/system/announcement', 'system/AnnouncementList'),
    group('system.message', '消息中心', '/system/message', 'message', [
      page('system.message.list', '消息管理', '/system/message/list', 'system/message/MessageList'),
      page('system.message.template', '消息模板', '/system/message/template', 'system/message/MessageTemplateList'),
    ]),
  ]),

  group('monitor', '系统监控', '/monitor', 'fund', [
    page('monitor.service', '服务状态', '/monitor/service', 'monitor/ServiceList'),
    page('monitor.disk', '磁盘监控', '/monitor/disk', 'monitor/DiskInfo'),
    page('monitor.httpTrace', '请求追踪', '/monitor/http-trace', 'monitor/HttpTrace'),
    page('monitor.jvm', 'JVM信息', '/monitor/jvm', 'monitor/JvmInfo'),
    page('monitor.redis', 'Redis监控', '/monitor/redis', 'monitor/RedisInfo'),
    page('monitor.system', '服务器信息', '/monitor/system', 'monitor/SystemInfo'),
    page('monitor.tomcat', 'Tomcat信息', '/monitor/tomcat', 'monitor/TomcatInfo'),
  ]),

  group('online', '在线开发', '/online', 'cloud', [
    page('online.form', '表单开发', '/online/cgform', 'online/CgformList'),
    page('online.report', '报表配置', '/online/cgreport', 'online/CgreportList'),
    page('online.reportView', '报表查看', '/online/report/:code', 'online/ReportView', [], { hidden: true }),
    // the data screen of any form (a published form's own page has the same component and its exact path)
    page('online.formData', '表单数据', '/online/data/:code', 'online/CgformData', [], { hidden: true }),
  ]),

  group('oss', '文件管理', '/oss', 'folder', [page('oss.file', '文件列表', '/oss/file', 'oss/OssFileList')]),

  group('shop', '商城', '/shop', 'shop', [
    page('shop.home', '商城首页', '/shop/home', 'shop/Home', PC),
    page('shop.car', '购物车', '/shop/shopcar', 'shop/ShopCar', PC),
    page('shop.result', '下单结果', '/shop/result', 'shop/OrderResult', PC, { hidden: true }),
  ], { redirect: '/shop/home' }),

  group('account', '个人中心', '/account', 'user', [
    page('account.settings', '个人设置', '/account/settings', 'account/Settings', EVERYONE),
    page('account.announcement', '我的消息', '/isps/userAnnouncement', 'system/UserAnnouncementList', EVERYONE),
  ]),
];

/** Chinese names of the permission strings' buttons and the page each belongs to (by PERMS key). */
const PERM_BUTTONS: Record<string, [menu: string, name: string]> = {
  roleList: ['system.role', '角色列表'],
  roleAdd: ['system.role', '新增角色'],
  roleEdit: ['system.role', '编辑角色'],
  roleDelete: ['system.role', '删除角色'],
  rolePermission: ['system.role', '角色授权'],
  userList: ['system.user', '用户列表'],
  userAdd: ['system.user', '新增用户'],
  userEdit: ['system.user', '编辑用户'],
  userFreeze: ['system.user', '冻结用户'],
  userPassword: ['system.user', '修改密码'],
  userDelete: ['system.user', '删除用户'],
  permissionList: ['system.permission', '菜单列表'],
  permissionAdd: ['system.permission', '新增菜单'],
  permissionEdit: ['system.permission', '编辑菜单'],
  permissionDelete: ['system.permission', '删除菜单'],
  departList: ['system.depart', '部门列表'],
  departAdd: ['system.depart', '新增部门'],
  departEdit: ['system.depart', '编辑部门'],
  departDelete: ['system.depart', '删除部门'],
  departPermission: ['system.depart', '部门授权'],
  dictList: ['system.dict', '字典列表'],
  dictAdd: ['system.dict', '新增字典'],
  dictEdit: ['system.dict', '编辑字典'],
  dictDelete: ['system.dict', '删除字典'],
  announcementList: ['system.announcement', '通告列表'],
  announcementAdd: ['system.announcement', '新增通告'],
  announcementEdit: ['system.announcement', '编辑通告'],
  announcementRelease: ['system.announcement', '发布通告'],
  announcementRevoke: ['system.announcement', '撤销通告'],
  categoryList: ['system.category', '分类列表'],
  checkRuleList: ['system.checkRule', '校验规则列表'],
  auditLogList: ['system.log', '日志列表'],
  configEdit: ['system.config', '编辑配置'],
  fillRuleManage: ['system.fillRule', '填值规则管理'],
  checkRuleEdit: ['system.checkRule', '编辑校验规则'],
  positionManage: ['system.position', '职务管理'],
  dataLogList: ['system.dataLog', '数据日志列表'],
  categoryEdit: ['system.category', '编辑分类'],
  addressManage: ['system.address', '地址管理'],
  dataSourceManage: ['system.dataSource', '数据源管理'],
  serviceList: ['monitor.service', '服务状态'],
  jobManage: ['system.quartz', '任务队列管理'],
  messageManage: ['system.message.template', '消息管理'],
  fileManage: ['oss.file', '文件管理'],
  collegeList: ['university.college', '学校列表'],
  supplierList: ['supplier.info', '供应商列表'],
  contractManage: ['supplier.contract', '合同管理'],
  templateList: ['template.manager', '模板列表'],
  templateAdd: ['template.manager', '新增模板'],
  templateEdit: ['template.manager', '编辑模板'],
  templateDelete: ['template.manager', '删除模板'],
  templateTypeManage: ['template.types', '模板类型管理'],
  templateManage: ['template.manager', '模板管理员'],
  onlineFormManage: ['online.form', '表单开发'],
  onlineReportManage: ['online.report', '报表配置'],
  onlineReportRun: ['online.reportView', '报表查看'],
};

/** Where a permission string without an entry above goes: by its first segment. */
const PAGE_BY_PREFIX: Record<string, string> = {
  system: 'system.user',
  university: 'university.college',
  supplier: 'supplier.info',
  print: 'template.manager',
  monitor: 'monitor.service',
  online: 'online.form',
};

/** Business buttons the demo roles use (no server route checks them yet; they drive the pages' buttons). */
const BUSINESS_BUTTONS: Array<{ menu: string; perms: string; name: string; roles: DemoRole[] }> = [
  { menu: 'order.group', perms: 'order:group:add', name: '新增订单', roles: ['canteen'] },
  { menu: 'order.group', perms: 'order:group:export', name: '导出订单', roles: ['procurement', 'canteen'] },
  { menu: 'order.acceptance', perms: 'order:acceptance:check', name: '验收', roles: ['canteen'] },
  { menu: 'order.acceptanceAudit', perms: 'order:acceptance:audit', name: '验收审核', roles: ['procurement'] },
  { menu: 'order.supplierMain', perms: 'order:supplier:stock', name: '备货', roles: ['supplier'] },
  { menu: 'order.afterSale', perms: 'order:afterSale:add', name: '申请售后', roles: ['canteen'] },
  { menu: 'order.newOrder.backFill', perms: 'order:backFill:add', name: '补录', roles: ['canteen'] },
  { menu: 'order.newOrder.add', perms: 'order:group:addProduct', name: '新增商品', roles: ['canteen'] },
  { menu: 'product.supplierPricing', perms: 'product:supplier:price', name: '报价', roles: ['supplier'] },
  { menu: 'product.priceRelease', perms: 'product:price:release', name: '发布价格', roles: ['procurement'] },
  { menu: 'purchase.bid', perms: 'purchase:bid:add', name: '发起招标', roles: ['procurement'] },
];

/** Which permission strings each demo role holds besides its pages' business buttons (admin holds all). */
const ROLE_PERMS: Record<Exclude<DemoRole, 'admin'>, string[]> = {
  procurement: [PERMS.templateList, PERMS.templateAdd, PERMS.templateEdit, PERMS.collegeList],
  supplier: [],
  canteen: [PERMS.templateList],
};

type PermissionInsert = typeof permissions.$inferInsert;

/** The permission rows of the demo catalogue and the role of each grant, before anything is written. */
export function demoPermissionRows(): { rows: PermissionInsert[]; grants: Array<[DemoRole, string]>; keys: Record<string, string> } {
  const rows: PermissionInsert[] = [];
  const grants: Array<[DemoRole, string]> = [];
  const keys: Record<string, string> = {};
  const grant = (roles: Iterable<DemoRole>, id: string) => {
    for (const role of new Set<DemoRole>(['admin', ...roles])) grants.push([role, id]);
  };
  const walk = (items: MenuSeed[], parentId: string | null): Set<DemoRole> => {
    const subtreeRoles = new Set<DemoRole>();
    items.forEach((item, sortNo) => {
      const id = randomUUID();
      keys[item.key] = id;
      rows.push({
        id,
        parentId,
        name: item.name,
        url: item.path,
        component: item.component,
        componentName: item.componentName,
        redirect: item.redirect,
        icon: item.icon,
        menuType: parentId ? 1 : 0,
        sortNo: sortNo + 1,
        route: item.route ?? true,
        hidden: item.hidden ?? false,
        keepAlive: item.keepAlive ?? false,
        createdBy: 'admin',
      });
      const roles = new Set<DemoRole>(item.roles ?? []);
      if (item.children) for (const role of walk(item.children, id)) roles.add(role);
      grant(roles, id);
      for (const role of roles) subtreeRoles.add(role);
    });
    return subtreeRoles;
  };
  walk(MENU_CATALOGUE, null);

  const button = (menu: string, perms: string, name: string, sortNo: number): string => {
    const id = randomUUID();
    rows.push({ id, parentId: keys[menu], name, menuType: 2, perms, permsType: '1', sortNo, createdBy: 'admin' });
    return id;
  };
  Object.entries(PERMS).forEach(([key, perms], index) => {
    const [menu, name] = PERM_BUTTONS[key] ?? [PAGE_BY_PREFIX[perms.split(':')[0]] ?? 'system.user', key];
    const roles = (Object.keys(ROLE_PERMS) as Array<keyof typeof ROLE_PERMS>).filter((role) => ROLE_PERMS[role].includes(perms));
    grant(roles, button(menu, perms, name, index + 1));
  });
  BUSINESS_BUTTONS.forEach(({ menu, perms, name, roles }, index) => grant(roles, button(menu, perms, name, index + 1)));
  return { rows, grants, keys };
}

/** Write the demo menus, pages and buttons and grant them to the demo roles. */
export async function seedMenus({ db, ids }: SeedContext): Promise<void> {
  const { rows, grants, keys } = demoPermissionRows();
  await db.insert(permissions).values(rows);
  await db.insert(rolePermissions).values(grants.map(([role, permissionId]) => ({ roleId: ids[`role:${role}`], permissionId })));
  for (const [key, id] of Object.entries(keys)) ids[`menu:${key}`] = id;
}
