/** The supplier evaluations screen (issue 19), reached as t('pages.supplier.evaluation.<key>'). */
export default {
  title: 'Supplier evaluations', supplier: 'Supplier', canteen: 'Canteen', period: 'Month', quality: 'Quality', delivery: 'Delivery', service: 'Service',
  overall: 'Overall', comment: 'Comment', by: 'By', add: 'New evaluation', edit: 'Change',
  rule: { supplier: 'Choose a supplier', canteen: 'Choose a canteen', period: 'Choose a month', score: 'Give 1 to 5 stars' },
};
