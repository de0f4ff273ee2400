/** The price-setting screens' strings (en): cloud goods, conference prices, three-party comparisons; spread into pages.ts as `pricing`. */
export default {
  pricing: {
    export: 'Export', done: 'Done', detail: 'Details', product: 'Product', canteen: 'Canteen', canteens: 'Canteens', supplier: 'Supplier', price: 'Price (yuan)',
    note: 'Note', status: 'Status', createTime: 'Created', createBy: 'Created by', effectiveFrom: 'Effective from', rejectReason: 'Reason for rejection', trail: 'History',
    rule: {
      product: 'Please choose the product', canteens: 'Please choose at least one canteen', supplier: 'Please choose the supplier', price: 'Please enter a price above 0 (at most two decimals)',
      title: 'Please enter the meeting\'s name', attendees: 'Please list the attendees', minutes: 'Please enter the minutes', minOrder: 'Please enter a minimum order above 0',
    },
    action: { submit: 'Submit', approve: 'Approve', reject: 'Reject', revise: 'Back to draft', list: 'List', delist: 'Delist', redraft: 'Edit again', adopt: 'Adopt' },
    event: { create: 'Created', edit: 'Changed', submit: 'Submitted', approve: 'Approved', reject: 'Rejected', revise: 'Back to draft', list: 'Listed', delist: 'Delisted', redraft: 'Edit again', adopt: 'Adopted by a canteen' },
    comparison: {
      title: 'Quote comparison', add: 'New comparison', edit: 'Change comparison', quotes: 'Quotes (at least {min} different suppliers; choose one)', choose: 'Choose', quoteDate: 'Quote date',
      lowest: 'Lowest', lowestShort: 'Low', chosen: 'Chosen', addQuote: 'Add a quote', choiceReason: 'Reason for the choice', choiceReasonHint: 'Required when the chosen quote is not the lowest',
      sideBySide: 'Quotes side by side', attachment: 'Attachment', quoteCount: 'Quotes',
    },
    meeting: {
      title: 'Committee pricing', add: 'New price meeting', edit: 'Change price meeting', name: 'Meeting', date: 'Meeting day', periodStart: 'Period from', periodEnd: 'Period to',
      period: 'Period', attendees: 'Attendees', minutes: 'Minutes', lines: 'Product prices', addLine: 'Add a product', lineCount: 'Products', from: 'Meeting day from', to: 'Meeting day to',
    },
    cloud: {
      title: 'Cloud products', add: 'Offer a cloud item', edit: 'Change cloud item', productHint: 'Only products the platform approved for your company', spec: 'Specification', minOrder: 'Minimum order',
      adoptHint: 'The price of {supplier}, {price} yuan per {unit}, becomes the chosen canteens\' agreement price', listedBy: 'Listed by', delistReason: 'Reason for delisting', adoptions: 'Adopted by',
      noAdoptions: 'No canteen has adopted it yet', adoptionCount: 'Canteens',
    },
  },
};
