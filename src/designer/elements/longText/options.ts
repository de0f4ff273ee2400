/** The setting panel's tabs for long text (flows across pages). */
import type { OptionTabs } from '../../options/registry.ts';
import { BOX_BORDER, FONT, GEOMETRY, PAGE_AND_BEHAVIOUR } from '../../options/tabFragments.ts';

export const longTextOptionTabs: OptionTabs = [
  { name: 'basic', items: ['title', 'field', 'testData', 'upperCase', ...GEOMETRY, 'lHeight'] },
  { name: 'style', items: ['hideTitle', ...FONT, 'longTextIndent', 'leftSpaceRemoved'] },
  { name: 'border', items: BOX_BORDER },
  { name: 'advanced', items: [...PAGE_AND_BEHAVIOUR, 'formatter', 'styler'] },
];
