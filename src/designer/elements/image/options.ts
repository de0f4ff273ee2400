/** The setting panel's tabs for images. */
import type { OptionTabs } from '../../options/registry.ts';
import { GEOMETRY, PAGE_AND_BEHAVIOUR } from '../../options/tabFragments.ts';

export const imageOptionTabs: OptionTabs = [
  { name: 'basic', items: ['src', 'fit', 'field', ...GEOMETRY] },
  { name: 'border', items: ['borderLeft', 'borderTop', 'borderRight', 'borderBottom', 'borderWidth', 'borderColor', 'backgroundColor'] },
  { name: 'advanced', items: [...PAGE_AND_BEHAVIOUR, 'formatter', 'styler'] },
];
