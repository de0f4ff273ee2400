/**
 * The engine's public API and its only door: load a template, paginate it against data into
 * page descriptions, and paint those as PDF, canvas or HTML. Code outside engine/ imports
 * from this file alone (tests/unit/architecture.test.ts keeps it so).
 */

// The template model: JSON as stored, the loaded view, loading and saving.
export type {
  ElementJson,
  ElementOptions,
  HideTitle,
  Panel,
  PanelJson,
  PrintElementTypeJson,
  ShowInPage,
  Template,
  TemplateElement,
  TemplateIssue,
  TemplateJson,
  UnShowInPage,
  WatermarkOptions,
} from './model/types.ts';
export {
  clampHeaderFooter,
  HEADER_FOOTER_GAP,
  loadTemplate,
  PAPER_NUMBER_BOTTOM,
  PAPER_NUMBER_FORMAT,
  PAPER_NUMBER_RIGHT,
  WATERMARK_DEFAULTS,
} from './load/load.ts';
export { resolveElementType, type ResolvedType } from './load/tids.ts';
export { saveTemplate, templateToString } from './model/save.ts';
export { TABLE_CUSTOM_REMOVED, TemplateError, unknownTid } from './model/errors.ts';
export { normalizeRotation } from './model/options.ts';

// Units and paper.
export { DEFAULT_PAPER, isPaperDimension, mmToPt, namedPaper, PAPER_NOT_FOUND, PAPERS, paperSize, PT_PER_MM, PT_PER_PX, ptToMm, pxToPt } from './units.ts';

// The page description: what layout produces and every painter draws.
export {
  DISPLAY_ITEM_KINDS,
  fillSlot,
  PAGE_FORMAT_VERSION,
  type Box,
  type DisplayItem,
  type EllipseItem,
  type Fill,
  type GroupItem,
  type ImageItem,
  type LineItem,
  type Matrix,
  type PageDescription,
  type PathItem,
  type RectItem,
  type Stroke,
  type TextItem,
} from './page.ts';

// Layout: the context it runs in, pagination, element types.
export {
  createContext,
  noHooks,
  type ContextOptions,
  type Diagnostic,
  type HookRunner,
  type ImageInfo,
  type LayoutContext,
  type LayoutMode,
} from './context.ts';
export {
  DEFAULT_HOOK_BUDGET_MS,
  HOOK_FAILURE_LIMIT,
  LimitError,
  MAX_HEADER_CELLS,
  MAX_HEADER_ROWS,
  MAX_PAGE_ITEMS,
  MAX_PAPER_MM,
  MAX_TABLE_COLUMNS,
  MAX_TABLE_PAGE_CELLS,
} from './limits.ts';
export { MAX_PAGES, PAGE_COUNT_SLOT, paginate, paginateEach, PaginationError, streamPages, type PageStream, type PaginateResult } from './paginate/paginate.ts';
export { elementType, elementTypes } from './elements/index.ts';
export type { ElementBox, ElementEnv, ElementFlow, ElementLayout, ElementType, FlowChunk, FlowSlot, PageInfo } from './elements/types.ts';

// Option values the designer offers and shows as the engine applies them; the code encoders.
export { DEFAULT_FONT_SIZE } from './elements/text/style.ts';
export { BARCODE_FORMATS, encodeBarcode, type BarcodeFormat, type BarcodeResult, type EncodedBarcode } from './codes/barcode.ts';
export { encodeQr, type QrLevel, type QrResult } from './codes/qrcode.ts';
export { DATE_FORMATS, DEFAULT_WATERMARK_FORMAT, WATERMARK_FORMATS } from './format/date.ts';
export { toChineseUpperCase } from './format/chineseNumerals.ts';

// Tables: the column model and band geometry the designer edits and hit-tests.
export { DEFAULT_COLUMN_WIDTH, splitTitle, tableColumns, type ColumnIssue, type ColumnLayout, type HeaderCell, type LeafColumn, type RawColumn } from './elements/table/columns.ts';
export { bandsOf, type Bands } from './elements/table/grid.ts';
export { prepareTable, type PreparedTable } from './elements/table/prepareTable.ts';
export { SUMMARY_LABELS } from './elements/table/summary.ts';
export {
  number as optionNumber,
  positiveNumber as positiveOptionNumber,
  TABLE_HOOKS,
  tableSettings,
  type TableHookName,
  type TableSettings,
} from './elements/table/tableOptions.ts';

// Text and fonts: fonts arrive as bytes and are measured with fontkit.
export type { FontBook, FontMetrics, TextAlign, TextStyle, VerticalAlign } from './text/types.ts';
export { createFontBook } from './text/fonts.ts';
export { DEFAULT_FONT, FONT_FILES } from './text/fontFiles.ts';

// Images: which a document needs, and their sizes from their bytes.
export { collectImageSources, dataUrlBytes, imageSizeFromBytes } from './images/index.ts';

// Painters.
export { paintPage, type Canvas2DLike, type CanvasResources, type Path2DConstructorLike } from './paint/canvas.ts';
export { pagesToHtml, type HtmlOptions, type HtmlResources } from './paint/html.ts';
export { openPdfWriter } from './paint/openPdfWriter.ts';
export type { PdfOptions, PdfWriter } from './paint/pdf.ts';
export type { PaintResources } from './paint/resources.ts';

// Hosts: what the place the engine runs in provides, and the one layout-and-PDF path over it.
export type { Host, HostFonts, HostSandbox } from './host/host.ts';
export { imageDiagnostics, loadDocumentImages, type DocumentImages } from './host/images.ts';
export {
  layoutDocument,
  PdfWriteError,
  renderPdf,
  type LaidOutDocument,
  type LayoutOptions,
  type PdfRenderOptions,
  type RenderedPdf,
} from './host/render.ts';

// User code.
export { createSandbox } from './sandbox/lazy.ts';
export type { Sandbox, SandboxOptions } from './sandbox/sandbox.ts';
