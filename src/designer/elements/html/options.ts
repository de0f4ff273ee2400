/** The setting panel's tabs for HTML elements. */
import type { OptionTabs } from '../../options/registry.ts';
import { BOX_BORDER, FONT, GEOMETRY, PAGE_AND_BEHAVIOUR } from '../../options/tabFragments.ts';

export const htmlOptionTabs: OptionTabs = [
  { name: 'basic', items: ['content', 'field', 'testData', ...GEOMETRY] },
  { name: 'style', items: FONT },
  { name: 'border', items: BOX_BORDER },
  { name: 'advanced', items: [...PAGE_AND_BEHAVIOUR, 'formatter', 'styler'] },
];
