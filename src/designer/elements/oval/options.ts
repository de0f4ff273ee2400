/** The setting panel's tabs for the oval. */
import type { OptionTabs } from '../../options/registry.ts';
import { GEOMETRY, PAGE_AND_BEHAVIOUR, SHAPE_OUTLINE } from '../../options/tabFragments.ts';

export const ovalOptionTabs: OptionTabs = [
  { name: 'basic', items: [...SHAPE_OUTLINE, 'backgroundColor', ...GEOMETRY] },
  { name: 'advanced', items: [...PAGE_AND_BEHAVIOUR, 'styler'] },
];
