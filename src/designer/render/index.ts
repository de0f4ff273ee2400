/** Main-thread element layout for the design canvas. */
export { DesignRenderer } from './renderer.ts';
export { layoutElement, toTemplateElement, errorItems, FLOW_LIMIT, type ElementPaint, type DesignEnv } from './layoutElement.ts';
export { ElementPaintCache, samePaintInput } from './cache.ts';
export { paintItems } from './paintItems.ts';
