/**
 * The PAGES engineer's strings (zh), reached as t('pages.<key>'). Nested objects, string leaves,
 * {param} placeholders; keep the same keys in zh/pages.ts and en/pages.ts (a test compares them).
 */
import type { Dict } from '../types.ts';
import workplace from './pages-workplace.ts';
import operations from './pages-operations.ts';
import systemAdmin from './pages-system-admin.ts';
import orderPrint from './pages-orderPrint.ts';
import catalogue from './pages-catalogue.ts';
import onlinePages from './pages-online.ts';
import afterSalePages from './pages-afterSale.ts';
import suppliers from './pages-suppliers.ts';
import directory from './pages-directory.ts';
import schools from './pages-schools.ts';
import purchasePricing from './pages-purchasePricing.ts';
import tickets from './pages-tickets.ts';
import purchaseBids from './pages-purchaseBids.ts';
import systemExtra from './pages-system-extra.ts';
import breakdown from './pages-breakdown.ts';
import payStep from './pages-payStep.ts';

export default {
  ...tickets,
  common: {
    printing: { title: '打印', template: '模板', noTemplate: '没有可用的模板', start: '打印', printed: '已生成 {pages} 页 PDF' },
    search: '查询', reset: '重置', add: '新增', edit: '编辑', delete: '删除', save: '保存', cancel: '取消', ok: '确定',
    actions: '操作', description: '描述', createTime: '创建时间', updateBy: '更新人', updateTime: '更新时间', sortNo: '排序',
    empty: '暂无数据', total: '共 {total} 条', totalAbout: '约 {total} 条', selectAll: '全选', yes: '是', confirmTitle: '确认操作',
    addSuccess: '添加成功！', editSuccess: '编辑成功！', deleteSuccess: '删除成功！', saveSuccess: '保存成功！',
    attach: {
      upload: '上传', view: '查看', image: '图片', uploading: '上传中…', addImage: '添加图片', remove: '移除第 {n} 张图片',
      imagesHint: '支持 jpg、png、gif，最多 {max} 张，第一张显示在列表中',
    },
  },
  analysis: {
    title: '分析页', greeting: '{name}，欢迎回来', goHandle: '去处理', recentAnnouncements: '最新公告', more: '更多',
    noAnnouncements: '暂无公告',
    ordersTitle: '近 {days} 天订单（按下单日期）', orderCount: '订单行数', orderAmount: '订单金额（元）', ordersFailed: '订单统计加载失败',
  },
  user: {
    title: '用户管理', add: '新增用户', edit: '编辑用户', username: '用户账号', realname: '用户姓名', password: '登录密码',
    confirmPassword: '确认密码', newPassword: '新密码', phone: '手机号码', email: '邮箱', userType: '用户类型', roles: '角色',
    departs: '所属部门', status: '状态', freeze: '冻结', unfreeze: '解冻', changePassword: '修改密码',
    confirmFreeze: '确定冻结选中的 {count} 个用户吗？', confirmUnfreeze: '确定解冻选中的 {count} 个用户吗？',
    frozen: '冻结成功！', unfrozen: '解冻成功！', passwordChanged: '密码修改成功！',
    type: { 1: '采购', 2: '供应商', 3: '食堂', 4: '平台' },
    statusText: { 1: '正常', 2: '冻结' },
  },
  role: {
    title: '角色管理', add: '新增角色', edit: '编辑角色', roleName: '角色名称', roleCode: '角色编码', landingPath: '登录首页',
    grant: '授权', permissionTitle: '角色授权：{name}', checkAll: '全部勾选', uncheckAll: '取消全选', expandAll: '展开全部', searchPermission: '搜索菜单或按钮',
    collapseAll: '折叠全部', confirmDelete: '确定删除角色「{name}」吗？',
    rule: {
      nameRequired: '请输入角色名称', codeRequired: '请输入角色编码', codeFormat: '角色编码只能包含字母、数字、下划线或减号',
      codeTaken: '角色编码已存在', landingPath: '登录首页必须以 / 开头',
    },
  },
  depart: {
    title: '部门管理', addRoot: '添加一级部门', addChild: '添加下级', addChildTitle: '在「{name}」下添加部门', editTitle: '编辑：{name}',
    departName: '部门名称', orgCode: '机构编码', orgCodeHint: '留空则自动生成', orgCategory: '机构类别',
    category: { 1: '公司/机构', 2: '部门', 3: '岗位' }, searchPlaceholder: '输入部门名称或编码搜索',
    confirmDelete: '确定删除部门「{name}」吗？',
    rule: { nameRequired: '请输入部门名称', orgCodeTaken: '机构编码已存在' },
  },
  permission: {
    title: '菜单管理', add: '新增菜单', edit: '编辑菜单', addChild: '添加下级', menuType: '类型', name: '名称', parent: '上级菜单',
    url: '路径', component: '前端组件', redirect: '默认跳转', icon: '图标', perms: '授权标识', permsType: '授权策略',
    status: '状态', route: '是否路由', hidden: '隐藏', keepAlive: '缓存页面', external: '外部链接',
    type: { 0: '一级菜单', 1: '子菜单', 2: '按钮/权限' },
    permsTypeText: { 1: '可见/可访问', 2: '可编辑' }, statusText: { 0: '无效', 1: '有效' },
    confirmDelete: '确定删除「{name}」吗？',
    rule: {
      nameRequired: '请输入名称', permsRequired: '按钮必须填写授权标识', urlRequired: '请输入路径', parentRequired: '请选择上级菜单',
      parentSelf: '上级菜单不能是自己',
    },
  },
  dict: {
    title: '数据字典', add: '新增字典', edit: '编辑字典', dictName: '字典名称', dictCode: '字典编码', items: '字典配置',
    itemsTitle: '字典项：{name}', addItem: '新增字典项', editItem: '编辑字典项', itemText: '名称', itemValue: '数据值',
    status: '状态', enabled: '启用', disabled: '禁用',
    confirmDelete: '确定删除字典「{name}」吗？它的全部字典项会一并删除，且不能恢复。',
    confirmDeleteItem: '确定删除字典项「{name}」吗？',
    rule: {
      nameRequired: '请输入字典名称', codeRequired: '请输入字典编码', codeFormat: '字典编码只能包含字母、数字、下划线或减号',
      codeTaken: '字典编码已存在', itemTextRequired: '请输入名称', itemValueRequired: '请输入数据值',
    },
  },
  announcement: {
    title: '系统通告', add: '新增通告', edit: '编辑通告', titile: '标题', category: '消息类型', priorityLabel: '优先级',
    msgType: '通告对象', users: '指定用户', startTime: '开始时间', endTime: '结束时间', openType: '打开方式', openPage: '打开页面',
    content: '内容', sendStatus: '发布状态', sender: '发布人', sendTime: '发布时间', release: '发布', revoke: '撤销',
    categoryText: { 1: '通知公告', 2: '系统消息' },
    priority: { L: '一般', M: '重要', H: '紧急' },
    msgTypeText: { ALL: '全体用户', USER: '指定用户' },
    openTypeText: { url: '链接', component: '组件' },
    status: { 0: '未发布', 1: '已发布', 2: '已撤销' },
    confirm: { release: '确定发布「{title}」吗？', revoke: '确定撤销「{title}」吗？', delete: '确定删除「{title}」吗？' },
    done: { release: '该系统通知发布成功', revoke: '该系统通知撤销成功', delete: '删除成功！' },
    rule: {
      titleRequired: '请输入标题', titleLength: '标题不能超过 100 个字符', usersRequired: '请选择用户',
      timeRange: '结束时间不能早于开始时间', openPageRequired: '请输入打开页面',
    },
  },
  platform: {
    title: '平台设置', hint: '平台设置保存在数据字典 sys_setting 中，登录页与侧边栏读取这些值。', missing: '未找到数据字典 sys_setting',
    upload: '上传', nothingChanged: '没有需要保存的修改', on: '开启', off: '关闭', imageHint: '上传图片（jpg、png、gif），或填写站内路径（如 /images/logo.svg）、http(s) 地址',
    key: {
      platformName: '平台名称', institutionName: '机构名称', registerEnable: '开放注册', casEnable: '单点登录', icp: '备案号',
      logo: 'Logo', ico: '网站图标', bg: '登录背景图',
    },
    config: {
      title: '系统参数', hint: '供应商合同、缴费提示等功能读取的平台配置项，逐项保存。', tooLong: '不能超过 {max} 个字符',
      key: {
        SYS_CONFIG_PLATFORM_NAME: '平台名称', SYS_CONFIG_PLATFORM_LOGO: '平台Logo', SYS_CONFIG_PAY_TIPS: '缴费提示',
        SYS_CONFIG_PAY_CONTRACT_TEMPLATE: '合同模板地址', SYS_CONFIG_CONTRACT_TITLE: '合同标题', SYS_CONFIG_CONTRACT_CHECK: '校验供应商合同',
      },
    },
  },
  jobs: {
    title: '任务队列', queues: '队列', queue: '队列', queued: '等待中', active: '运行中', failed: '失败', completed: '已完成', cancelled: '已取消',
    state: '状态', progress: '进度', attempts: '尝试', createdOn: '创建时间', startedOn: '开始时间', completedOn: '结束时间',
    worker: '执行进程', error: '错误', retry: '重试', cancel: '取消', refresh: '刷新', none: '—',
    stateText: { created: '等待中', retry: '等待重试', active: '运行中', completed: '已完成', cancelled: '已取消', failed: '失败' },
    queueName: { print_batch: '批量打印', sms_send: '短信发送', files_expire: '过期打印结果清理', records_sweep: '登录记录清理', message_send: '消息发送' },
    confirm: { retry: '确定重试任务「{name}」吗？', cancel: '确定取消任务「{name}」吗？运行中的批量打印会在当前部分完成后停止。' },
    done: { retry: '已重新排队', cancel: '已取消' },
  },
  log: {
    title: '日志管理', time: '时间', username: '操作人', action: '操作', target: '对象', ip: 'IP', detail: '详情', view: '查看',
    from: '开始日期', to: '结束日期',
  },
  template: {
    managerTitle: '模板管理', privateTitle: '私有模板', name: '模板名称', type: '模板类型', scope: '可见范围',
    scopePrivate: '私有', scopeShared: '共享', scopeOption: { all: '全部', private: '私有', shared: '共享' }, version: '版本',
    create: '新建模板', createAndDesign: '创建并设计', private: '私有模板', privateHint: '私有模板只有自己可见',
    design: '设计', copy: '复制', copySuffix: ' - 副本', copied: '复制成功！', confirmDelete: '确定删除模板「{name}」吗？',
    tabTemplates: '模板', tabRestorable: '已删除与他人私有', state: '状态', stateDeleted: '已删除', statePrivate: '{owner} 私有',
    createdBy: '创建人', restore: '恢复', confirmRestore: '确定恢复模板「{name}」吗？', confirmRestoreHint: '已删除的模板恢复原样；他人私有的模板改为共享，所有人可见。',
    restored: '恢复成功！',
    rule: { nameRequired: '请输入模板名称' },
  },
  templateType: {
    title: '模板类型', add: '新增类型', edit: '编辑类型', name: '类型名称', code: '类型编码',
    confirmDelete: '确定删除模板类型「{name}」吗？',
    rule: { nameRequired: '请输入类型名称', codeRequired: '请输入类型编码', codeTaken: '类型编码已存在' },
  },
  order: {
    done: '操作成功', dispatched: '已发货，送货单已生成', orderNo: '订单号', groupNo: '订单组号', canteen: '食堂', arrivalDate: '到货日期',
    arrivalFrom: '到货日期从', arrivalTo: '到货日期至', product: '商品', quantity: '数量', price: '单价', amount: '金额（元）',
    supplier: '供应商', status: '状态', note: '备注', orderCount: '订单数', lineCount: '商品行数',
    dispatchSelected: '发货所选（{count}）', receivedQty: '验收数量', rejectedQty: '拒收数量', closeShortfall: '差额不再补送（关闭差额）',
    rejectReason: '拒收原因', reason: '原因',
    action: { allot: '分配', accept: '接单', reject: '拒单', dispatch: '发货', check: '验收', approve: '审核通过', sendBack: '退回', withdraw: '撤回' },
    queue: { supplierAcceptance: '待备货', supplierAudit: '待接单', restaurantCheck: '待验收', restaurantCheckout: '待分配供应商', procurementAudit: '待采购审核' },
    title: { allot: '订单分配', supplierMain: '备货单', acceptance: '订单验收', acceptanceAudit: '验收审核', groups: '订单列表' },
  },
  shop: {
    title: '商城首页', canteen: '食堂', arrivalDate: '到货日期', slot: '配送时段', keyword: '商品名称', product: '商品', category: '分类',
    spec: '规格', price: '协议价', supplier: '供应商', count: '数量', add: '加入购物车', cart: '购物车（{count}）', total: '合计：{total} 元',
    sum: '小计', cartTitle: '购物车', summary: '到货日期 {date}，时段 {slot}，合计 {total} 元', continue: '继续选购', submit: '提交订单',
    resultTitle: '下单结果', placed: '下单成功', orderNo: '订单号：{orderNo}', viewOrders: '查看订单',
    minOrder: '起订 {min}{unit}', belowMinOrder: '起订量 {min}{unit}',
  },
  accountSettings: {
    notifications: '通知', noticePopups: '新公告到达时弹出提示', desktopNotices: '页面在后台时显示桌面通知', desktopNoticesHint: '首次打开时浏览器会请求通知权限', bellCounts: '铃铛数字包含待办数量',
    title: '个人设置', account: '账户', preferences: '偏好', language: '界面语言', menuTheme: '导航主题', dark: '深色', light: '浅色',
    preferencesHint: '偏好保存在本机浏览器中，与 系统设置 抽屉中的设置相同。',
  },
  region: { province: '省/直辖市', city: '市', district: '区/县', nothingFound: '无匹配项' },
  ...workplace,
  ...operations,
  ...systemAdmin,
  ...orderPrint,
  ...catalogue,
  ...onlinePages,
  ...afterSalePages,
  ...suppliers,
  ...directory,
  ...schools,
  ...purchasePricing,
  ...purchaseBids,
  ...systemExtra,
  ...breakdown,
  ...payStep,
} satisfies Dict;
