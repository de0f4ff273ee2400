/** The after-sale and new-order screens' strings (en), spread into pages.ts as `afterSale` and `newOrder`. */
export default {
  afterSale: {
    title: 'After-sale', raise: 'Raise after-sale', export: 'Export', detail: 'Details', afterSaleNo: 'After-sale no.', kind: 'Kind', status: 'Status',
    product: 'Product', quantity: 'Quantity', amount: 'Amount (yuan)', price: 'Price', canteen: 'Canteen', supplier: 'Supplier', orderNo: 'Order no.',
    arrivalDate: 'Arrival date', reason: 'Reason', photos: 'Photos', supplierNote: "Supplier's note", decisionNote: "Procurement's note", createTime: 'Raised at',
    createdFrom: 'Raised from', createdTo: 'Raised to', createBy: 'Raised by', completedAt: 'Completed at', trail: 'History', ledger: 'Ledger adjustments',
    ledgerEmpty: 'No ledger adjustment', line: 'Order line', pickLine: 'Choose a received line', searchLine: 'Type a product name', left: '{left} {unit} left for after-sale',
    refundAmount: 'Refund amount (yuan)', addPhotos: 'Upload photos', raised: 'After-sale request submitted', done: 'Done', reasonOptional: 'Note (optional)',
    noLine: 'No lines open to after-sale',
    book: { standingBook: 'Standing book', goodsLedger: 'Goods sub-ledger' },
    kinds: { return: 'Return', replacement: 'Replacement', refund: 'Refund' },
    action: { agree: 'Agree', refuse: 'Refuse', approve: 'Approve', reject: 'Reject', complete: 'Confirm replacement', cancel: 'Cancel' },
    event: { raise: 'Raised', agree: 'Supplier agreed', refuse: 'Supplier refused', approve: 'Procurement approved', reject: 'Procurement rejected', complete: 'Completed', cancel: 'Cancelled' },
  },
  newOrder: {
    withdrawTitle: 'Withdraw orders', withdraw: 'Withdraw', withdrawHint: 'Orders no supplier has accepted yet can be withdrawn as a whole', withdrawn: 'Order withdrawn',
    replaceTitle: 'Replace a product', replace: 'Replace product', replaceHint: 'Before the supplier accepts, a product can be replaced: the old line is withdrawn, the new one allotted at its agreement price', replaced: 'Product replaced',
    newProduct: 'New product', addTitle: 'Add products', add: 'Add products', addHint: 'Groups whose arrival date has not passed and that are not fully audited take more products (as an added order)', added: 'Products added',
    slot: 'Delivery slot', lines: 'Products', addLine: 'Add a row', remark: 'Remark', orderCount: 'Orders', lineCount: 'Lines',
    backFillTitle: 'Back-fill', backFill: 'Back-fill', backFillHint: 'Record goods delivered without an order; after procurement approves, they are received lines awaiting the audit', backFillNo: 'Back-fill no.',
    backFillSubmitted: 'Back-fill submitted; awaiting procurement', supplier: 'Supplier', arrivalDate: 'Arrival date', canteen: 'Canteen', amount: 'Amount (yuan)',
    status: 'Status', orderNo: 'Order made', decisionNote: "Procurement's note", createBy: 'Submitted by', createTime: 'Submitted at', detail: 'Details',
    noOffers: 'No agreement prices on that day', reason: 'Reason', done: 'Done',
    statuses: { pending: 'Awaiting procurement', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
    action: { approve: 'Approve', reject: 'Reject', cancel: 'Cancel' },
    lineStatus: { allotting: 'Awaiting allotment', awaiting_supplier: 'Awaiting supplier' },
  },
};
