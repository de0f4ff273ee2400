/** 在线开发（issue 22）的页面文字。 */
export default {
  online: {
    forms: '表单开发', reports: '报表配置', code: '表名', title: '标题', fields: '字段', published: '已发布', unpublished: '未发布', state: '状态',
    addForm: '新增表单', editForm: '编辑表单', addField: '添加字段', removeField: '移除', data: '数据',
    publish: '发布菜单', unpublish: '取消发布', publishRoles: '授权角色', publishedOk: '已发布为菜单', unpublishedOk: '已取消发布',
    fieldName: '字段名', fieldLabel: '显示名称', fieldType: '类型', required: '必填', inList: '列表', filter: '筛选', sortable: '排序', dictCode: '字典编码', defaultValue: '默认值',
    maxLength: '最大长度', pattern: '正则',
    types: { text: '文本', textarea: '多行文本', number: '数字', date: '日期', select: '下拉', switch: '开关' },
    confirmDelete: '删除“{name}”？', importExcel: '导入 Excel', exportExcel: '导出 Excel', imported: '已导入 {count} 行',
    importErrors: '导入未保存任何数据，以下行有错误：', rowLabel: '第 {row} 行', atLeast: '至少 {total} 条',
    addReport: '新增报表', editReport: '编辑报表', reportCode: '报表编码', reportName: '报表名称', sql: '查询语句（SELECT/WITH，参数写作 :name）',
    params: '参数', paramName: '参数名', addParam: '添加参数', chart: '图表', chartType: '图表类型', chartNone: '无', bar: '柱状图', line: '折线图',
    chartX: 'X 轴列', chartY: 'Y 轴列（逗号分隔）', view: '查看', run: '查询', print: '打印', makeTemplate: '生成打印模板', designTemplate: '设计模板',
    templateMade: '已生成打印模板', rows: '{count} 行，用时 {ms} ms', truncated: '（仅显示前 {count} 行）', safety: '报表以只读事务运行，超时自动终止，不能读取账号、会话和密钥等表。',
    rules: '规则', minLength: '最小长度', min: '最小值', max: '最大值', definitionProblems: '表单定义有以下问题：',
    republish: '重新发布', publishTitle: '发布“{name}”为菜单', parentMenu: '上级菜单', publishHint: '发布后，所选角色的用户菜单立即刷新，无需重新登录。',
    dataSource: '数据源', builtInDatabase: '内置数据库（含在线表单）',
  },
};
