/** The service contracts screen (issue 19), reached as t('pages.supplier.contract.<key>'). */
export default {
  title: '服务合同', supplier: '供应商', state: '合同状态', period: '服务期限', beginDate: '开始日期', endDate: '结束日期',
  annualTrade: '预估年交易额（元）', fee: '技术服务费（元）', ledgerTrade: '本合同年度交易额（台账，元）', ledgerFee: '按台账交易额应缴（元）', attachments: '附件', renewal: '续签', isRenewal: '续签合同', createTime: '创建时间',
  expired: '已过期', expiryFilter: '到期情况', add: '新建合同', document: '合同文本', noAttachments: '暂无附件',
  periodHint: '服务期限可不填：发起时自动按发起当日起一年填写；预估年交易额决定合同文本中的技术服务费，年度结束按台账交易额核定。',
  status: { 0: '未发起', 1: '待供应商签署', 3: '供应商已签署', 9: '双方已签署', 12: '已生效' },
  expiry: { expiring: '即将到期（60 天内）', expired: '已过期' },
  attType: { 1: '发票', 2: '供应商盖章合同', 3: '平台附件' },
  action: { initiate: '发起', countersign: '会签', effect: '生效', renew: '续签', attach: '上传附件' },
  confirm: {
    initiate: '确定向“{supplier}”发起服务合同吗？发起后供应商登录即需签署。',
    countersign: '确定会签“{supplier}”已签署的服务合同吗？',
    effect: '确定使“{supplier}”的服务合同生效吗？',
    renew: '“{supplier}”的合同 {end} 到期，确定为其续签下一服务年度吗？',
  },
  rule: { supplier: '请选择供应商', period: '开始和结束日期须同时填写，且结束不早于开始' },
};
