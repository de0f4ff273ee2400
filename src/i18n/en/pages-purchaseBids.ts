/** The bidding screens' strings (issue 20), en; the same keys in zh/pages-purchaseBids.ts. */
export default {
  purchaseBids: {
    ruleTitle: 'Purchasing rules', bidTitle: 'Tenders', priceTitle: 'Agreed prices',
    name: 'Rule name', products: 'Products', canteens: 'Canteens', period: 'Period', periodFrom: 'Period from', periodTo: 'Period to',
    weights: 'Weights (price/qualification/delivery)', priceWeight: 'Price weight', qualityWeight: 'Qualification weight', deliveryWeight: 'Delivery weight', minOffers: 'Fewest offers',
    weightsSum: 'The three weights must add up to 100 (now {sum})', periodInvalid: 'The period cannot end before it begins', enabled: 'Enabled', disabled: 'Disabled', state: 'Status',
    remark: 'Remark', keyword: 'Name', bidKeyword: 'Number or title', rule: 'Bid rule', bidNo: 'Bid no.', bidTitle2: 'Title', effectiveFrom: 'Effective from',
    deadline: 'Offers until', offers: 'Offers', detail: 'Details', newBid: 'New bid', publish: 'Publish', close: 'Close for evaluation', cancel: 'Cancel bid', award: 'Award',
    reason: 'Reason', reasonRequired: 'Please give a reason', confirmMove: '"{action}" bid {bidNo}?', sortBy: 'Sort by', sortCreate: 'Created', sortDeadline: 'Deadline',
    sortNo: 'Number', sortName: 'Name', sortPeriod: 'Period', sortEffective: 'Effective from', sortPrice: 'Price', product: 'Product', canteen: 'Canteen', supplier: 'Supplier', price: 'Price',
    effectiveTo: 'Effective to', source: 'Source', sourceBid: 'Bid', sourceCatalogue: 'Price approval', inForce: 'In force', inForceOnly: 'In force only', historyOnly: 'History only',
    all: 'All', yes: 'Yes', no: 'No', unit: 'Unit', leadDays: 'Lead days', submittedAt: 'Offered at', qualification: 'Valid qualifications', rank: 'Rank',
    priceScore: 'Price score', qualityScore: 'Qualification score', deliveryScore: 'Delivery score', total: 'Total', ranking: 'Ranked offers', awards: 'Awards', choose: 'Winner',
    sealed: 'Offers are sealed until the bid closes; the ranking shows after that.', noOffers: 'No offers yet', myOffer: 'My offer', submitOffer: 'Submit offer', withdrawOffer: 'Withdraw offer',
    offerClosed: 'You cannot offer now (not open, past the deadline, or not allowed to serve these canteens).', offerStatus: { submitted: 'Submitted', withdrawn: 'Withdrawn' },
    awardHint: 'Choose one offer per product; the award becomes each canteen\'s agreement price from the effective day.', info: 'Details', created: 'Created', awardedBy: 'Awarded by',
    done: 'Done!', required: 'Required', pricePositive: 'The price must be above 0, with at most two decimals',
  },
};
