/** The settlement screens' strings (zh), spread into pages.ts as `ticket`. */
export default {
  ticket: {
    labelled: '{label}：{value}',
    requestTitle: '开票申请', supplierTitle: '供应商发票', manageTitle: '发票管理',
    tabs: { statements: '对账单', requests: '开票申请', invoices: '发票', reconciliation: '对账报告' },
    statementNo: '对账单号', requestNo: '申请单号', invoiceNo: '发票号', supplier: '供应商', canteen: '食堂', status: '状态',
    period: '对账期间', periodFrom: '开始日期', periodTo: '结束日期', month: '对账月份', byMonth: '按月', byPeriod: '按期间',
    received: '收货金额', returns: '退货退款', adjustment: '调整金额', adjustmentNote: '调整说明', total: '对账金额', entries: '台账条数',
    dispute: '异议原因', createTime: '生成时间', detail: '详情', export: '导出', print: '打印', create: '生成对账单', created: '对账单已生成',
    done: '操作成功', reason: '原因', reasonOptional: '说明（选填）', overrideReason: '核验说明（发票不符时必填）',
    title: '发票抬头', taxId: '纳税人识别号', taxRate: '税率（%）', amount: '金额（元）', remark: '备注', requested: '开票申请已提交',
    ask: '申请开票', askTitle: '申请开票 · {no}', upload: '上传发票', uploadTitle: '上传发票 · {no}', uploaded: '发票已上传',
    uploadedMismatch: '发票已上传，但与对账单不符：{reason}', invoiceDate: '开票日期', invoiceAmount: '价税合计（元）', taxAmount: '税额（元）',
    expected: '应开金额', scan: '发票扫描件', chooseScan: '选择扫描件（PDF 或图片）', viewScan: '查看', mismatch: '核对结果',
    matched: '相符', mismatched: '不符', onlyMismatch: '只看不符', confirmedBy: '确认人', settledAt: '结算时间',
    entriesTitle: '台账明细', source: { audit: '收货', after_sale: '退货退款', fixture: '收货' }, trail: '处理记录',
    revise: '修订', reviseTitle: '修订对账单 · {no}', reviseHint: '金额将按台账重新计算，修订后等待供应商重新确认',
    statementTotal: '对账合计', invoiceTotal: '发票合计', difference: '差额', mismatches: '不符张数', query: '查询',
    action: { supplierConfirm: '确认', confirm: '确认', dispute: '提出异议', revise: '修订', verify: '核验通过', reject: '退回', settle: '标记已结算', cancel: '撤销', upload: '上传发票' },
    event: { make: '生成', supplierConfirm: '供应商确认', confirm: '采购方确认', dispute: '提出异议', revise: '修订', invoice: '发票核验通过', settle: '结算', ask: '申请开票', upload: '上传发票', verify: '核验通过', reject: '退回', cancel: '撤销' },
  },
};
