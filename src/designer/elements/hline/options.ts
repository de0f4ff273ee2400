/** The setting panel's tabs for the horizontal line. */
import type { OptionTabs } from '../../options/registry.ts';
import { GEOMETRY, PAGE_AND_BEHAVIOUR, SHAPE_OUTLINE } from '../../options/tabFragments.ts';

export const hlineOptionTabs: OptionTabs = [
  { name: 'basic', items: [...SHAPE_OUTLINE, ...GEOMETRY] },
  { name: 'advanced', items: [...PAGE_AND_BEHAVIOUR, 'styler'] },
];
