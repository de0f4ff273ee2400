/** The catalogue screens' strings (issue 19), en; the same keys in zh/pages-catalogue.ts. */
export default {
  catalogue: {
    baseTitle: 'Base products', virtualTitle: 'Virtual items', overviewTitle: 'Catalogue', priceTitle: 'Product prices', marketTitle: 'Market prices', expirationTitle: 'Expiration configs',
    fillTitle: 'School requests', releaseTitle: 'Price releases', pricingTitle: 'Supplier pricing', auditTitle: 'Price approval',
    virtualHint: 'Virtual items are fees or services ordered without stock (a delivery fee); they are priced and ordered like any product.',
    image: 'Image', images: 'Product images', code: 'Code', name: 'Name', category: 'Category', categoryCode: 'Category code', unit: 'Unit', spec: 'Specification', brand: 'Brand', shelfLife: 'Shelf life / warning (days)',
    shelfLifeDays: 'Shelf life (days)', warningDays: 'Warning days', shelfLifeInForce: 'Shelf life / warning in force', state: 'Status', enabled: 'Enabled', disabled: 'Disabled',
    enable: 'Enable', disable: 'Disable', detail: 'Detail', keyword: 'Name or code', sortBy: 'Sort by', export: 'Export Excel', done: 'Done', required: 'Required',
    warningTooLong: 'The warning days must be fewer than the shelf-life days', supplier: 'Supplier', supplierCode: "Supplier's code", audit: 'Audit', supplierCount: 'Suppliers',
    priceRange: 'Prices in force', product: 'Product', canteen: 'Canteen', canteens: 'Canteens (one or more)', price: 'Price', period: 'Effective', marketPrice: 'Market price',
    deviation: 'Market deviation', deviationHint: 'Deviation from the market price of its effective day; red beyond the limit', flagged: 'Beyond the limit', notFlagged: 'Within the limit', release: 'Release',
    reason: 'Reason', onDay: 'In force on', effectiveFrom: 'Effective from', periodStart: 'From', periodEnd: 'To', periodInvalid: 'The period may not end before it starts',
    source: 'Source', confirmDelete: 'Delete this market price of "{name}"?', deviationLimit: 'Agreement prices more than {percent}% from the market price are flagged in the price lists and the approval queue.',
    productCount: 'Products', note: 'Note', newCode: 'New product code', fillAdd: 'Request a product', releaseDate: 'Release date', priceCount: 'Prices', publishedBy: 'Published by',
    confirmPublish: 'Publishing "{name}" makes its {count} prices the agreement prices from {day}. Publish?', priceQueue: 'Prices to approve', linkQueue: 'Products to audit',
    myProducts: 'My products', myPrices: 'My prices', linkProduct: 'Link a product', proposePrice: 'Propose a price', pricePositive: 'The price must be more than 0, at most 2 decimals',
    action: { approve: 'Approve', return: 'Return', hold: 'Approve for release', revise: 'Revise', reject: 'Reject', resubmit: 'Resubmit', publish: 'Publish' },
  },
};
