/**
 * The designer's canvas strings (en), reached as t('canvas.<key>'). Keep the same keys in zh/canvas.ts
 * and en/canvas.ts (a test compares them).
 */
import type { Dict } from '../types.ts';

export default {
  label: 'Design canvas',
  headerLine: 'Header line',
  footerLine: 'Footer line',
  panel: 'Panel {n}',
  addPanel: 'Add panel',
  loadingFonts: 'Loading fonts…',
  textEdit: 'Edit text',
  columnTitle: 'Column title',
  chooseField: 'Choose a field',
  dropFailed: 'Cannot add the element',
  menu: {
    label: 'Table actions',
    insertRowAbove: 'Insert row above',
    insertRowBelow: 'Insert row below',
    deleteRow: 'Delete row',
    insertColumnLeft: 'Insert column left',
    insertColumnRight: 'Insert column right',
    deleteColumn: 'Delete column',
    moveColumnLeft: 'Move column left',
    moveColumnRight: 'Move column right',
    mergeCells: 'Merge cells',
    splitCell: 'Split cell',
  },
} satisfies Dict;
