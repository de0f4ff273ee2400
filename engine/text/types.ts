/**
 * Contracts of the text module: font measurement, line breaking and text placement.
 * Layout and every painter agree on text because measurement uses the very font files that
 * painters draw and embed.
 */
import type { DisplayItem } from '../page.ts';

/** Vertical metrics of a font at a size, in pt (ascent positive up, descent positive down). */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
}

/** Measures text with loaded font files. Keys name one font file, e.g. `NotoSansSC-Regular`. */
export interface FontBook {
  /** Font key for a CSS-like family and weight; unknown families fall back to the default font. */
  resolve(family: string | undefined, weight?: string | number): string;
  /** Advance width in pt of `text` in font `key` at `size`, without letter or word spacing. */
  measure(key: string, text: string, size: number): number;
  metrics(key: string, size: number): FontMetrics;
  /** True when the font has a glyph for the code point (no .notdef). */
  hasGlyph(key: string, codePoint: number): boolean;
}

/** Character style of a span of text. */
export interface TextStyle {
  /** Font key from FontBook.resolve. */
  font: string;
  size: number;
  color: string;
  opacity?: number;
  letterSpacing?: number;
  underline?: boolean;
  overline?: boolean;
  lineThrough?: boolean;
  oblique?: boolean;
}

/** A piece of text with one style; a paragraph is a list of spans. '\n' forces a line break. */
export interface TextSpan {
  text: string;
  style: TextStyle;
}

/** One laid-out line: runs positioned from the line's left edge (x relative, before alignment). */
export interface TextLine {
  runs: LineRun[];
  /** Natural width of the line in pt (letter spacing included, trailing spaces excluded). */
  width: number;
  /** Max ascent / descent of the runs, pt. */
  ascent: number;
  descent: number;
  /** Line box height: lineHeight when given, else the font's ascent + descent + lineGap. */
  height: number;
  /** True when the line ends a paragraph (explicit newline or end of text): never justified. */
  endsParagraph: boolean;
}

export interface LineRun {
  text: string;
  style: TextStyle;
  /** Offset from the line's left edge, pt. */
  x: number;
  width: number;
  /** Number of U+0020 spaces in the run, for Latin justification. */
  spaces: number;
}

export interface BreakOptions {
  /** Available width in pt; lines never exceed it unless a single character is wider. */
  maxWidth: number;
  /** Fixed line box height in pt; absent means each line uses its font's natural height. */
  lineHeight?: number;
  /** First-line indent in pt (longText). */
  indent?: number;
  /**
   * CSS `word-break: break-all`, as hiprint's style sheet sets it on text, longText and table
   * cells: a line may break between any two letters or digits too, not only at spaces and
   * after hyphens (never before a hyphen or closing punctuation, never after opening).
   */
  breakAll?: boolean;
}

export type TextAlign = 'left' | 'center' | 'right' | 'justify';
export type VerticalAlign = 'top' | 'middle' | 'bottom';

/** Where and how to place lines: a content box after padding. */
export interface PlaceOptions {
  x: number;
  y: number;
  width: number;
  height: number;
  align: TextAlign;
  verticalAlign: VerticalAlign;
}

/** Turn lines into display items (text runs and decoration lines), painters draw them as is. */
export type PlaceLines = (lines: TextLine[], place: PlaceOptions) => DisplayItem[];
