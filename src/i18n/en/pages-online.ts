/** Online development (issue 22) page strings. */
export default {
  online: {
    forms: 'Online forms', reports: 'Online reports', code: 'Table name', title: 'Title', fields: 'Fields', published: 'Published', unpublished: 'Not published', state: 'State',
    addForm: 'New form', editForm: 'Edit form', addField: 'Add field', removeField: 'Remove', data: 'Data',
    publish: 'Publish as menu', unpublish: 'Unpublish', publishRoles: 'Roles granted', publishedOk: 'Published as a menu page', unpublishedOk: 'Unpublished',
    fieldName: 'Name', fieldLabel: 'Label', fieldType: 'Type', required: 'Required', inList: 'List', filter: 'Filter', sortable: 'Sort', dictCode: 'Dictionary code', defaultValue: 'Default',
    maxLength: 'Max length', pattern: 'Pattern',
    types: { text: 'Text', textarea: 'Long text', number: 'Number', date: 'Date', select: 'Select', switch: 'Switch' },
    confirmDelete: 'Delete "{name}"?', importExcel: 'Import Excel', exportExcel: 'Export Excel', imported: '{count} rows imported',
    importErrors: 'Nothing was imported; these rows have errors:', rowLabel: 'Row {row}', atLeast: 'at least {total}',
    addReport: 'New report', editReport: 'Edit report', reportCode: 'Report code', reportName: 'Report name', sql: 'Query (SELECT/WITH, parameters as :name)',
    params: 'Parameters', paramName: 'Parameter', addParam: 'Add parameter', chart: 'Chart', chartType: 'Chart type', chartNone: 'None', bar: 'Bar', line: 'Line',
    chartX: 'X column', chartY: 'Y columns (comma separated)', view: 'View', run: 'Run', print: 'Print', makeTemplate: 'Make print template', designTemplate: 'Design template',
    templateMade: 'Print template made', rows: '{count} rows in {ms} ms', truncated: ' (first {count} rows only)', safety: 'Reports run in a read-only transaction, are stopped at the timeout, and cannot read accounts, sessions or secrets.',
    rules: 'Rules', minLength: 'Min length', min: 'Minimum', max: 'Maximum', definitionProblems: 'The form definition has these problems:',
    republish: 'Publish again', publishTitle: 'Publish "{name}" as a menu page', parentMenu: 'Parent menu', publishHint: 'The menus of the chosen roles\' users refresh at once; nobody needs to sign in again.',
    dataSource: 'Data source', builtInDatabase: 'Built-in database (with online forms)',
  },
};
