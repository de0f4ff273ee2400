/** The text module: font measurement, line breaking and text placement. */
export { createFontBook, DEFAULT_FONT, FONT_FILES } from './fonts.ts';
export { breakLines } from './breakLines.ts';
export { breakPlainText, countLines, type PlainLines } from './plainText.ts';
export { placeLines } from './placeLines.ts';
export { layoutText, placePlainLines, placePlainText } from './layoutText.ts';
export { LineStore } from './lineStore.ts';
export type { TextBox, TextLayout } from './layoutText.ts';
export type {
  BreakOptions,
  FontBook,
  FontMetrics,
  LineRun,
  PlaceLines,
  PlaceOptions,
  TextAlign,
  TextLine,
  TextSpan,
  TextStyle,
  VerticalAlign,
} from './types.ts';
