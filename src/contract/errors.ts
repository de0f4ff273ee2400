/**
 * The error catalogue: every error the API answers with, in one place, shared by the server (which
 * answers with it) and the browser (which validates forms with the same rules, ./rules, and shows these
 * messages, src/i18n/ruleMessage.ts): HTTP status, envelope code and the message in each
 * language the back office speaks (Chinese by default; English when the request asks for it).
 * Business errors answer HTTP 200 with success false; authentication 401; permission 403.
 * Each feature keeps its errors in its own section below.
 */
export interface ErrorDefinition {
  status: number;
  zh: string;
  en: string;
}

const define = <T extends Record<string, ErrorDefinition>>(table: T): T => table;

export const ERRORS = define({
  // --- general ---
  INTERNAL: { status: 500, zh: '服务器内部错误', en: 'Internal server error' },
  BAD_REQUEST: { status: 400, zh: '请求参数错误：{detail}', en: 'Invalid request: {detail}' },
  NOT_FOUND: { status: 404, zh: '资源不存在', en: 'Resource not found' },
  RECORD_NOT_FOUND: { status: 200, zh: '未找到对应数据', en: 'No such record' },
  INPUT_JSON_INVALID: { status: 400, zh: '请求内容不是有效的 JSON：{detail}', en: 'The request body is not valid JSON: {detail}' },
  INPUT_TOO_DEEP: { status: 400, zh: '请求内容嵌套过深（{path}，最多 {max} 层）', en: 'The request body is nested too deeply ({path}, at most {max} levels)' },
  INPUT_BAD_CHARACTER: { status: 400, zh: '{path} 含有无法保存的字符（NUL 或不成对的代理项）', en: '{path} contains a character that cannot be stored (NUL or an unpaired surrogate)' },
  INPUT_OUT_OF_RANGE: { status: 400, zh: '数值超出允许范围', en: 'A number is out of the allowed range' },
  INPUT_INVALID_VALUE: { status: 400, zh: '参数值格式不正确', en: 'A value has the wrong format' },
  PAGE_NO_TOO_LARGE: { status: 400, zh: '页码不能大于 {max}', en: 'The page number may be at most {max}' },
  TOO_MANY_REQUESTS: { status: 429, zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  // --- session ---
  UNAUTHORIZED: { status: 401, zh: '未授权，请重新登录', en: 'Unauthorized, please log in again' },
  TOKEN_EXPIRED: { status: 401, zh: 'Token失效，请重新登录', en: 'Login expired, please log in again' },
  FORBIDDEN: { status: 403, zh: '拒绝访问：缺少权限 {perm}', en: 'Access denied: missing permission {perm}' },
  LOGIN_FAILED: { status: 200, zh: '用户名或密码错误', en: 'Wrong username or password' },
  USER_FROZEN_SESSION: { status: 401, zh: '该用户已冻结，请联系管理员', en: 'This user is frozen; please contact the administrator' },
  USER_FROZEN: { status: 200, zh: '该用户已冻结', en: 'This user is frozen' },
  LOGIN_THROTTLED: { status: 200, zh: '登录失败次数过多，请 {minutes} 分钟后再试', en: 'Too many failed logins; try again in {minutes} minutes' },
  USERNAME_REQUIRED: { status: 200, zh: '请输入用户名', en: 'Please enter the username' },
  PASSWORD_REQUIRED: { status: 200, zh: '请输入密码', en: 'Please enter the password' },
  TOKEN_INVALID: { status: 200, zh: 'Token无效', en: 'Invalid token' },
  PHONE_INVALID: { status: 200, zh: '手机号格式不正确', en: 'Phone number format illegal' },
  PHONE_NOT_REGISTERED: { status: 200, zh: '该手机号未注册', en: 'This phone number is not registered' },
  PHONE_EXISTS: { status: 200, zh: '手机号已存在', en: 'Phone number already exists' },
  // the get-code button's check (section 5); the API answers PHONE_INVALID for the same number
  PHONE_FOR_CODE_INVALID: { status: 200, zh: '请输入正确的手机号获取验证码', en: 'Please enter correct phone number to get code' },
  SMS_TOO_SOON: { status: 200, zh: '验证码已发送，请 {seconds} 秒后再试', en: 'A code was sent; try again in {seconds} seconds' },
  SMS_CODE_REQUIRED: { status: 200, zh: '请输入验证码', en: 'Please enter code' },
  SMS_CODE_WRONG: { status: 200, zh: '验证码错误或已过期', en: 'The code is wrong or has expired' },
  // --- account ---
  NICKNAME_REQUIRED: { status: 200, zh: '请输入昵称', en: 'Please enter nickname' },
  NICKNAME_INVALID: { status: 200, zh: '昵称格式不合法，由汉字、字母或数字组成', en: 'Nickname format illegal, made of Chinese characters, letters or digits' },
  // the form's own message for the length; the API answers NICKNAME_INVALID (rules/account.ts nicknameAnswer)
  NICKNAME_TOO_LONG: { status: 200, zh: '昵称最多8个字符', en: 'Nickname at most 8 characters' },
  OLD_PASSWORD_REQUIRED: { status: 200, zh: '请输入旧密码', en: 'Please enter the old password' },
  OLD_PASSWORD_WRONG: { status: 200, zh: '旧密码输入错误', en: 'The old password is wrong' },
  PASSWORD_LENGTH: { status: 200, zh: '密码长度必须为6-16个字符', en: 'Password length must be 6-16 characters' },
  PASSWORD_WEAK: { status: 200, zh: '密码必须包含大写字母、小写字母、数字和特殊字符', en: 'The password must contain uppercase, lowercase, a digit and a special character' },
  PASSWORD_MISMATCH: { status: 200, zh: '两次输入的密码不一致', en: 'The two passwords differ' },
  DEPART_REQUIRED: { status: 200, zh: '请选择部门', en: 'Please select a department' },
  DEPART_NOT_MINE: { status: 200, zh: '您不属于该部门', en: 'You do not belong to this department' },
  NOT_OWN_ACCOUNT: { status: 200, zh: '只能修改自己的账号', en: 'You may only change your own account' },
  PHONE_REQUIRED: { status: 200, zh: '请输入手机号', en: 'Please enter phone number' },
  NEW_PASSWORD_REQUIRED: { status: 200, zh: '请输入新密码', en: 'Please enter the new password' },
  CONFIRM_PASSWORD_REQUIRED: { status: 200, zh: '请确认新密码', en: 'Please confirm the new password' },
  // account: dictionaries and lookups
  DICT_NAME_REQUIRED: { status: 200, zh: '请输入字典名称', en: 'Please enter the dictionary name' },
  DICT_CODE_REQUIRED: { status: 200, zh: '请输入字典编码', en: 'Please enter the dictionary code' },
  DICT_CODE_INVALID: { status: 200, zh: '字典编码只能由字母、数字和下划线组成，最多64个字符', en: 'The dictionary code may contain only letters, digits and _ (at most 64)' },
  DICT_CODE_EXISTS: { status: 200, zh: '字典编码已存在', en: 'This dictionary code already exists' },
  DICT_CODE_LOCKED: { status: 200, zh: '系统字典 {code} 的编码不能修改', en: 'The code of the system dictionary {code} cannot be changed' },
  DICT_DELETE_LOCKED: { status: 200, zh: '系统字典「{name}」（{code}）由系统读取，不能删除', en: 'The system dictionary "{name}" ({code}) is read by the product and cannot be deleted' },
  DICT_NOT_FOUND: { status: 200, zh: '字典不存在', en: 'No such dictionary' },
  DICT_ITEM_NOT_FOUND: { status: 200, zh: '字典项不存在', en: 'No such dictionary item' },
  DICT_ITEM_DELETE_LOCKED: { status: 200, zh: '系统字典 {code} 的配置项 {item} 由系统读取，不能删除（可以修改或停用）', en: 'The item {item} of the system dictionary {code} is read by the product and cannot be deleted (change or disable it instead)' },
  DICT_ITEM_TEXT_REQUIRED: { status: 200, zh: '请输入名称', en: 'Please enter the item text' },
  DICT_ITEM_VALUE_REQUIRED: { status: 200, zh: '请输入数据值', en: 'Please enter the item value' },
  DICT_ITEM_VALUE_EXISTS: { status: 200, zh: '该字典中已有数据值 {value}', en: 'This dictionary already has the value {value}' },
  DICT_ITEM_STATUS_INVALID: { status: 200, zh: '状态只能是1（启用）或0（不启用）', en: 'The status must be 1 (enabled) or 0 (disabled)' },
  DUPLICATE_VALUE: { status: 200, zh: '该值不可用，系统中已存在！', en: 'This value is not available: it already exists' },
  DUPLICATE_CHECK_UNSUPPORTED: { status: 200, zh: '不支持校验 {table}.{field}', en: 'Checking {table}.{field} is not supported' },
  CHECK_RULE_NOT_FOUND: { status: 200, zh: '校验规则 {code} 不存在', en: 'No check rule {code}' },
  CHECK_RULE_BROKEN: { status: 200, zh: '校验规则 {code} 配置有误', en: 'The check rule {code} is misconfigured' },
  CHECK_RULE_FAILED: { status: 200, zh: '{message}', en: '{message}' },
  // --- notices ---
  ANNT_TITLE_REQUIRED: { status: 200, zh: '请输入标题', en: 'Please enter the title' },
  ANNT_TITLE_LENGTH: { status: 200, zh: '标题最多100个字符', en: 'The title may have at most 100 characters' },
  ANNT_PRIORITY_INVALID: { status: 200, zh: '优先级只能是 L（低）、M（中）或 H（高）', en: 'The priority must be L (low), M (medium) or H (high)' },
  ANNT_CATEGORY_INVALID: { status: 200, zh: '消息类型只能是 1（通知公告）或 2（系统消息）', en: 'The category must be 1 (notice) or 2 (system message)' },
  ANNT_MSG_TYPE_INVALID: { status: 200, zh: '通告对象只能是 ALL（全体用户）或 USER（指定用户）', en: 'The recipients must be ALL (everyone) or USER (chosen users)' },
  ANNT_USERS_REQUIRED: { status: 200, zh: '请选择指定用户', en: 'Please choose the users' },
  ANNT_USERS_UNKNOWN: { status: 200, zh: '指定用户不存在：{ids}', en: 'No such users: {ids}' },
  ANNT_OPEN_TYPE_INVALID: { status: 200, zh: '打开方式只能是 component（组件）或 url（地址）', en: 'The open type must be component or url' },
  ANNT_OPEN_PAGE_REQUIRED: { status: 200, zh: '打开方式为 url 时请填写打开页面', en: 'An announcement opened by url needs its page' },
  ANNT_OPEN_PAGE_INVALID: { status: 200, zh: '打开页面地址不合法', en: 'The page address is not valid' },
  ANNT_TIME_INVALID: { status: 200, zh: '时间格式不正确，应为 YYYY-MM-DD HH:mm:ss', en: 'Invalid time; use YYYY-MM-DD HH:mm:ss' },
  ANNT_TIME_RANGE: { status: 200, zh: '结束时间不能早于开始时间', en: 'The end time cannot be before the start time' },
  ANNT_NOT_EDITABLE: { status: 200, zh: '已发布的通告不能修改，请先撤销', en: 'A released announcement cannot be changed; revoke it first' },
  ANNT_NOT_DELETABLE: { status: 200, zh: '已发布的通告不能删除，请先撤销', en: 'A released announcement cannot be deleted; revoke it first' },
  ANNT_ALREADY_RELEASED: { status: 200, zh: '该通告已发布', en: 'This announcement is already released' },
  ANNT_NOT_RELEASED: { status: 200, zh: '该通告未发布，不能撤销', en: 'This announcement is not released, so it cannot be revoked' },
  LIVE_OTHER_USER: { status: 403, zh: '不能订阅其他用户的消息', en: "You cannot listen to another user's messages" },
  // --- administration ---
  // administration: roles, users, permissions, departments, audit log
  ROLE_NAME_REQUIRED: { status: 200, zh: '请输入角色名称', en: 'Please enter the role name' },
  ROLE_CODE_REQUIRED: { status: 200, zh: '请输入角色编码', en: 'Please enter the role code' },
  ROLE_CODE_INVALID: { status: 200, zh: '角色编码只能由字母、数字、下划线或中划线组成，最多64个字符', en: 'The role code may contain only letters, digits, _ and - (at most 64)' },
  ROLE_CODE_EXISTS: { status: 200, zh: '角色编码已存在', en: 'This role code already exists' },
  LANDING_PATH_INVALID: { status: 200, zh: '首页路径必须以 / 开头', en: 'The landing path must start with /' },
  ROLE_NOT_FOUND: { status: 200, zh: '角色不存在', en: 'No such role' },
  ROLE_DELETE_OWN: { status: 200, zh: '不能删除自己拥有的角色', en: 'You cannot delete a role you hold yourself' },
  ROLES_NOT_FOUND: { status: 200, zh: '所选角色不存在', en: 'A selected role does not exist' },
  // you can only hand out what you hold (roles to users, permissions to roles), and never your own roles
  ROLE_ASSIGN_BEYOND: { status: 200, zh: '不能分配含有您未拥有权限的角色：{roles}', en: 'You cannot assign roles carrying permissions you do not hold: {roles}' },
  // ... and you can only manage accounts holding nothing beyond you (edit, password, freeze, delete)
  USER_MANAGE_BEYOND: { status: 200, zh: '不能操作拥有您未拥有权限的用户：{users}', en: 'You cannot act on users holding permissions you do not hold: {users}' },
  // ... and you can only change or delete a role holding nothing beyond you
  ROLE_MANAGE_BEYOND: { status: 200, zh: '不能修改或删除含有您未拥有权限的角色：{roles}', en: 'You cannot change or delete roles carrying permissions you do not hold: {roles}' },
  USER_ROLES_SELF: { status: 200, zh: '不能修改自己的角色，请联系其他管理员', en: 'You cannot change your own roles; ask another administrator' },
  USERNAME_INVALID: { status: 200, zh: '用户名须为3-32位字母、数字、下划线或中划线', en: 'The username must be 3-32 letters, digits, _ or -' },
  USERNAME_EXISTS: { status: 200, zh: '用户名已存在', en: 'This username already exists' },
  REALNAME_REQUIRED: { status: 200, zh: '请输入真实姓名', en: 'Please enter the real name' },
  EMAIL_INVALID: { status: 200, zh: '邮箱格式不正确', en: 'Email format illegal' },
  EMAIL_EXISTS: { status: 200, zh: '邮箱已存在', en: 'This email already exists' },
  USER_TYPE_INVALID: { status: 200, zh: '用户类型只能是1（采购）、2（供应商）、3（食堂）或4（平台）', en: 'The user type must be 1 (procurement), 2 (supplier), 3 (canteen) or 4 (platform)' },
  USER_NOT_FOUND: { status: 200, zh: '用户不存在', en: 'No such user' },
  USER_STATUS_INVALID: { status: 200, zh: '状态只能是1（正常）或2（冻结）', en: 'The status must be 1 (normal) or 2 (frozen)' },
  USER_FREEZE_SELF: { status: 200, zh: '不能冻结当前登录用户', en: 'You cannot freeze yourself' },
  USER_DELETE_SELF: { status: 200, zh: '不能删除当前登录用户', en: 'You cannot delete yourself' },
  USER_ORG_CODE_INVALID: { status: 200, zh: '当前部门必须是用户所属部门之一', en: 'The current department must be one of the user\'s departments' },
  IDS_REQUIRED: { status: 200, zh: '请选择要操作的记录', en: 'Please select the records' },
  CHECK_FIELD_REQUIRED: { status: 200, zh: '请提供要校验的用户名、手机号或邮箱', en: 'Give the username, phone or email to check' },
  SORT_COLUMN_INVALID: { status: 200, zh: '不支持按 {column} 排序', en: 'Sorting by {column} is not supported' },
  MENU_NAME_REQUIRED: { status: 200, zh: '请输入菜单名称', en: 'Please enter the menu name' },
  MENU_TYPE_INVALID: { status: 200, zh: '菜单类型只能是0（一级菜单）、1（子菜单）或2（按钮）', en: 'The menu type must be 0 (menu), 1 (sub-menu) or 2 (button)' },
  MENU_PERMS_REQUIRED: { status: 200, zh: '按钮必须填写授权标识', en: 'A button needs its permission string' },
  MENU_URL_REQUIRED: { status: 200, zh: '菜单必须填写访问路径', en: 'A menu needs its path' },
  MENU_PARENT_REQUIRED: { status: 200, zh: '子菜单和按钮必须选择上级菜单', en: 'A sub-menu or button needs a parent menu' },
  MENU_PARENT_NOT_FOUND: { status: 200, zh: '上级菜单不存在', en: 'The parent menu does not exist' },
  MENU_PARENT_IS_BUTTON: { status: 200, zh: '按钮不能作为上级菜单', en: 'A button cannot be a parent menu' },
  MENU_CYCLE: { status: 200, zh: '不能把菜单移到它自己或它的下级之下', en: 'A menu cannot be moved under itself or one of its descendants' },
  MENU_BUTTON_HAS_CHILDREN: { status: 200, zh: '该菜单下还有子菜单或按钮，不能改为按钮', en: 'This menu has children; it cannot become a button' },
  PERMISSION_NOT_FOUND: { status: 200, zh: '菜单不存在', en: 'No such menu' },
  PERMISSION_HAS_CHILDREN: { status: 200, zh: '该菜单下还有子菜单或按钮，请先删除它们', en: 'This menu still has sub-menus or buttons; delete them first' },
  PERMISSIONS_NOT_FOUND: { status: 200, zh: '所选权限不存在', en: 'A selected permission does not exist' },
  MENU_PERMS_BEYOND: { status: 200, zh: '不能设置您未拥有的授权标识：{perms}', en: 'You cannot set permission strings you do not hold: {perms}' },
  PERMISSION_GRANT_BEYOND: { status: 200, zh: '不能授予您未拥有的权限（{count} 项）：{names}', en: 'You cannot grant permissions you do not hold ({count}): {names}' },
  PERMISSION_REVOKE_BEYOND: { status: 200, zh: '不能撤销您未拥有的权限（{count} 项）：{names}', en: 'You cannot revoke permissions you do not hold ({count}): {names}' },
  MENU_MANAGE_BEYOND: { status: 200, zh: '不能修改或删除您未拥有的菜单或权限：{name}', en: 'You cannot change or delete a menu or permission you do not hold: {name}' },
  DEPART_NAME_REQUIRED: { status: 200, zh: '请输入部门名称', en: 'Please enter the department name' },
  DEPART_NOT_FOUND: { status: 200, zh: '部门不存在', en: 'No such department' },
  DEPARTS_NOT_FOUND: { status: 200, zh: '所选部门不存在', en: 'A selected department does not exist' },
  DEPART_PARENT_NOT_FOUND: { status: 200, zh: '上级部门不存在', en: 'The parent department does not exist' },
  DEPART_CYCLE: { status: 200, zh: '不能把部门移到它自己或它的下级之下', en: 'A department cannot be moved under itself or one of its descendants' },
  ORG_CODE_EXISTS: { status: 200, zh: '机构编码已存在', en: 'This organisation code already exists' },
  ORG_CODE_INVALID: { status: 200, zh: '机构编码只能由字母、数字、下划线或中划线组成，最多64个字符', en: 'The organisation code may contain only letters, digits, _ and - (at most 64)' },
  ORG_CATEGORY_INVALID: { status: 200, zh: '机构类别只能是1（公司）、2（部门）或3（岗位）', en: 'The organisation category must be 1 (company), 2 (department) or 3 (post)' },
  DEPART_HAS_CHILDREN: { status: 200, zh: '该部门下还有子部门，不能删除', en: 'This department still has sub-departments; it cannot be deleted' },
  DEPART_HAS_USERS: { status: 200, zh: '该部门下还有用户，不能删除', en: 'This department still has users; it cannot be deleted' },
  DATE_INVALID: { status: 200, zh: '日期格式不正确，应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss', en: 'Invalid date; use YYYY-MM-DD or YYYY-MM-DD HH:mm:ss' },
  // --- files ---
  FILE_REQUIRED: { status: 200, zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  FILE_EMPTY: { status: 200, zh: '文件内容为空，请更换文件后重新上传', en: 'The file is empty; please change the file and upload again' },
  FILE_TOO_LARGE: { status: 200, zh: '文件大小超过 {limit}MB 限制，请更换文件后重新上传', en: 'The file is larger than {limit} MB; please change the file and upload again' },
  FILE_TYPE_UNSUPPORTED: { status: 200, zh: '不支持的文件类型，仅支持 {types} 格式，请更换文件后重新上传', en: 'Unsupported file type: only {types} are accepted; please change the file and upload again' },
  FILE_QUOTA_EXCEEDED: { status: 200, zh: '上传空间不足：已用 {used} MB，上限 {quota} MB', en: 'Upload space used up: {used} MB of your {quota} MB are in use' },
  FILE_FORBIDDEN: { status: 403, zh: '无权查看该文件', en: 'You may not read this file' },
  FILE_LINK_INVALID: { status: 403, zh: '文件链接无效或已过期', en: 'The file link is not valid or has expired' },
  FILE_IMAGE_ONLY: { status: 200, zh: '只能上传图片（{types}），请更换文件后重新上传', en: 'Only images ({types}) can be uploaded here; please change the file and upload again' },
  // --- sysconfig ---
  CONFIG_KEY_REQUIRED: { status: 200, zh: '请指定配置项', en: 'Please name a config key' },
  CONFIG_KEY_NOT_ALLOWED: { status: 200, zh: '配置项 {key} 不存在或不可查询', en: 'Config key {key} does not exist or may not be read' },
  CONFIG_KEY_NOT_EDITABLE: { status: 200, zh: '配置项 {key} 不存在或不可修改', en: 'Config key {key} does not exist or may not be changed' },
  CONFIG_VALUE_REQUIRED: { status: 200, zh: '请填写配置值', en: 'Please give a value' },
  CONFIG_VALUE_TOO_LONG: { status: 200, zh: '配置值不能超过 {max} 个字符', en: 'The value must not exceed {max} characters' },
  CONFIG_CONTRACT_CHECK_INVALID: { status: 200, zh: '合同校验开关只能是 1（校验）或 0（不校验）', en: 'The contract check must be 1 (on) or 0 (off)' },
  // --- supplier contract ---
  CONTRACT_NOT_FOUND: { status: 200, zh: '未找到该服务合同', en: 'No such service contract' },
  CONTRACT_NOT_YOURS: { status: 403, zh: '无权操作其他供应商的服务合同', en: 'Access denied: this service contract belongs to another supplier' },
  CONTRACT_SUPPLIER_ONLY: { status: 403, zh: '只有合同所属供应商可以确认签署', en: 'Only the supplier of this contract can confirm the signing' },
  CONTRACT_PLATFORM_ONLY: { status: 403, zh: '该操作需由平台（合同管理权限）完成', en: 'Only the platform (contract management permission) can do this' },
  CONTRACT_TRANSITION_REFUSED: { status: 200, zh: '合同状态不能从“{from}”变为“{to}”', en: 'The contract cannot move from "{from}" to "{to}"' },
  CONTRACT_STATUS_CHANGED: { status: 200, zh: '合同状态已被他人修改，请刷新后重试', en: 'The contract status was changed by someone else; please reload and try again' },
  CONTRACT_SCAN_REQUIRED: { status: 200, zh: '请下载模板，打印盖章后上传扫描件', en: 'Download the template, print and stamp, and upload the scan' },
  CONTRACT_ATT_LOCKED: { status: 200, zh: '合同当前状态为“{status}”，不能再上传附件', en: 'The contract is "{status}"; attachments can no longer be uploaded' },
  CONTRACT_ATT_TYPE_INVALID: { status: 200, zh: '附件类型不正确（1 发票，2 合同）', en: 'Invalid attachment type (1 invoice, 2 contract)' },
  CONTRACT_FILE_NOT_UPLOADED: { status: 200, zh: '附件文件不存在，请先上传文件', en: 'No such uploaded file; please upload the file first' },
  CONTRACT_STATUS_INVALID: { status: 200, zh: '合同状态值不正确：{status}', en: 'Invalid contract status: {status}' },
  // --- print templates ---
  PRINT_TEMPLATE_NOT_FOUND: { status: 200, zh: '打印模板不存在或已删除', en: 'The print template does not exist or was deleted' },
  PRINT_TEMPLATE_NAME_REQUIRED: { status: 200, zh: '请输入模板名称', en: 'Please enter the template name' },
  PRINT_SAMPLE_DATA_INVALID: { status: 200, zh: '示例数据应为 JSON 对象或对象列表', en: 'Sample data must be a JSON object or a list of objects' },
  PRINT_TEMPLATE_INVALID: { status: 200, zh: '模板内容不正确：{detail}', en: 'The template is not valid: {detail}' },
  PRINT_TEMPLATE_STALE: {
    status: 409,
    zh: '模板已被 {by} 于 {at} 保存（当前版本 {version}），请重新加载后再修改，以免覆盖他人的修改',
    en: 'The template was saved by {by} at {at} (now version {version}); reload it before saving so that nobody\'s changes are overwritten',
  },
  PRINT_TEMPLATE_VISIBILITY_FORBIDDEN: {
    status: 403,
    zh: '只有模板的创建者或模板管理员可以更改模板「{name}」的可见范围',
    en: 'Only the owner of the template "{name}" or a template administrator may change its visibility',
  },
  PRINT_TEMPLATE_NOT_RESTORABLE: { status: 200, zh: '模板「{name}」未被删除或隐藏，无需恢复', en: 'The template "{name}" is neither deleted nor hidden; there is nothing to restore' },
  PRINT_TYPE_NOT_FOUND: { status: 200, zh: '模板类型不存在或已删除', en: 'The template type does not exist or was deleted' },
  PRINT_TYPE_NAME_REQUIRED: { status: 200, zh: '请输入类型名称', en: 'Please enter the type name' },
  PRINT_TYPE_CODE_REQUIRED: { status: 200, zh: '请输入类型编码', en: 'Please enter the type code' },
  PRINT_TYPE_NAME_EXISTS: { status: 200, zh: '类型名称已存在', en: 'A template type with this name already exists' },
  PRINT_TYPE_CODE_EXISTS: { status: 200, zh: '类型编码已存在', en: 'A template type with this code already exists' },
  PRINT_TYPE_IN_USE: { status: 200, zh: '该类型下还有 {count} 个模板，不能删除', en: 'This type still has {count} templates and cannot be deleted' },
  PRINT_DATA_TOO_LARGE: { status: 200, zh: '打印数据过大（上限 {max}）', en: 'The print data is too large (limit {max})' },
  PRINT_TOO_MANY_PAGES: { status: 200, zh: '打印结果超过 {max} 页，请减少数据后重试', en: 'The document would exceed {max} pages; print less data at a time' },
  PRINT_LAYOUT_FAILED: { status: 200, zh: '模板排版失败：{detail}', en: 'The template could not be laid out: {detail}' },
  RENDER_TIMEOUT: { status: 200, zh: '排版超时（超过 {seconds} 秒），请减少数据或简化模板后重试', en: 'Layout took too long (more than {seconds} s); print less data or simplify the template' },
  RENDER_OUT_OF_MEMORY: { status: 200, zh: '排版所需内存超过上限（{mb} MB），请减少数据后重试', en: 'The layout needs more memory than allowed ({mb} MB); print less data at a time' },
  RENDER_CRASHED: { status: 200, zh: '排版失败：{detail}', en: 'Layout failed: {detail}' },
  RENDER_BUSY: { status: 503, zh: '打印服务繁忙，请稍后再试', en: 'The print service is busy; please try again shortly' },
  RENDER_CANCELLED: { status: 499, zh: '打印请求已取消', en: 'The print request was cancelled' },
  PRINT_NO_PAGES: { status: 200, zh: '模板没有可打印的页面', en: 'The template has no pages to print' },
  // --- jobs ---
  JOB_NOT_FOUND: { status: 200, zh: '任务不存在', en: 'No such job' },
  JOB_NOT_RETRIABLE: { status: 200, zh: '只有失败的任务可以重试（当前状态：{state}）', en: 'Only a failed job can be retried (this one is {state})' },
  JOB_NOT_CANCELLABLE: { status: 200, zh: '已结束的任务不能取消（当前状态：{state}）', en: 'A job that has ended cannot be cancelled (this one is {state})' },
  PRINT_BATCH_TOO_MANY: { status: 200, zh: '一次批量打印最多 {max} 条记录', en: 'One batch print takes at most {max} records' },
  // --- regions ---
  REGION_NOT_FOUND: { status: 200, zh: '地区 {id} 不存在', en: 'No region {id}' },
  // --- registration ---
  REGISTER_DISABLED: { status: 200, zh: '平台暂未开放注册，请联系管理员开通账号', en: 'Registration is not open on this platform; please ask the administrator for an account' },
  SUPPLIER_COMPANY_REQUIRED: { status: 200, zh: '请输入公司名称', en: 'Please enter the company name' },
  SUPPLIER_CONTACT_REQUIRED: { status: 200, zh: '请输入联系人', en: 'Please enter the contact person' },
  SUPPLIER_COMPANY_EXISTS: { status: 200, zh: '该公司已注册为供应商', en: 'This company is already registered as a supplier' },
  SUPPLIER_REGION_INVALID: { status: 200, zh: '所在地区（regionId）须选择到区县：{id} 不是已有的区县', en: 'Region (regionId) must be an existing district: {id} is not one' },
});

export type ErrorCode = keyof typeof ERRORS;

export type Locale = 'zh' | 'en';

/** Fill {name} placeholders of a message; unknown names stay as written. */
export function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The message of `code` in `locale`, placeholders filled. */
export function errorMessage(code: ErrorCode, locale: Locale, params: Record<string, string | number> = {}): string {
  return formatMessage(ERRORS[code][locale], params);
}
