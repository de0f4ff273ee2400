/** The service contracts screen (issue 19), reached as t('pages.supplier.contract.<key>'). */
export default {
  title: 'Service contracts', supplier: 'Supplier', state: 'Status', period: 'Service period', beginDate: 'Begins', endDate: 'Ends',
  annualTrade: 'Estimated annual trade (yuan)', fee: 'Service fee (yuan)', ledgerTrade: 'Trade this contract year (ledger, yuan)', ledgerFee: 'Fee at the ledger trade (yuan)', attachments: 'Attachments', renewal: 'Renewal', isRenewal: 'Renewal', createTime: 'Created',
  expired: 'Expired', expiryFilter: 'Expiry', add: 'New contract', document: 'Contract document', noAttachments: 'No attachments yet',
  periodHint: 'The period may stay empty: initiating fills one year from that day; the estimated annual trade sets the contract document\'s fee until the year\'s trade in the ledger is assessed.',
  status: { 0: 'Not initiated', 1: 'Awaiting supplier', 3: 'Supplier signed', 9: 'Both signed', 12: 'Effective' },
  expiry: { expiring: 'Ending within 60 days', expired: 'Expired' },
  attType: { 1: 'Invoice', 2: "Supplier's signed copy", 3: 'Platform file' },
  action: { initiate: 'Initiate', countersign: 'Countersign', effect: 'Make effective', renew: 'Renew', attach: 'Attach file' },
  confirm: {
    initiate: 'Initiate the service contract with "{supplier}"? The supplier must sign it at its next sign-in.',
    countersign: 'Countersign the contract "{supplier}" has signed?',
    effect: 'Put the contract with "{supplier}" into effect?',
    renew: 'The contract with "{supplier}" ends on {end}. Renew it for the next service year?',
  },
  rule: { supplier: 'Choose a supplier', period: 'Give both days, the end not before the start' },
};
