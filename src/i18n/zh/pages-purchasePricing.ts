/** The price-setting screens' strings (zh): cloud goods, conference prices, three-party comparisons; spread into pages.ts as `pricing`. */
export default {
  pricing: {
    export: '导出', done: '操作成功', detail: '详情', product: '商品', canteen: '食堂', canteens: '食堂', supplier: '供应商', price: '价格（元）',
    note: '备注', status: '状态', createTime: '创建时间', createBy: '创建人', effectiveFrom: '生效日期', rejectReason: '驳回原因', trail: '处理记录',
    rule: {
      product: '请选择商品', canteens: '请至少选择一个食堂', supplier: '请选择供应商', price: '请输入大于 0 的价格（最多两位小数）',
      title: '请输入会议名称', attendees: '请填写参会人员', minutes: '请填写会议纪要', minOrder: '请输入大于 0 的起订量',
    },
    action: { submit: '提交审批', approve: '批准', reject: '驳回', revise: '退回草稿', list: '上架', delist: '下架', redraft: '重新编辑', adopt: '选用' },
    event: { create: '创建', edit: '修改', submit: '提交审批', approve: '批准', reject: '驳回', revise: '退回草稿', list: '上架', delist: '下架', redraft: '重新编辑', adopt: '食堂选用' },
    comparison: {
      title: '三方比价', add: '新增比价', edit: '修改比价', quotes: '报价（至少 {min} 家不同供应商，选定一家）', choose: '选定', quoteDate: '报价日期',
      lowest: '最低价', lowestShort: '最低', chosen: '选定', addQuote: '添加报价', choiceReason: '选择理由', choiceReasonHint: '选定的不是最低价时必须填写',
      sideBySide: '报价对比', attachment: '附件', quoteCount: '报价数',
    },
    meeting: {
      title: '会议定价', add: '新增会议定价', edit: '修改会议定价', name: '会议名称', date: '会议日期', periodStart: '执行期开始', periodEnd: '执行期结束',
      period: '执行期', attendees: '参会人员', minutes: '会议纪要', lines: '商品价格', addLine: '添加商品', lineCount: '商品数', from: '会议日期从', to: '会议日期至',
    },
    cloud: {
      title: '云商品', add: '提交云商品', edit: '修改云商品', productHint: '只能提交平台已审核通过的本公司商品', spec: '规格', minOrder: '起订量',
      adoptHint: '{supplier} 的价格 {price} 元/{unit} 将作为所选食堂的协议价生效', listedBy: '上架人', delistReason: '下架原因', adoptions: '选用记录',
      noAdoptions: '暂无食堂选用', adoptionCount: '选用食堂数',
    },
  },
};
