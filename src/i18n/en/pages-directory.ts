/** The supplier directory (/index/SupplierList, issue 19), reached as t('pages.directory.<key>'). */
export default {
  directory: {
    title: 'Supplier directory', detail: 'Supplier', name: 'Supplier', categories: 'Categories', category: 'Category', region: 'Region',
    rating: 'Rating', minRating: 'Minimum rating', contract: 'Service contract', sort: 'Sort', unrated: 'Not rated yet', ratingCount: '{count} evaluations',
    until: 'until {day}', contact: 'Contact', phone: 'Phone', address: 'Address', categoryProducts: '{name} · {count}',
    byMonth: 'Rating by month', month: 'Month', overall: 'Overall', quality: 'Quality', delivery: 'Delivery', service: 'Service', count: 'Evaluations',
    contractState: { effective: 'Effective', expiring: 'Expiring', none: 'None in force' },
    sortBy: { ratingDesc: 'Rating, highest first', ratingAsc: 'Rating, lowest first', nameAsc: 'Name A-Z', nameDesc: 'Name Z-A' },
  },
};
