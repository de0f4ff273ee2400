/** The supplier evaluations screen (issue 19), reached as t('pages.supplier.evaluation.<key>'). */
export default {
  title: '供应商评价', supplier: '供应商', canteen: '食堂', period: '月份', quality: '质量', delivery: '配送', service: '服务',
  overall: '综合', comment: '评价内容', by: '评价人', add: '新增评价', edit: '修改评价',
  rule: { supplier: '请选择供应商', canteen: '请选择食堂', period: '请选择月份', score: '请打分（1-5 星）' },
};
