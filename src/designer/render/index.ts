/** Main-thread element layout for the design canvas. */
export { DesignRenderer } from './renderer.ts';
export { layoutElement, toTemplateElement, errorItems, FLOW_LIMIT, type ElementPaint, type DesignEnv } from './layoutElement.ts';
export { ElementPaintCache, samePaintInput } from './cache.ts';
export { loadDesignFonts } from './fonts.ts';
export { paintItems } from './paintItems.ts';
export { loadImageSize, withRetries, imageUrl, appBaseUrl, IMAGE_RETRIES, IMAGE_RETRY_MS } from './imageSize.ts';
