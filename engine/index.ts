/**
 * The engine's public API: load a template, paginate it against data into page
 * descriptions, and paint those as PDF, canvas or HTML.
 */
export * from './page.ts';
export * from './units.ts';
export type * from './context.ts';
export { noHooks } from './context.ts';
export type * from './model/types.ts';
export type * from './text/types.ts';
export type * from './elements/types.ts';
