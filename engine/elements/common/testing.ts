/** Helpers for element tests: a template element and an environment with stub fonts. */
import { createContext, type LayoutContext } from '../../context.ts';
import type { ElementOptions, TemplateElement } from '../../model/types.ts';
import type { FontBook } from '../../text/types.ts';
import type { ElementBox, ElementEnv, ElementLayout } from '../types.ts';

/** A font book for elements that draw no text: every call fails loudly. */
export const noFonts: FontBook = {
  resolve: () => {
    throw new Error('no fonts in this test');
  },
  measure: () => {
    throw new Error('no fonts in this test');
  },
  metrics: () => {
    throw new Error('no fonts in this test');
  },
  hasGlyph: () => false,
};

export function testElement(type: string, options: Partial<ElementOptions>): TemplateElement {
  return {
    type,
    path: 'panels[0].printElements[0]',
    index: 0,
    options: { left: 0, top: 0, width: undefined as never, height: undefined as never, ...options },
    printElementType: { type },
    json: { options: options as Record<string, unknown>, printElementType: { type } },
  };
}

export function testEnv(data: Record<string, unknown> = {}, ctx?: Partial<LayoutContext>): ElementEnv {
  return { ctx: { ...createContext({ fonts: noFonts }), ...ctx }, data };
}

export function asBox(layout: ElementLayout): ElementBox {
  if (layout.kind !== 'box') throw new Error(`expected a box layout, got ${layout.kind}`);
  return layout;
}
