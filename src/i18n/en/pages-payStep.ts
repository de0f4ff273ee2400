/** The pay step screens' strings (en), spread into pages.ts as `payStep`. */
export default {
  payStep: {
    title: 'Pay steps', listTitle: 'Technical service fees', none: 'No fee record yet: the platform opens one for the contract year once it initiates the service contract.',
    year: 'Year', serviceYear: 'Service year', supplier: 'Supplier', status: 'Status', contract: 'Service contract', detail: 'Details',
    prepayment: 'Prepayment', dueDate: 'Due by', tradeToDate: 'Trade this year so far', feeToDate: 'Fee at this trade', annualTrade: 'Annual trade (assessed)',
    fee: 'Service fee', refund: 'Refund', proof: 'Payment proof', proofAt: 'Proof handed in', confirmedBy: 'Confirmed by',
    feeRule: 'Fee: no fee under 100,000 yuan of annual trade; 3,000 yuan a year from 100,000 to under 500,000; 5,000 yuan a year from 500,000. 5,000 yuan is prepaid within 15 days of signing; at the year\'s end the fee is assessed from the actual trade and the balance refunded.',
    step: { prepay: 'Prepay', proof: 'Upload proof', confirm: 'Platform check', assess: 'Assessment', settle: 'Settled' },
    stepHint: { prepay: 'Within 15 days of signing', proof: 'Transfer slip or receipt', confirm: 'Confirmed or sent back', assess: 'From the ledger\'s trade', settle: 'Balance refunded' },
    uploadHint: 'Pay the prepayment of {amount} to the platform\'s account (by {due}) and upload the payment proof.', proofFile: 'Payment proof', chooseProof: 'Choose a file (PDF or image)',
    submitProof: 'Hand in proof', uploaded: 'Payment proof handed in; awaiting the platform\'s check', rejectedTitle: 'Proof sent back', rejectReason: 'Reason for sending it back',
    open: 'Open fee record', openHint: 'Open the fee record of the contract year for an initiated service contract with a service period (5,000 yuan prepaid within 15 days).', opened: 'Fee record opened',
    done: 'Done', trail: 'History',
    action: { confirm: 'Confirm payment', reject: 'Send back', assess: 'Assess the year\'s fee', settle: 'Mark balance refunded' },
    event: { open: 'Fee record opened', upload: 'Payment proof handed in', confirm: 'Payment confirmed', reject: 'Proof sent back', assess: 'Year\'s fee assessed', settle: 'Settled' },
  },
};
