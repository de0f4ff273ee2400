/** The pay step screens' strings (zh), spread into pages.ts as `payStep`. */
export default {
  payStep: {
    title: '缴费步骤', listTitle: '技术服务费缴费', none: '暂无缴费记录：平台发起服务合同后会为合同年度开立缴费记录。',
    year: '年度', serviceYear: '服务年度', supplier: '供应商', status: '状态', contract: '服务合同', detail: '详情',
    prepayment: '预付款', dueDate: '缴费截止', tradeToDate: '本年度累计交易额', feeToDate: '按目前交易额应缴', annualTrade: '年交易额（核定）',
    fee: '技术服务费', refund: '退还余款', proof: '付款凭证', proofAt: '凭证提交时间', confirmedBy: '确认人',
    feeRule: '收费标准：年交易额10万元以下不收取；10万元（含）至50万元 3000元/年；50万元（含）以上 5000元/年。签订合同15日内预付5000元，年度结束后按实际交易额核定，多退少不补。',
    step: { prepay: '预付款', proof: '上传凭证', confirm: '平台确认', assess: '年度核定', settle: '结清' },
    stepHint: { prepay: '合同签订15日内', proof: '转账回单或收据', confirm: '确认或退回', assess: '按台账交易额', settle: '退还余款' },
    uploadHint: '请向平台账户支付预付款 {amount}（截止 {due}），并上传付款凭证。', proofFile: '付款凭证', chooseProof: '选择文件（PDF 或图片）',
    submitProof: '提交凭证', uploaded: '付款凭证已提交，等待平台确认', rejectedTitle: '凭证被退回', rejectReason: '退回原因',
    open: '开立缴费记录', openHint: '为已发起且填写了服务期限的服务合同开立该合同年度的缴费记录（预付款5000元，15日内缴纳）。', opened: '缴费记录已开立',
    done: '操作成功', trail: '处理记录',
    action: { confirm: '确认收款', reject: '退回', assess: '核定年度费用', settle: '标记余款已退' },
    event: { open: '开立缴费记录', upload: '提交付款凭证', confirm: '平台确认收款', reject: '凭证被退回', assess: '核定年度费用', settle: '结清' },
  },
};
