/** The bidding screens' strings (issue 20), zh; the same keys in en/pages-purchaseBids.ts. */
export default {
  purchaseBids: {
    ruleTitle: '采购规则', bidTitle: '招标管理', priceTitle: '协议价',
    name: '规则名称', products: '商品', canteens: '食堂', period: '有效期', periodFrom: '有效期起', periodTo: '有效期止',
    weights: '评分权重（价格/资质/交付）', priceWeight: '价格权重', qualityWeight: '资质权重', deliveryWeight: '交付权重', minOffers: '最少报价数',
    weightsSum: '三项权重之和须为 100（现为 {sum}）', periodInvalid: '结束日不能早于开始日', enabled: '启用', disabled: '停用', state: '状态',
    remark: '备注', keyword: '名称', bidKeyword: '编号或标题', rule: '采购规则', bidNo: '招标编号', bidTitle2: '标题', effectiveFrom: '生效日',
    deadline: '投标截止', offers: '报价数', detail: '详情', newBid: '发起招标', publish: '发布', close: '截止评标', cancel: '取消招标', award: '定标',
    reason: '原因', reasonRequired: '请填写原因', confirmMove: '确定要“{action}”招标 {bidNo} 吗？', sortBy: '排序', sortCreate: '创建时间', sortDeadline: '截止时间',
    sortNo: '编号', sortName: '名称', sortPeriod: '有效期', sortEffective: '生效日', sortPrice: '价格', product: '商品', canteen: '食堂', supplier: '供应商', price: '价格',
    effectiveTo: '截止日', source: '来源', sourceBid: '招标', sourceCatalogue: '价格审批', inForce: '当前执行', inForceOnly: '仅当前执行', historyOnly: '仅历史',
    all: '全部', yes: '是', no: '否', unit: '单位', leadDays: '交付提前天数', submittedAt: '报价时间', qualification: '资质有效率', rank: '排名',
    priceScore: '价格分', qualityScore: '资质分', deliveryScore: '交付分', total: '总分', ranking: '报价排名', awards: '中标结果', choose: '中标',
    sealed: '投标截止前报价密封，截止后可查看排名。', noOffers: '暂无报价', myOffer: '我的报价', submitOffer: '提交报价', withdrawOffer: '撤回报价',
    offerClosed: '当前不能报价（未在投标中、已截止或不具备供货资格）。', offerStatus: { submitted: '已提交', withdrawn: '已撤回' },
    awardHint: '为每个商品选择一份报价；定标后该价格自生效日起成为各食堂的协议价。', info: '基本信息', created: '创建', awardedBy: '定标人',
    done: '操作成功！', required: '必填', pricePositive: '价格须大于 0，最多两位小数',
  },
};
