/** 我的部门, 分类字典, 地址管理, 多数据源 (issue 21), zh. */
export default {
  departUser: {
    title: '我的部门', departs: '我负责的部门', noDeparts: '您目前不是任何部门的负责人', members: '部门成员', memberCount: '{count} 人',
    heads: '负责人', setHeads: '设置负责人', headsTitle: '设置负责人：{name}', pickHeads: '从部门成员中选择', addMember: '添加成员',
    addTitle: '添加成员到 {name}', searchUser: '输入账号或姓名查找', pickUsers: '选择用户', noCandidates: '没有可添加的用户',
    username: '账号', realname: '姓名', phone: '手机号', position: '职务', noPosition: '无', head: '负责人', setPosition: '设置职务',
    positionTitle: '设置职务：{name}', remove: '移出', confirmRemove: '确定将 {name} 移出“{depart}”吗？', removed: '已移出',
    keyword: '账号或姓名', pickDepart: '请选择左侧的部门',
  },
  category: {
    title: '分类字典', add: '新增分类', addChild: '添加下级', edit: '编辑分类', code: '分类编码', name: '分类名称', parent: '上级分类',
    top: '（顶级）', searchPlaceholder: '按名称或编码搜索', confirmDelete: '确定删除分类“{name}”吗？', exportExcel: '导出', importExcel: '导入',
    imported: '已导入 {count} 条', importErrors: '导入未完成，请修正以下行后重试', row: '第 {row} 行',
    rule: { codeFormat: '字母或数字开头，最多 64 位字母、数字、_ 或 -', nameRequired: '请输入分类名称' },
  },
  address: {
    title: '地址管理', add: '新增地区', addChild: '添加下级', edit: '编辑地区', code: '地区编码', name: '地区名称', level: '级别', children: '下级数',
    levels: { 1: '省', 2: '市', 3: '区县' }, path: '所属', root: '全国', searchPlaceholder: '按名称或编码搜索', back: '返回上级',
    confirmDelete: '确定删除地区“{name}”吗？', parentCode: '上级编码 {code}', open: '查看下级',
    rule: { codeFormat: '2-12 位数字，须以上级编码开头', nameRequired: '请输入地区名称' },
  },
  dataSource: {
    title: '多数据源', add: '新增数据源', edit: '编辑数据源', code: '编码', name: '名称', kind: '类型', url: '连接地址',
    urlKeep: '留空则保留已保存的地址', urlHint: 'postgres://用户:密码@主机:5432/数据库', test: '测试连接', testing: '正在连接…',
    testOk: '连接成功（{millis} 毫秒）：{message}', testFailed: '连接失败（{millis} 毫秒）：{message}', confirmDelete: '确定删除数据源“{name}”吗？',
    note: '连接地址加密保存，列表中密码以 **** 显示；测试连接以只读方式进行，5 秒超时。',
    rule: { codeFormat: '字母或数字开头，最多 64 位字母、数字、_ 或 -', nameRequired: '请输入名称', urlFormat: '须为 postgres:// 开头的连接地址' },
  },
};
