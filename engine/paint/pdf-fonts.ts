/**
 * Text encoding for the PDF painter: code points to glyph ids of pdfkit's embedded font
 * subset, written as the hex strings of Identity-H text operators.
 *
 * Each code point maps to its cmap glyph (`glyphForCodePoint`), the very mapping the font
 * book measures with, so glyphs sit at the advances layout measured: no shaping, no kerning,
 * no ligatures. pdfkit still owns the font object: it writes the subset, the widths and the
 * ToUnicode map from the arrays this encoder fills, exactly as its own `encode` would.
 */
import { create, type Font } from 'fontkit';
import type { PdfKitEmbeddedFont } from './pdfkit-doc.ts';

/** Parsed once per byte array: parsing and glyph tables are the costly part of writing a PDF. */
const parsed = new WeakMap<Uint8Array, Font>();

/** The fontkit font over `bytes`, shared by every document drawn with them. */
export function parsedFont(bytes: Uint8Array): Font {
  let font = parsed.get(bytes);
  if (!font) {
    font = create(bytes);
    parsed.set(bytes, font);
  }
  return font;
}

const HEX = '0123456789abcdef';

function hex4(n: number): string {
  return HEX[(n >> 12) & 15] + HEX[(n >> 8) & 15] + HEX[(n >> 4) & 15] + HEX[n & 15];
}

/** Glyphs of one font in one document: code point -> 4-digit hex of its subset glyph id. */
export class GlyphEncoder {
  /** BMP code points; '' until first used. */
  private readonly bmp: string[] = new Array<string>(0x10000).fill('');
  private readonly astral = new Map<number, string>();

  constructor(
    private readonly font: Font,
    /** pdfkit's font object: its subset, widths and unicode arrays are what it embeds. */
    readonly embedded: PdfKitEmbeddedFont,
  ) {
    const { subset, widths, unicode } = embedded;
    if (typeof subset?.includeGlyph !== 'function' || !Array.isArray(widths) || !Array.isArray(unicode)) {
      throw new Error('PDF painter: this pdfkit version embeds fonts differently (expected an EmbeddedFont with subset, widths and unicode)');
    }
  }

  /** The PDF resource name of the font on pages (`F1`, `F2` ...). */
  get id(): string {
    return this.embedded.id;
  }

  /** Hex glyph string of `text` for a `<...> Tj` operator. */
  hex(text: string): string {
    let out = '';
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
        const lo = text.charCodeAt(i + 1);
        if (lo >= 0xdc00 && lo <= 0xdfff) {
          out += this.astralHex(((c - 0xd800) << 10) + (lo - 0xdc00) + 0x10000);
          i++;
          continue;
        }
      }
      out += this.bmp[c] || this.include(c);
    }
    return out;
  }

  /**
   * Operands and operator that show `text` with `wordSpacing` pt added after every U+0020:
   * `<...> Tj`, or a TJ array with an adjustment after each space. (Tw does not apply to the
   * two-byte codes of Identity-H fonts.)
   */
  show(text: string, size: number, wordSpacing: number): string {
    if (wordSpacing === 0 || !text.includes(' ')) return `<${this.hex(text)}> Tj`;
    // TJ numbers are thousandths of an em, subtracted from the advance.
    const adjust = ` ${fixed(-(wordSpacing * 1000) / size)} `;
    const pieces = text.split(/(?<= )/);
    let out = '[';
    for (let i = 0; i < pieces.length; i++) {
      if (i > 0) out += adjust;
      out += `<${this.hex(pieces[i]!)}>`;
    }
    if (text.endsWith(' ')) out += adjust.trimEnd();
    out += ']';
    return `${out} TJ`;
  }

  private astralHex(cp: number): string {
    let h = this.astral.get(cp);
    if (h === undefined) {
      h = this.lookUp(cp);
      this.astral.set(cp, h);
    }
    return h;
  }

  private include(cp: number): string {
    return (this.bmp[cp] = this.lookUp(cp));
  }

  /** Add the code point's glyph to the subset, with its width and the code point it stands for. */
  private lookUp(cp: number): string {
    const glyph = this.font.glyphForCodePoint(cp);
    const { subset, widths, unicode, scale } = this.embedded;
    const gid = subset.includeGlyph(glyph.id);
    if (widths[gid] == null) widths[gid] = glyph.advanceWidth * scale;
    // The first code point drawn with a glyph is what copy and search give back for it.
    if (unicode[gid] == null) unicode[gid] = [cp];
    return hex4(gid);
  }
}

/** A number for content streams: at most 3 decimals (1/1000 pt or 1/1000 em). */
export function fixed(n: number): string {
  const r = Math.round(n * 1000) / 1000;
  return r === 0 ? '0' : String(r);
}
