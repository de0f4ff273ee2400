import contract from './pages-contracts.ts';
import evaluation from './pages-evaluations.ts';

/** Supplier management screens (issue 19), reached as t('pages.supplier.<key>'). */
export default {
  supplier: {
    contract,
    evaluation,
    export: 'Export Excel', sort: 'Sort', asc: 'Ascending', desc: 'Descending', detail: 'Details', done: 'Done',
    name: 'Company', username: 'Account', contact: 'Contact', phone: 'Phone', address: 'Address', creditCode: 'Credit code',
    auditStatus: 'Audit status', rejectReason: 'Rejection reason', suspended: 'Suspended', createTime: 'Registered', events: 'Audit trail',
    reason: 'Reason', reasonRequired: 'Please give the reason for the rejection',
    action: { approve: 'Approve', reject: 'Reject', resubmit: 'Resubmit', suspend: 'Suspended', lift: 'Resumed', whiteListAdd: 'Put on a white list', whiteListRemove: 'Taken off a white list' },
    status: { pending: 'Pending audit', approved: 'Approved', rejected: 'Rejected' },
    sortBy: { createTime: 'Time', name: 'Name', auditStatus: 'Audit status', expiryDate: 'Expiry date', restaurantName: 'Canteen', supplierName: 'Supplier', updateTime: 'Updated', endDate: 'End day', status: 'Status', period: 'Month' },
    title: { register: 'Supplier registrations', qualification: 'Qualifications', whiteList: 'White list' },
    qualification: {
      supplier: 'Supplier', type: 'Type', number: 'Licence number', expiryDate: 'Expiry date', state: 'State', scan: 'Scan', upload: 'Upload scan',
      add: 'Add qualification', edit: 'Edit qualification', runCheck: 'Check expiries now', checked: '{reminded} reminded, {suspended} suspended, {lifted} resumed',
      confirmDelete: 'Delete the qualification "{number}"?',
      stateName: { valid: 'Valid', expiring: 'Expiring soon', expired: 'Expired' },
      rule: { type: 'Please choose the type', number: 'Please enter the licence number', expiry: 'Please choose the expiry date', supplier: 'Please choose the supplier' },
    },
    info: {
      title: 'Supplier information', bankName: 'Bank', bankAccount: 'Bank account', active: 'Active', inactive: 'Not active', edit: 'Edit supplier information',
      rule: { name: 'Please enter the company name', contact: 'Please enter the contact person', phone: 'Phone number format illegal', creditCode: 'The credit code must be 18 digits or capital letters', bankAccount: 'The bank account must be 8 to 30 digits' },
    },
    whiteList: {
      canteen: 'Canteen', supplier: 'Supplier', createBy: 'Added by', createTime: 'Added', add: 'Add to white list', remove: 'Remove',
      confirmRemove: 'Remove "{supplier}" from the white list of "{canteen}"?',
      hint: 'A canteen without a white list is served by every approved supplier; with one, only by the suppliers on it.',
      rule: { canteen: 'Please choose the canteen', supplier: 'Please choose the supplier' },
    },
  },
};
