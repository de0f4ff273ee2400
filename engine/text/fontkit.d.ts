/** The small part of fontkit 2 that the text module uses (fontkit ships no types). */
declare module 'fontkit' {
  export interface Glyph {
    /** Glyph index; 0 is .notdef. */
    id: number;
    /** Horizontal advance in font units. */
    advanceWidth: number;
  }

  export interface Font {
    postscriptName: string;
    familyName: string;
    unitsPerEm: number;
    /** hhea ascent in font units (positive up). */
    ascent: number;
    /** hhea descent in font units (negative: below the baseline). */
    descent: number;
    lineGap: number;
    glyphForCodePoint(codePoint: number): Glyph;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }

  /** Parse font bytes (TTF/OTF/WOFF); collections need a postscript name. */
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
