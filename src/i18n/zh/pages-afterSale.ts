/** The after-sale and new-order screens' strings (zh), spread into pages.ts as `afterSale` and `newOrder`. */
export default {
  afterSale: {
    title: '售后管理', raise: '申请售后', export: '导出', detail: '详情', afterSaleNo: '售后单号', kind: '类型', status: '状态',
    product: '商品', quantity: '数量', amount: '金额（元）', price: '单价', canteen: '食堂', supplier: '供应商', orderNo: '订单号',
    arrivalDate: '到货日期', reason: '原因', photos: '照片', supplierNote: '供应商意见', decisionNote: '采购意见', createTime: '申请时间',
    createdFrom: '申请日期从', createdTo: '申请日期至', createBy: '申请人', completedAt: '完成时间', trail: '处理记录', ledger: '台账调整',
    ledgerEmpty: '未产生台账调整', line: '订单商品', pickLine: '选择已验收的商品', searchLine: '输入商品名称搜索', left: '可售后 {left} {unit}',
    refundAmount: '退款金额（元）', addPhotos: '上传照片', raised: '售后申请已提交', done: '操作成功', reasonOptional: '意见（选填）',
    noLine: '没有可申请售后的商品',
    book: { standingBook: '台账', goodsLedger: '商品分账' },
    kinds: { return: '退货', replacement: '换货', refund: '退款' },
    action: { agree: '同意', refuse: '拒绝', approve: '批准', reject: '驳回', complete: '确认收到换货', cancel: '撤销' },
    event: { raise: '提交申请', agree: '供应商同意', refuse: '供应商拒绝', approve: '采购批准', reject: '采购驳回', complete: '确认完成', cancel: '撤销' },
  },
  newOrder: {
    withdrawTitle: '撤回订单', withdraw: '撤回', withdrawHint: '供应商尚未接单的订单可以整单撤回', withdrawn: '订单已撤回',
    replaceTitle: '更换商品', replace: '更换商品', replaceHint: '供应商接单前可更换商品：原商品撤回，新商品按协议价重新分配', replaced: '已更换商品',
    newProduct: '新商品', addTitle: '新增商品', add: '新增商品', addHint: '到货日期未过且未全部审核的订单组可追加商品（生成一张追加订单）', added: '已新增商品',
    slot: '配送时段', lines: '商品', addLine: '添加一行', remark: '备注', orderCount: '订单数', lineCount: '商品行数',
    backFillTitle: '补录订单', backFill: '补录', backFillHint: '记录未下单而已送达的货物，采购审批后作为已验收商品进入审核', backFillNo: '补录单号',
    backFillSubmitted: '补录已提交，等待采购审批', supplier: '供应商', arrivalDate: '到货日期', canteen: '食堂', amount: '金额（元）',
    status: '状态', orderNo: '生成的订单', decisionNote: '采购意见', createBy: '提交人', createTime: '提交时间', detail: '详情',
    noOffers: '该日没有协议价', reason: '原因', done: '操作成功',
    statuses: { pending: '待采购审批', approved: '已批准入单', rejected: '已驳回', cancelled: '已撤销' },
    action: { approve: '批准', reject: '驳回', cancel: '撤销' },
    lineStatus: { allotting: '待分配供应商', awaiting_supplier: '待供应商确认' },
  },
};
