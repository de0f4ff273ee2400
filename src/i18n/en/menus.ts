/**
 * English titles of the menus the product ships, keyed by the Chinese title the server seeds
 * (src/server/seed/menus.ts) and read through menuTitle() (src/shell/menu/menuTitle.ts). A title an
 * administrator typed or renamed has no entry and is shown as typed. Each name fits the 200 px side
 * menu on one line: about 115 px of text beside a top-level icon and chevron (hence "Orders", not
 * "Order Management"), about 155 px one level down. Keys hold no dot: t() reads dotted keys as paths.
 */
import type { Dict } from '../types.ts';

export default {
  '首页': 'Dashboard',
  '分析页': 'Analysis',
  '工作台': 'Workplace',

  '订单管理': 'Orders',
  '订单列表': 'Order List',
  '食堂订单': 'Canteen Orders',
  '订单分配': 'Order Allocation',
  '备货单': 'Picking Lists',
  '订单验收': 'Order Acceptance',
  '验收审核': 'Acceptance Review',
  '台账': 'Ledger',
  '商品分账': 'Product Sub-Ledger',
  '售后管理': 'After-Sales',
  '新订单': 'New Order',
  '撤回订单': 'Withdraw Order',
  '更换商品': 'Replace Product',
  '新增商品': 'Add Product',
  '补录订单': 'Backfill Order',

  '供应商管理': 'Suppliers',
  '供应商注册': 'Supplier Registration',
  '资质管理': 'Qualifications',
  '供应商信息': 'Supplier Info',
  '服务合同': 'Service Contracts',
  '缴费步骤': 'Fee Payment',
  '白名单': 'Whitelist',
  '供应商评价': 'Supplier Ratings',
  '价格审批': 'Price Approval',

  '商品管理': 'Products',
  '商品列表': 'Product List',
  '基础商品': 'Base Products',
  '商品价格': 'Product Prices',
  '市场价': 'Market Prices',
  '保质期配置': 'Shelf-Life Settings',
  '虚拟商品': 'Virtual Products',
  '学校填报': 'School Submissions',
  '价格发布': 'Price Publishing',
  '供应商定价': 'Supplier Pricing',

  '采购管理': 'Procurement',
  '招标管理': 'Tenders',
  '采购规则': 'Purchasing Rules',
  '协议价': 'Agreed Prices',
  '云商品': 'Cloud Products',
  '会议定价': 'Committee Pricing',
  '三方比价': 'Quote Comparison',

  '发票管理': 'Invoices',
  '开票申请': 'Invoice Requests',
  '供应商发票': 'Supplier Invoices',

  '打印模板': 'Print Templates',
  '模板管理': 'Templates',
  '私有模板': 'Private Templates',
  '模板类型': 'Template Types',
  '模板设计': 'Template Designer',

  '学校食堂': 'School Dining',
  '学校管理': 'Schools',
  '食堂管理': 'Canteens',

  '系统管理': 'System',
  '用户管理': 'Users',
  '角色管理': 'Roles',
  '部门管理': 'Departments',
  '我的部门': 'My Department',
  '职务管理': 'Positions',
  '菜单管理': 'Menus',
  '数据字典': 'Dictionaries',
  '分类字典': 'Category Dictionary',
  '编码校验规则': 'Code Validation Rules',
  '填值规则': 'Fill Rules',
  '多数据源': 'Data Sources',
  '地址管理': 'Addresses',
  '系统配置': 'System Parameters',
  '平台设置': 'Platform Settings',
  '数据日志': 'Data Log',
  '日志管理': 'Audit Log',
  '定时任务': 'Scheduled Jobs',
  '系统通告': 'Announcements',
  '消息中心': 'Message Center',
  '消息管理': 'Messages',
  '消息模板': 'Message Templates',

  '系统监控': 'Monitoring',
  '服务状态': 'Service Status',
  '磁盘监控': 'Disk Usage',
  '请求追踪': 'Request Trace',
  'JVM信息': 'JVM Info',
  'Redis监控': 'Redis Monitor',
  '服务器信息': 'Server Info',
  'Tomcat信息': 'Tomcat Info',

  '在线开发': 'Low-Code',
  '表单开发': 'Form Builder',
  '报表配置': 'Report Setup',
  '报表查看': 'Report Viewer',
  '表单数据': 'Form Data',

  '文件管理': 'Files',
  '文件列表': 'File List',

  '商城': 'Shop',
  '商城首页': 'Shop Home',
  '购物车': 'Cart',
  '下单结果': 'Order Placed',

  '个人中心': 'My Account',
  '个人设置': 'My Settings',
  '我的消息': 'My Messages',
} satisfies Dict;
