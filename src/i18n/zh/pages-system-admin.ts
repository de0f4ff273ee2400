/** System administration screens of issue 21 (zh): fill rules, check rules, positions, data log, audit log export. */
export default {
  fillRule: {
    title: '填值规则', add: '新增规则', edit: '编辑规则', ruleCode: '规则编码', ruleName: '规则名称', prefix: '前缀', datePart: '日期部分',
    seqWidth: '流水号位数', resetPeriod: '重置周期', nextCode: '下一个编号', preview: '预览（接下来的编号）', confirmDelete: '确定删除规则“{name}”吗？',
    rule: {
      codeFormat: '以字母开头，2-64 位字母、数字或下划线', nameRequired: '请输入规则名称', prefixFormat: '最多 16 位字母、数字、- 或 _',
      widthRange: '位数须在 {min} 到 {max} 之间',
    },
  },
  checkRule: {
    title: '编码校验规则', add: '新增规则', edit: '编辑规则', ruleCode: '规则编码', ruleName: '规则名称', steps: '校验步骤', stepCount: '{count} 步',
    pattern: '正则表达式', message: '不通过时的提示', addStep: '添加步骤', removeStep: '删除步骤', confirmDelete: '确定删除规则“{name}”吗？',
    testTitle: '测试', testValue: '测试值', runTest: '测试', passed: '校验通过', failed: '未通过：{message}',
    testHint: '用表单中的步骤（未保存也可）在服务器上校验，与 checkByCode 相同。',
    rule: {
      codeFormat: '以字母开头，2-64 位字母、数字或下划线', nameRequired: '请输入规则名称', messageRequired: '请输入提示',
      problem: {
        empty: '请输入正则表达式', tooLong: '正则表达式最多 {max} 个字符', syntax: '不是有效的正则表达式',
        nestedQuantifier: '含有嵌套重复（如 (a+)+、(a|aa)*），可能导致校验极慢', backReference: '不支持反向引用（\\1）',
        lookaround: '不支持前后断言（(?=…)）', tooManyRepeats: '无上限重复（*、+、{n,}）最多 {max} 个',
      },
    },
  },
  position: {
    title: '职务管理', add: '新增职务', edit: '编辑职务', code: '职务编码', name: '职务名称', rank: '职级', holders: '任职用户', assign: '任职人员',
    assignTitle: '任职人员：{name}', confirmDelete: '确定删除职务“{name}”吗？', pickUsers: '选择用户', none: '无',
    rule: { codeFormat: '以字母开头，2-64 位字母、数字或下划线', nameRequired: '请输入职务名称', rankRange: '职级须在 1 到 99 之间' },
  },
  dataLog: {
    title: '数据日志', table: '数据表', rowId: '记录 ID', action: '操作', username: '操作人', time: '时间', from: '开始日期', to: '结束日期',
    diff: '变更内容', view: '查看', history: '该记录的全部历史', field: '字段', before: '修改前', after: '修改后', created: '新建', deleted: '删除',
    diffTitle: '{table} · {rowId}',
  },
  sysConfig: { title: '系统配置', key: '配置键', value: '配置值', unset: '未设置', hint: '可在网页上修改的平台配置（其余配置如密钥不在此列出）。' },
  sort: { label: '排序' },
  logExport: { target: '对象', ip: 'IP', export: '导出 Excel', fileName: '操作日志.xlsx' },
};
