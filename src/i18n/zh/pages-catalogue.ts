/** The catalogue screens' strings (issue 19), zh; the same keys in en/pages-catalogue.ts. */
export default {
  catalogue: {
    baseTitle: '基础商品', virtualTitle: '虚拟商品', overviewTitle: '商品列表', priceTitle: '商品价格', marketTitle: '市场价', expirationTitle: '保质期配置',
    fillTitle: '学校填报', releaseTitle: '价格发布', pricingTitle: '供应商定价', auditTitle: '价格审批',
    virtualHint: '虚拟商品是无需库存即可下单的费用或服务（如配送费），像普通商品一样报价和下单。',
    image: '图片', images: '商品图片', code: '编码', name: '名称', category: '分类', categoryCode: '分类编码', unit: '单位', spec: '规格', brand: '品牌', shelfLife: '保质期/预警（天）',
    shelfLifeDays: '保质期（天）', warningDays: '预警天数', shelfLifeInForce: '生效的保质期/预警天数', state: '状态', enabled: '启用', disabled: '停用',
    enable: '启用', disable: '停用', detail: '详情', keyword: '名称或编码', sortBy: '排序', export: '导出 Excel', done: '操作成功！', required: '必填',
    warningTooLong: '预警天数须小于保质期天数', supplier: '供应商', supplierCode: '供应商编码', audit: '审核状态', supplierCount: '供应商数',
    priceRange: '当前价格区间', product: '商品', canteen: '食堂', canteens: '食堂（可多选）', price: '价格', period: '有效期', marketPrice: '市场价',
    deviation: '市场价偏差', deviationHint: '与生效日市场价的偏差，超出限度标红', flagged: '超出限度', notFlagged: '未超出', release: '发布批次',
    reason: '原因', onDay: '某日生效', effectiveFrom: '生效日期', periodStart: '开始日期', periodEnd: '结束日期', periodInvalid: '结束日期不能早于开始日期',
    source: '来源', confirmDelete: '确定删除“{name}”的这条市场价吗？', deviationLimit: '协议价偏离市场价超过 {percent}% 时在价格列表和审批中标红。',
    productCount: '适用商品数', note: '说明', newCode: '新商品编码', fillAdd: '填报商品', releaseDate: '发布日期', priceCount: '价格数', publishedBy: '发布人',
    confirmPublish: '发布“{name}”后，其中 {count} 条价格自 {day} 起成为协议价。确定发布吗？', priceQueue: '待审批价格', linkQueue: '待审核商品',
    myProducts: '我的商品', myPrices: '我的报价', linkProduct: '关联商品', proposePrice: '报价', pricePositive: '价格须大于 0，最多两位小数',
    action: { approve: '通过', return: '退回', hold: '通过并待发布', revise: '修改重报', reject: '驳回', resubmit: '重新提交', publish: '发布' },
  },
};
