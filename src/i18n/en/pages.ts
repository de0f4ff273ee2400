/**
 * The PAGES engineer's strings (en), reached as t('pages.<key>'). Nested objects, string leaves,
 * {param} placeholders; keep the same keys in zh/pages.ts and en/pages.ts (a test compares them).
 */
import type { Dict } from '../types.ts';
import workplace from './pages-workplace.ts';
import operations from './pages-operations.ts';
import systemAdmin from './pages-system-admin.ts';
import orderPrint from './pages-orderPrint.ts';
import catalogue from './pages-catalogue.ts';
import onlinePages from './pages-online.ts';
import afterSalePages from './pages-afterSale.ts';
import suppliers from './pages-suppliers.ts';
import directory from './pages-directory.ts';
import schools from './pages-schools.ts';
import purchasePricing from './pages-purchasePricing.ts';
import tickets from './pages-tickets.ts';
import purchaseBids from './pages-purchaseBids.ts';
import systemExtra from './pages-system-extra.ts';
import breakdown from './pages-breakdown.ts';
import payStep from './pages-payStep.ts';

export default {
  ...tickets,
  common: {
    printing: { title: 'Print', template: 'Template', noTemplate: 'No template available', start: 'Print', printed: 'PDF of {pages} pages made' },
    search: 'Search', reset: 'Reset', add: 'Add', edit: 'Edit', delete: 'Delete', save: 'Save', cancel: 'Cancel', ok: 'OK',
    actions: 'Actions', description: 'Description', createTime: 'Created', updateBy: 'Updated by', updateTime: 'Updated', sortNo: 'Order',
    empty: 'No data', total: '{total} in total', totalAbout: 'About {total} in total', selectAll: 'Select all', yes: 'Yes', confirmTitle: 'Please confirm',
    addSuccess: 'Added.', editSuccess: 'Saved.', deleteSuccess: 'Deleted.', saveSuccess: 'Saved.',
    attach: {
      upload: 'Upload', view: 'Open', image: 'Image', uploading: 'Uploading…', addImage: 'Add image', remove: 'Remove image {n}',
      imagesHint: 'jpg, png or gif, up to {max} images; the first is shown in lists',
    },
  },
  analysis: {
    title: 'Analysis', greeting: 'Welcome back, {name}', goHandle: 'Handle', recentAnnouncements: 'Latest announcements', more: 'More',
    noAnnouncements: 'No announcements',
    ordersTitle: 'Orders of the last {days} days (by order date)', orderCount: 'Order lines', orderAmount: 'Amount (yuan)', ordersFailed: 'Could not load the order statistics',
  },
  user: {
    title: 'Users', add: 'Add user', edit: 'Edit user', username: 'Username', realname: 'Real name', password: 'Password',
    confirmPassword: 'Confirm password', newPassword: 'New password', phone: 'Phone', email: 'Email', userType: 'User type', roles: 'Roles',
    departs: 'Departments', status: 'Status', freeze: 'Freeze', unfreeze: 'Unfreeze', changePassword: 'Change password',
    confirmFreeze: 'Freeze the {count} selected users?', confirmUnfreeze: 'Unfreeze the {count} selected users?',
    frozen: 'Frozen.', unfrozen: 'Unfrozen.', passwordChanged: 'Password changed.',
    type: { 1: 'Procurement', 2: 'Supplier', 3: 'Canteen', 4: 'Platform' },
    statusText: { 1: 'Normal', 2: 'Frozen' },
  },
  role: {
    title: 'Roles', add: 'Add role', edit: 'Edit role', roleName: 'Role name', roleCode: 'Role code', landingPath: 'Landing page',
    grant: 'Permissions', permissionTitle: 'Permissions of {name}', checkAll: 'Check all', uncheckAll: 'Uncheck all', expandAll: 'Expand all', searchPermission: 'Search menus and buttons',
    collapseAll: 'Collapse all', confirmDelete: 'Delete the role "{name}"?',
    rule: {
      nameRequired: 'Please enter role name', codeRequired: 'Please enter role code', codeFormat: 'Role code may contain letters, digits, underscores or hyphens only',
      codeTaken: 'Role code already exists', landingPath: 'The landing page must start with /',
    },
  },
  depart: {
    title: 'Departments', addRoot: 'Add top department', addChild: 'Add sub-department', addChildTitle: 'New department under "{name}"', editTitle: 'Edit: {name}',
    departName: 'Department name', orgCode: 'Organisation code', orgCodeHint: 'Leave empty to generate one', orgCategory: 'Category',
    category: { 1: 'Company/institution', 2: 'Department', 3: 'Post' }, searchPlaceholder: 'Search by name or code',
    confirmDelete: 'Delete the department "{name}"?',
    rule: { nameRequired: 'Please enter department name', orgCodeTaken: 'Organisation code already exists' },
  },
  permission: {
    title: 'Menus', add: 'Add menu', edit: 'Edit menu', addChild: 'Add child', menuType: 'Type', name: 'Name', parent: 'Parent menu',
    url: 'Path', component: 'Component', redirect: 'Redirect', icon: 'Icon', perms: 'Permission code', permsType: 'Policy',
    status: 'Status', route: 'Route', hidden: 'Hidden', keepAlive: 'Keep alive', external: 'External link',
    type: { 0: 'Menu', 1: 'Sub-menu', 2: 'Button' },
    permsTypeText: { 1: 'Visible', 2: 'Editable' }, statusText: { 0: 'Inactive', 1: 'Active' },
    confirmDelete: 'Delete "{name}"?',
    rule: {
      nameRequired: 'Please enter name', permsRequired: 'A button needs a permission code', urlRequired: 'Please enter path', parentRequired: 'Please choose the parent menu',
      parentSelf: 'A menu cannot be its own parent',
    },
  },
  dict: {
    title: 'Dictionaries', add: 'Add dictionary', edit: 'Edit dictionary', dictName: 'Name', dictCode: 'Code', items: 'Items',
    itemsTitle: 'Items of {name}', addItem: 'Add item', editItem: 'Edit item', itemText: 'Text', itemValue: 'Value',
    status: 'Status', enabled: 'Enabled', disabled: 'Disabled',
    confirmDelete: 'Delete the dictionary "{name}"? All its items are deleted with it, and this cannot be undone.',
    confirmDeleteItem: 'Delete the item "{name}"?',
    rule: {
      nameRequired: 'Please enter name', codeRequired: 'Please enter code', codeFormat: 'Code may contain letters, digits, underscores or hyphens only',
      codeTaken: 'Code already exists', itemTextRequired: 'Please enter text', itemValueRequired: 'Please enter value',
    },
  },
  announcement: {
    title: 'Announcements', add: 'Add announcement', edit: 'Edit announcement', titile: 'Title', category: 'Category', priorityLabel: 'Priority',
    msgType: 'Recipients', users: 'Users', startTime: 'Start', endTime: 'End', openType: 'Open as', openPage: 'Page',
    content: 'Content', sendStatus: 'Status', sender: 'Sender', sendTime: 'Sent', release: 'Release', revoke: 'Revoke',
    categoryText: { 1: 'Announcement', 2: 'System message' },
    priority: { L: 'Ordinary', M: 'Important', H: 'Urgent' },
    msgTypeText: { ALL: 'All users', USER: 'Chosen users' },
    openTypeText: { url: 'Link', component: 'Component' },
    status: { 0: 'Draft', 1: 'Released', 2: 'Revoked' },
    confirm: { release: 'Release "{title}"?', revoke: 'Revoke "{title}"?', delete: 'Delete "{title}"?' },
    done: { release: 'Released.', revoke: 'Revoked.', delete: 'Deleted.' },
    rule: {
      titleRequired: 'Please enter title', titleLength: 'The title may have at most 100 characters', usersRequired: 'Please choose users',
      timeRange: 'The end cannot be before the start', openPageRequired: 'Please enter the page',
    },
  },
  platform: {
    title: 'Platform settings', hint: 'These are the items of the dictionary sys_setting, read by the login page and the sidebar.', missing: 'The dictionary sys_setting was not found',
    upload: 'Upload', nothingChanged: 'Nothing to save', on: 'On', off: 'Off', imageHint: 'Upload an image (jpg, png, gif), or give a path on this site (such as /images/logo.svg) or an http(s) address',
    key: {
      platformName: 'Platform name', institutionName: 'Institution name', registerEnable: 'Registration open', casEnable: 'Single sign-on', icp: 'Filing number',
      logo: 'Logo', ico: 'Site icon', bg: 'Login background',
    },
    config: {
      title: 'System parameters', hint: 'Platform config read by the supplier contract, payment tips and more; saved key by key.', tooLong: 'At most {max} characters',
      key: {
        SYS_CONFIG_PLATFORM_NAME: 'Platform name', SYS_CONFIG_PLATFORM_LOGO: 'Platform logo', SYS_CONFIG_PAY_TIPS: 'Payment tips',
        SYS_CONFIG_PAY_CONTRACT_TEMPLATE: 'Contract template URL', SYS_CONFIG_CONTRACT_TITLE: 'Contract title', SYS_CONFIG_CONTRACT_CHECK: 'Check supplier contracts',
      },
    },
  },
  jobs: {
    title: 'Job queues', queues: 'Queues', queue: 'Queue', queued: 'Queued', active: 'Active', failed: 'Failed', completed: 'Completed', cancelled: 'Cancelled',
    state: 'State', progress: 'Progress', attempts: 'Attempts', createdOn: 'Created', startedOn: 'Started', completedOn: 'Ended',
    worker: 'Worker', error: 'Error', retry: 'Retry', cancel: 'Cancel', refresh: 'Refresh', none: '—',
    stateText: { created: 'Queued', retry: 'Waiting to retry', active: 'Active', completed: 'Completed', cancelled: 'Cancelled', failed: 'Failed' },
    queueName: { print_batch: 'Batch printing', sms_send: 'SMS sending', files_expire: 'Print result expiry', records_sweep: 'Sign-in record sweep', message_send: 'Message sending' },
    confirm: { retry: 'Retry the job "{name}"?', cancel: 'Cancel the job "{name}"? A running batch print stops after its current part.' },
    done: { retry: 'Queued again', cancel: 'Cancelled' },
  },
  log: {
    title: 'Audit log', time: 'Time', username: 'User', action: 'Action', target: 'Target', ip: 'IP', detail: 'Detail', view: 'View',
    from: 'From', to: 'To',
  },
  template: {
    managerTitle: 'Templates', privateTitle: 'Private templates', name: 'Name', type: 'Type', scope: 'Visibility',
    scopePrivate: 'Private', scopeShared: 'Shared', scopeOption: { all: 'All', private: 'Private', shared: 'Shared' }, version: 'Version',
    create: 'New template', createAndDesign: 'Create and design', private: 'Private template', privateHint: 'Only you can see a private template',
    design: 'Design', copy: 'Copy', copySuffix: ' - copy', copied: 'Copied.', confirmDelete: 'Delete the template "{name}"?',
    tabTemplates: 'Templates', tabRestorable: 'Deleted and private to others', state: 'State', stateDeleted: 'Deleted', statePrivate: 'Private to {owner}',
    createdBy: 'Created by', restore: 'Restore', confirmRestore: 'Restore the template "{name}"?', confirmRestoreHint: 'A deleted template comes back as it was; a template private to someone else becomes shared with everyone.',
    restored: 'Restored.',
    rule: { nameRequired: 'Please enter the template name' },
  },
  templateType: {
    title: 'Template types', add: 'Add type', edit: 'Edit type', name: 'Name', code: 'Code',
    confirmDelete: 'Delete the template type "{name}"?',
    rule: { nameRequired: 'Please enter name', codeRequired: 'Please enter code', codeTaken: 'Code already exists' },
  },
  order: {
    done: 'Done', dispatched: 'Dispatched; the delivery note is made', orderNo: 'Order no.', groupNo: 'Group no.', canteen: 'Canteen', arrivalDate: 'Arrival date',
    arrivalFrom: 'Arrival from', arrivalTo: 'Arrival to', product: 'Product', quantity: 'Quantity', price: 'Unit price', amount: 'Amount (yuan)',
    supplier: 'Supplier', status: 'Status', note: 'Note', orderCount: 'Orders', lineCount: 'Lines',
    dispatchSelected: 'Dispatch selected ({count})', receivedQty: 'Received', rejectedQty: 'Rejected', closeShortfall: 'Close the shortfall (nothing more is delivered)',
    rejectReason: 'Rejection reason', reason: 'Reason',
    action: { allot: 'Allot', accept: 'Accept', reject: 'Reject', dispatch: 'Dispatch', check: 'Check', approve: 'Approve', sendBack: 'Send back', withdraw: 'Withdraw' },
    queue: { supplierAcceptance: 'To prepare', supplierAudit: 'To accept', restaurantCheck: 'To check', restaurantCheckout: 'To allot', procurementAudit: 'To audit' },
    title: { allot: 'Allotment', supplierMain: 'Supplier orders', acceptance: 'Receiving check', acceptanceAudit: 'Procurement audit', groups: 'Order groups' },
  },
  shop: {
    title: 'Shop', canteen: 'Canteen', arrivalDate: 'Arrival date', slot: 'Delivery slot', keyword: 'Product name', product: 'Product', category: 'Category',
    spec: 'Spec', price: 'Agreement price', supplier: 'Supplier', count: 'Quantity', add: 'Add to cart', cart: 'Cart ({count})', total: 'Total: {total} yuan',
    sum: 'Sum', cartTitle: 'Cart', summary: 'Arrival {date}, slot {slot}, total {total} yuan', continue: 'Continue shopping', submit: 'Place order',
    resultTitle: 'Order placed', placed: 'The order is placed', orderNo: 'Order no. {orderNo}', viewOrders: 'View orders',
    minOrder: 'From {min} {unit}', belowMinOrder: 'At least {min} {unit}',
  },
  accountSettings: {
    notifications: 'Notifications', noticePopups: 'Pop up a message when an announcement arrives', desktopNotices: 'Desktop notifications while the app is in the background', desktopNoticesHint: 'The browser asks for permission the first time', bellCounts: 'Count pending work on the bell',
    title: 'Personal settings', account: 'Account', preferences: 'Preferences', language: 'Language', menuTheme: 'Navigation theme', dark: 'Dark', light: 'Light',
    preferencesHint: 'Preferences are kept in this browser; they are the same as in the system settings drawer.',
  },
  region: { province: 'Province', city: 'City', district: 'District', nothingFound: 'Nothing found' },
  ...workplace,
  ...operations,
  ...systemAdmin,
  ...orderPrint,
  ...catalogue,
  ...onlinePages,
  ...afterSalePages,
  ...suppliers,
  ...directory,
  ...schools,
  ...purchasePricing,
  ...purchaseBids,
  ...systemExtra,
  ...breakdown,
  ...payStep,
} satisfies Dict;
