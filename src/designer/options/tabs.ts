/**
 * Which tabs the panel shows: per element type (declared beside each type in
 * elements/<type>/options.ts), for several elements at once, for a column and for the paper.
 */
import { htmlOptionTabs } from '../elements/html/options.ts';
import { hlineOptionTabs } from '../elements/hline/options.ts';
import { imageOptionTabs } from '../elements/image/options.ts';
import { longTextOptionTabs } from '../elements/longText/options.ts';
import { ovalOptionTabs } from '../elements/oval/options.ts';
import { panelOptionTabs } from '../elements/panel/options.ts';
import { rectOptionTabs } from '../elements/rect/options.ts';
import { tableColumnOptionTabs } from '../elements/tableColumn/options.ts';
import { tableOptionTabs } from '../elements/table/options.ts';
import { textOptionTabs } from '../elements/text/options.ts';
import { vlineOptionTabs } from '../elements/vline/options.ts';
import { optionItem, type OptionTabs } from './registry.ts';

const ELEMENT_TABS = new Map<string, OptionTabs>([
  ['text', textOptionTabs],
  ['longText', longTextOptionTabs],
  ['image', imageOptionTabs],
  ['table', tableOptionTabs],
  ['html', htmlOptionTabs],
  ['hline', hlineOptionTabs],
  ['vline', vlineOptionTabs],
  ['rect', rectOptionTabs],
  ['oval', ovalOptionTabs],
]);

export const COLUMN_TABS: OptionTabs = tableColumnOptionTabs;
export const PAPER_TABS: OptionTabs = panelOptionTabs;

/** Register or replace the tabs of an element type (a provider's own types). */
export function setElementTabs(type: string, tabs: OptionTabs): void {
  ELEMENT_TABS.set(type, tabs);
}

/** Tabs of one element type; unknown types get the geometry and page rules every element has. */
export function elementTabs(type: string): OptionTabs {
  return ELEMENT_TABS.get(type) ?? [{ name: 'basic', items: ['coordinate', 'widthHeight', 'transform', 'showInPage', 'unShowInPage', 'fixed', 'draggable'] }];
}

export function elementTypesWithTabs(): string[] {
  return [...ELEMENT_TABS.keys()];
}

/**
 * Tabs for several selected elements: the first type's tabs keeping only the items every
 * selected type has and that make sense for many at once; empty tabs go.
 */
export function commonTabs(types: readonly string[]): OptionTabs {
  const distinct = [...new Set(types)];
  if (distinct.length === 0) return [];
  const sets = distinct.map((t) => new Set(elementTabs(t).flatMap((tab) => tab.items)));
  return elementTabs(distinct[0]!)
    .map((tab) => ({
      name: tab.name,
      items: tab.items.filter((name) => sets.every((s) => s.has(name)) && !optionItem(name)?.single),
    }))
    .filter((tab) => tab.items.length > 0);
}
