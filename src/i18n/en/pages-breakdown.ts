/** The analysis dashboard's figures by canteen and by supplier (issue 18), en: t('pages.breakdown.<key>'). */
export default {
  breakdown: {
    title: 'Orders of the last {days} days by', byCanteen: 'Canteen', bySupplier: 'Supplier', canteen: 'Canteen', supplier: 'Supplier',
    count: 'Order lines', amount: 'Amount (yuan)', share: 'Share of amount', unallotted: 'No supplier yet', empty: 'No orders', failed: 'Could not load the breakdown',
  },
};
