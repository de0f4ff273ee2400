/** The settlement screens' strings (en), spread into pages.ts as `ticket`. */
export default {
  ticket: {
    labelled: '{label}: {value}',
    requestTitle: 'Invoice requests', supplierTitle: 'Supplier invoices', manageTitle: 'Invoice management',
    tabs: { statements: 'Statements', requests: 'Invoice requests', invoices: 'Invoices', reconciliation: 'Reconciliation' },
    statementNo: 'Statement no.', requestNo: 'Request no.', invoiceNo: 'Invoice no.', supplier: 'Supplier', canteen: 'Canteen', status: 'Status',
    period: 'Period', periodFrom: 'From', periodTo: 'To', month: 'Month', byMonth: 'By month', byPeriod: 'By period',
    received: 'Received', returns: 'Returns', adjustment: 'Adjustment', adjustmentNote: 'Adjustment note', total: 'Total', entries: 'Entries',
    dispute: 'Dispute reason', createTime: 'Made at', detail: 'Detail', export: 'Export', print: 'Print', create: 'Make statement', created: 'Statement made',
    done: 'Done', reason: 'Reason', reasonOptional: 'Note (optional)', overrideReason: 'Override reason (required when the invoice does not match)',
    title: 'Invoice title', taxId: 'Tax id', taxRate: 'Tax rate (%)', amount: 'Amount (yuan)', remark: 'Remark', requested: 'Invoice requested',
    ask: 'Request invoice', askTitle: 'Request invoice · {no}', upload: 'Upload invoice', uploadTitle: 'Upload invoice · {no}', uploaded: 'Invoice uploaded',
    uploadedMismatch: 'Invoice uploaded, but it does not match the statement: {reason}', invoiceDate: 'Invoice date', invoiceAmount: 'Amount incl. tax (yuan)', taxAmount: 'Tax (yuan)',
    expected: 'Expected', scan: 'Invoice scan', chooseScan: 'Choose the scan (PDF or image)', viewScan: 'View', mismatch: 'Check',
    matched: 'Matches', mismatched: 'Mismatch', onlyMismatch: 'Mismatches only', confirmedBy: 'Confirmed by', settledAt: 'Settled at',
    entriesTitle: 'Ledger entries', source: { audit: 'Received', after_sale: 'Return / refund', fixture: 'Received' }, trail: 'Trail',
    revise: 'Revise', reviseTitle: 'Revise statement · {no}', reviseHint: 'The amounts are rebuilt from the standing book; the supplier confirms again',
    statementTotal: 'Statements total', invoiceTotal: 'Invoices total', difference: 'Difference', mismatches: 'Mismatches', query: 'Query',
    action: { supplierConfirm: 'Confirm', confirm: 'Confirm', dispute: 'Dispute', revise: 'Revise', verify: 'Verify', reject: 'Reject', settle: 'Mark settled', cancel: 'Cancel', upload: 'Upload invoice' },
    event: { make: 'Made', supplierConfirm: 'Supplier confirmed', confirm: 'Buyer confirmed', dispute: 'Disputed', revise: 'Revised', invoice: 'Invoice verified', settle: 'Settled', ask: 'Invoice requested', upload: 'Invoice uploaded', verify: 'Verified', reject: 'Rejected', cancel: 'Cancelled' },
  },
};
