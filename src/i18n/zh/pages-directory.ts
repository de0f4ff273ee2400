/** The supplier directory (/index/SupplierList, issue 19), reached as t('pages.directory.<key>'). */
export default {
  directory: {
    title: '供应商名录', detail: '供应商详情', name: '供应商', categories: '供应品类', category: '品类', region: '所在地区',
    rating: '综合评分', minRating: '最低评分', contract: '服务合同', sort: '排序', unrated: '暂无评价', ratingCount: '{count} 次评价',
    until: '至 {day}', contact: '联系人', phone: '联系电话', address: '地址', categoryProducts: '{name} · {count} 种',
    byMonth: '月度评分', month: '月份', overall: '综合', quality: '质量', delivery: '配送', service: '服务', count: '评价次数',
    contractState: { effective: '生效中', expiring: '即将到期', none: '无有效合同' },
    sortBy: { ratingDesc: '评分从高到低', ratingAsc: '评分从低到高', nameAsc: '名称 A-Z', nameDesc: '名称 Z-A' },
  },
};
