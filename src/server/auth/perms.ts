/**
 * The permission strings the server checks, in one place. The demo menu seed grants them through button
 * rows (menuType 2) so that the admin role holds all of them; a test keeps the two in step.
 */
export const PERMS = {
  // system administration
  roleList: 'system:role:list',
  roleAdd: 'system:role:add',
  roleEdit: 'system:role:edit',
  roleDelete: 'system:role:delete',
  rolePermission: 'system:role:permission',
  userList: 'system:user:list',
  userAdd: 'system:user:add',
  userEdit: 'system:user:edit',
  userFreeze: 'system:user:frozen',
  userPassword: 'system:user:changePassword',
  userDelete: 'system:user:delete',
  permissionList: 'system:permission:list',
  permissionAdd: 'system:permission:add',
  permissionEdit: 'system:permission:edit',
  permissionDelete: 'system:permission:delete',
  departList: 'system:depart:list',
  departAdd: 'system:depart:add',
  departEdit: 'system:depart:edit',
  departDelete: 'system:depart:delete',
  departPermission: 'system:depart:permission',
  dictList: 'system:dict:list',
  dictAdd: 'system:dict:add',
  dictEdit: 'system:dict:edit',
  dictDelete: 'system:dict:delete',
  announcementList: 'system:annount:list',
  announcementAdd: 'system:annount:add',
  announcementEdit: 'system:annount:edit',
  announcementRelease: 'system:annount:release',
  announcementRevoke: 'system:annount:revoke',
  categoryList: 'system:category:list',
  checkRuleList: 'system:checkRule:list',
  auditLogList: 'system:log:list',
  configEdit: 'system:config:edit',
  // system administration, the rest (issue 21)
  fillRuleManage: 'system:fillRule:manage',
  checkRuleEdit: 'system:checkRule:edit',
  positionManage: 'system:position:manage',
  dataLogList: 'system:dataLog:list',
  /** 分类字典 edits, 地址管理, 多数据源 (issue 21). */
  categoryEdit: 'system:category:edit',
  addressManage: 'system:address:manage',
  dataSourceManage: 'system:dataSource:manage',
  serviceList: 'monitor:service:list',
  /** The job queues: list, retry and cancel jobs (issue 15). */
  jobManage: 'system:job:manage',
  /** Message templates, sending and the send log (issue 21). */
  messageManage: 'system:message:manage',
  /** The file list: browse every stored file, delete unreferenced ones (issue 21). */
  fileManage: 'oss:file:manage',
  // business
  collegeList: 'university:college:list',
  supplierList: 'supplier:list',
  contractManage: 'supplier:contract:manage',
  // print templates
  templateList: 'print:template:list',
  templateAdd: 'print:template:add',
  templateEdit: 'print:template:edit',
  templateDelete: 'print:template:delete',
  templateTypeManage: 'print:templateType:manage',
  /** A template administrator: changes any template's visibility, lists and restores deleted and others' private ones. */
  templateManage: 'print:template:manage',
  // online development (issue 22); a published form's own buttons are online:<code>:list|add|edit|delete
  onlineFormManage: 'online:form:manage',
  onlineReportManage: 'online:report:manage',
  onlineReportRun: 'online:report:run',
} as const;

export type Perm = (typeof PERMS)[keyof typeof PERMS];
