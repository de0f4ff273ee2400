import contract from './pages-contracts.ts';
import evaluation from './pages-evaluations.ts';

/** Supplier management screens (issue 19), reached as t('pages.supplier.<key>'). */
export default {
  supplier: {
    contract,
    evaluation,
    export: '导出 Excel', sort: '排序', asc: '升序', desc: '降序', detail: '详情', done: '操作成功',
    name: '公司名称', username: '登录账号', contact: '联系人', phone: '联系电话', address: '地址', creditCode: '统一社会信用代码',
    auditStatus: '审核状态', rejectReason: '驳回原因', suspended: '已暂停接单', createTime: '注册时间', events: '审核记录',
    reason: '原因', reasonRequired: '请填写驳回原因',
    action: { approve: '通过', reject: '驳回', resubmit: '重新提交', suspend: '暂停接单', lift: '恢复接单', whiteListAdd: '加入白名单', whiteListRemove: '移出白名单' },
    status: { pending: '待审核', approved: '已通过', rejected: '已驳回' },
    sortBy: { createTime: '时间', name: '名称', auditStatus: '审核状态', expiryDate: '到期日期', restaurantName: '食堂', supplierName: '供应商', updateTime: '更新时间', endDate: '结束日期', status: '状态', period: '月份' },
    title: { register: '供应商注册审核', qualification: '资质管理', whiteList: '白名单' },
    qualification: {
      supplier: '供应商', type: '资质类型', number: '证照编号', expiryDate: '到期日期', state: '状态', scan: '扫描件', upload: '上传扫描件',
      add: '新增资质', edit: '编辑资质', runCheck: '立即检查到期', checked: '已提醒 {reminded} 条，暂停 {suspended} 家，恢复 {lifted} 家',
      confirmDelete: '确定删除资质“{number}”吗？',
      stateName: { valid: '有效', expiring: '即将到期', expired: '已过期' },
      rule: { type: '请选择资质类型', number: '请填写证照编号', expiry: '请选择到期日期', supplier: '请选择供应商' },
    },
    info: {
      title: '供应商信息', bankName: '开户银行', bankAccount: '银行账号', active: '已启用', inactive: '未启用', edit: '编辑供应商信息',
      rule: { name: '请输入公司名称', contact: '请输入联系人', phone: '手机号格式不正确', creditCode: '统一社会信用代码须为 18 位数字或大写字母', bankAccount: '银行账号须为 8-30 位数字' },
    },
    whiteList: {
      canteen: '食堂', supplier: '供应商', createBy: '添加人', createTime: '添加时间', add: '加入白名单', remove: '移出',
      confirmRemove: '确定把“{supplier}”移出“{canteen}”的白名单吗？',
      hint: '食堂没有白名单时，所有审核通过的供应商都可以为其供货；有白名单时只有名单内的供应商可以。',
      rule: { canteen: '请选择食堂', supplier: '请选择供应商' },
    },
  },
};
