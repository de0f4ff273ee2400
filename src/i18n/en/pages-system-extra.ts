/** My departments, categories, addresses, data sources (issue 21), en. */
export default {
  departUser: {
    title: 'My departments', departs: 'Departments I head', noDeparts: 'You do not head any department yet', members: 'Members', memberCount: '{count} people',
    heads: 'Heads', setHeads: 'Set heads', headsTitle: 'Heads of {name}', pickHeads: 'Choose among the members', addMember: 'Add members',
    addTitle: 'Add members to {name}', searchUser: 'Type a user name or real name', pickUsers: 'Users', noCandidates: 'Nobody to add',
    username: 'User name', realname: 'Real name', phone: 'Phone', position: 'Position', noPosition: 'None', head: 'Head', setPosition: 'Set position',
    positionTitle: 'Position of {name}', remove: 'Remove', confirmRemove: 'Remove {name} from "{depart}"?', removed: 'Removed',
    keyword: 'User or real name', pickDepart: 'Choose a department on the left',
  },
  category: {
    title: 'Categories', add: 'New category', addChild: 'Add below', edit: 'Edit category', code: 'Code', name: 'Name', parent: 'Parent',
    top: '(top level)', searchPlaceholder: 'Search by name or code', confirmDelete: 'Delete the category "{name}"?', exportExcel: 'Export', importExcel: 'Import',
    imported: '{count} rows imported', importErrors: 'Nothing was imported; fix these rows and try again', row: 'Row {row}',
    rule: { codeFormat: 'A letter or digit first; up to 64 letters, digits, _ or -', nameRequired: 'Enter the category name' },
  },
  address: {
    title: 'Addresses', add: 'New region', addChild: 'Add below', edit: 'Edit region', code: 'Code', name: 'Name', level: 'Level', children: 'Below',
    levels: { 1: 'Province', 2: 'City', 3: 'District' }, path: 'Within', root: 'China', searchPlaceholder: 'Search by name or code', back: 'Up one level',
    confirmDelete: 'Delete the region "{name}"?', parentCode: 'Parent code {code}', open: 'Open',
    rule: { codeFormat: '2-12 digits, starting with the parent code', nameRequired: 'Enter the region name' },
  },
  dataSource: {
    title: 'Data sources', add: 'New data source', edit: 'Edit data source', code: 'Code', name: 'Name', kind: 'Kind', url: 'Connection URL',
    urlKeep: 'Leave empty to keep the saved URL', urlHint: 'postgres://user:password@host:5432/database', test: 'Test connection', testing: 'Connecting…',
    testOk: 'Connected ({millis} ms): {message}', testFailed: 'Connection failed ({millis} ms): {message}', confirmDelete: 'Delete the data source "{name}"?',
    note: 'Connection URLs are stored encrypted and listed with the password as ****; the test connects read-only and gives up after 5 s.',
    rule: { codeFormat: 'A letter or digit first; up to 64 letters, digits, _ or -', nameRequired: 'Enter the name', urlFormat: 'A connection URL starting with postgres://' },
  },
};
