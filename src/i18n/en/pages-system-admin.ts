/** System administration screens of issue 21 (en): fill rules, check rules, positions, data log, audit log export. */
export default {
  fillRule: {
    title: 'Fill rules', add: 'New rule', edit: 'Edit rule', ruleCode: 'Rule code', ruleName: 'Rule name', prefix: 'Prefix', datePart: 'Date part',
    seqWidth: 'Sequence digits', resetPeriod: 'Reset', nextCode: 'Next code', preview: 'Preview (the next codes)', confirmDelete: 'Delete the rule "{name}"?',
    rule: {
      codeFormat: 'A letter, then 1-63 letters, digits or underscores', nameRequired: 'Please enter the rule name', prefixFormat: 'Up to 16 letters, digits, - or _',
      widthRange: 'Between {min} and {max} digits',
    },
  },
  checkRule: {
    title: 'Check rules', add: 'New rule', edit: 'Edit rule', ruleCode: 'Rule code', ruleName: 'Rule name', steps: 'Steps', stepCount: '{count} steps',
    pattern: 'Regular expression', message: 'Message when it fails', addStep: 'Add a step', removeStep: 'Remove step', confirmDelete: 'Delete the rule "{name}"?',
    testTitle: 'Test', testValue: 'Value to test', runTest: 'Test', passed: 'Passed', failed: 'Failed: {message}',
    testHint: "Checks the value with the form's steps (saved or not) on the server, as checkByCode does.",
    rule: {
      codeFormat: 'A letter, then 1-63 letters, digits or underscores', nameRequired: 'Please enter the rule name', messageRequired: 'Please enter the message',
      problem: {
        empty: 'Please enter a regular expression', tooLong: 'At most {max} characters', syntax: 'Not a valid regular expression',
        nestedQuantifier: 'Repeats a group that itself repeats or alternates (like (a+)+ or (a|aa)*), which can take forever', backReference: 'Back-references (\\1) are not supported',
        lookaround: 'Look-arounds ((?=…)) are not supported', tooManyRepeats: 'At most {max} unbounded repeats (*, +, {n,})',
      },
    },
  },
  position: {
    title: 'Positions', add: 'New position', edit: 'Edit position', code: 'Code', name: 'Name', rank: 'Rank', holders: 'Held by', assign: 'Holders',
    assignTitle: 'Holders: {name}', confirmDelete: 'Delete the position "{name}"?', pickUsers: 'Choose users', none: 'None',
    rule: { codeFormat: 'A letter, then 1-63 letters, digits or underscores', nameRequired: 'Please enter the name', rankRange: 'The rank is between 1 and 99' },
  },
  dataLog: {
    title: 'Data log', table: 'Table', rowId: 'Record id', action: 'Action', username: 'By', time: 'Time', from: 'From', to: 'To',
    diff: 'Changes', view: 'View', history: "This record's whole history", field: 'Field', before: 'Before', after: 'After', created: 'Created', deleted: 'Deleted',
    diffTitle: '{table} · {rowId}',
  },
  sysConfig: { title: 'System config', key: 'Key', value: 'Value', unset: 'Not set', hint: 'The platform settings that may be changed from the web (secrets and other keys are not listed).' },
  sort: { label: 'Sort by' },
  logExport: { target: 'Target', ip: 'Address', export: 'Export to Excel', fileName: 'audit-log.xlsx' },
};
