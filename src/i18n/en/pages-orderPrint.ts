/** Restaurant orders, the ledgers and printing from the order screens (issue 18), en. */
export default {
  orderPrint: {
    print: 'Print', title: 'Print documents', document: 'Document', template: 'Template', noTemplate: 'No template of this document type',
    scope: { selected: 'Selected ({count})', day: "A whole day's groups", ledger: 'Statement period' },
    arrivalDate: 'Arrival date', period: 'Period: {from} to {to} (one statement per canteen and supplier)', selectRows: 'Tick the rows to print in the list first, or print a whole day',
    output: { download: 'Download PDF', client: 'Send to the print client' },
    clientHint: 'The print client is the program on this computer that talks to the printers; start it with npm run print-client (port 17521).',
    noClient: 'Cannot reach the print client: run npm run print-client on this computer and try again, or download the PDF.',
    progress: '{done}/{total} documents made', start: 'Print', failed: 'The print job failed',
    downloaded: 'The PDF is ready ({pages} pages) and downloading', sent: 'Sent to the print client ({pages} pages)',
  },
  restaurantOrder: {
    title: 'Restaurant orders', detail: 'Order details', placedAt: 'Placed at', sort: 'Sort by', viewOrders: 'Orders', groupOrders: 'Orders of the group',
    sorts: { 'createTime_desc': 'Placed (newest first)', 'arrivalDate_desc': 'Arrival (latest first)', 'arrivalDate_asc': 'Arrival (earliest first)', 'orderNo_asc': 'Order number' },
    orderStatus: { open: 'Open', completed: 'Completed', withdrawn: 'Withdrawn' },
    lines: 'Lines', checks: 'Receiving checks', deliveries: 'Delivery notes', history: 'History',
    checkLine: 'received {received} {unit}, rejected {rejected} {unit}', noteLines: '{count} products',
    event: { place: 'Placed', allot: 'Allotted', accept: 'Accepted', reject: 'Rejected', dispatch: 'Dispatched', check: 'Checked', approve: 'Approved', sendBack: 'Sent back', withdraw: 'Withdrawn' },
  },
  ledger: {
    standingBook: 'Standing book', subLedger: 'Goods sub-ledger', export: 'Export Excel', month: 'Month', auditedBy: 'Audited',
    totals: 'Total: {count} entries, amount ¥{amount}', total: 'Total', opening: 'Opening (qty / amount)', in: 'In', out: 'Out', closing: 'Closing',
  },
};
