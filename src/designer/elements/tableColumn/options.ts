/** The tabs of a table column's own panel (opened by a click on its header cell). */
import type { OptionTabs } from '../../options/registry.ts';

export const tableColumnOptionTabs: OptionTabs = [
  { name: 'basic', items: ['title', 'field', 'descTitle', 'width', 'checked', 'columnFixed'] },
  { name: 'style', items: ['align', 'halign', 'vAlign', 'tableColumnHeight', 'upperCase'] },
  { name: 'cellType', items: ['tableTextType', 'tableBarcodeMode', 'tableQRCodeLevel'] },
  {
    name: 'summary',
    items: ['tableSummary', 'tableSummaryTitle', 'tableSummaryTitleText', 'tableSummaryText', 'tableSummaryColspan', 'tableSummaryAlign', 'tableSummaryNumFormat'],
  },
  { name: 'advanced', items: ['formatter', 'styler', 'renderFormatter', 'formatter2', 'styler2', 'stylerHeader'] },
];
