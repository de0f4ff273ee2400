/** The setting panel's tabs for tables (columns have their own panel: ../tableColumn). */
import type { OptionTabs } from '../../options/registry.ts';
import { GEOMETRY, PAGE_AND_BEHAVIOUR } from '../../options/tabFragments.ts';
import { TABLE_HOOKS } from '../../../../engine/index.ts';

export const tableOptionTabs: OptionTabs = [
  { name: 'basic', items: ['field', 'fields', ...GEOMETRY, 'maxRows', 'autoCompletion', 'gridColumns', 'gridColumnsGutter', 'lHeight'] },
  {
    name: 'style',
    items: [
      'fontFamily',
      'fontSize',
      'fontWeight',
      'letterSpacing',
      'lineHeight',
      'color',
      'textAlign',
      'tableHeaderRowHeight',
      'tableHeaderFontSize',
      'tableHeaderFontWeight',
      'tableHeaderBackground',
      'tableBodyRowHeight',
    ],
  },
  {
    name: 'border',
    items: ['tableBorder', 'tableHeaderBorder', 'tableHeaderCellBorder', 'tableBodyCellBorder', 'tableBodyRowBorder', 'tableFooterBorder', 'tableFooterCellBorder'],
  },
  { name: 'paging', items: ['tableHeaderRepeat', 'tableFooterRepeat', 'groupFields', 'rowsColumnsMergeClean'] },
  {
    name: 'advanced',
    items: [
      ...PAGE_AND_BEHAVIOUR,
      // Every user-code hook the engine runs for tables, so the panel never misses one.
      ...TABLE_HOOKS,
    ],
  },
];
