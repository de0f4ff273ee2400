/** The analysis dashboard's figures by canteen and by supplier (issue 18), zh: t('pages.breakdown.<key>'). */
export default {
  breakdown: {
    title: '近 {days} 天订单分布', byCanteen: '按食堂', bySupplier: '按供应商', canteen: '食堂', supplier: '供应商',
    count: '订单行数', amount: '金额（元）', share: '金额占比', unallotted: '未分配供应商', empty: '暂无订单', failed: '订单分布加载失败',
  },
};
