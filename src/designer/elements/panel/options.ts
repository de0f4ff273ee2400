/** The tabs of the paper panel (shown when nothing is selected). */
import type { OptionTabs } from '../../options/registry.ts';

export const panelOptionTabs: OptionTabs = [
  { name: 'paper', items: ['paperType', 'orient', 'fontFamily', 'leftOffset', 'topOffset'] },
  {
    name: 'headerFooter',
    items: ['paperHeader', 'paperFooter', 'firstPaperFooter', 'oddPaperFooter', 'evenPaperFooter', 'lastPaperFooter', 'panelPaperRule', 'panelPageRule'],
  },
  { name: 'paperNumber', items: ['paperNumberShow', 'paperNumberLeft', 'paperNumberTop', 'paperNumberFormat'] },
  {
    name: 'watermark',
    items: ['watermarkContent', 'watermarkColor', 'watermarkFontSize', 'watermarkRotate', 'watermarkWidth', 'watermarkHeight', 'watermarkTimestamp', 'watermarkFormat'],
  },
];
