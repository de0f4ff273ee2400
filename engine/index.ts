/**
 * The engine's public API: load a template, paginate it against data into page
 * descriptions, and paint those as PDF, canvas or HTML.
 */
export * from './page.ts';
export * from './units.ts';
export type * from './context.ts';
export { createContext, noHooks } from './context.ts';
export type * from './model/types.ts';
export { loadTemplate, clampHeaderFooter } from './load/load.ts';
export { saveTemplate, templateToString } from './model/save.ts';
export { TemplateError } from './model/errors.ts';
export { paginate, paginateEach, streamPages, PAGE_COUNT_SLOT, PaginationError, MAX_PAGES, type PaginateResult, type PageStream } from './paginate/paginate.ts';
export type * from './text/types.ts';
export { createFontBook, FONT_FILES, DEFAULT_FONT } from './text/index.ts';
export type * from './elements/types.ts';
export { elementType, elementTypes } from './elements/index.ts';
export { createSandbox, type Sandbox } from './sandbox/index.ts';
