/**
 * Fonts for pdfkit that draw text the way the text module measures it: each code point's
 * cmap glyph at its nominal advance, with no substitution (ligatures) and no positioning
 * (kerning). pdfkit 0.20 accepts a parsed fontkit font; this one differs from fontkit's only
 * in `layout`, so pdfkit embeds and subsets it as usual.
 */
import { create, type Font, type Glyph } from 'fontkit';

/** The parts of a fontkit GlyphRun that pdfkit reads. */
interface NominalRun {
  glyphs: Glyph[];
  positions: GlyphPosition[];
  /** pdfkit scales positions in place and then reads this, so it must be computed on access. */
  readonly advanceWidth: number;
}

interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

type NominalFont = Font & { layout(text: string): NominalRun };

/** Parsed once per byte array: parsing and glyph tables are the costly part of a document. */
const parsed = new WeakMap<Uint8Array, NominalFont>();

/** A fontkit font over `bytes` whose layout places nominal glyphs. */
export function nominalFont(bytes: Uint8Array): NominalFont {
  let view = parsed.get(bytes);
  if (!view) {
    const font = create(bytes);
    // Everything but layout is the font's own, reached through the prototype chain.
    view = Object.create(font) as NominalFont;
    view.layout = (text: string) => nominalRun(font, text);
    parsed.set(bytes, view);
  }
  return view;
}

function nominalRun(font: Font, text: string): NominalRun {
  const glyphs: Glyph[] = [];
  const positions: GlyphPosition[] = [];
  for (const ch of text) {
    const glyph = font.glyphForCodePoint(ch.codePointAt(0)!);
    glyphs.push(glyph);
    positions.push({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 });
  }
  return {
    glyphs,
    positions,
    get advanceWidth() {
      let width = 0;
      for (const p of positions) width += p.xAdvance;
      return width;
    },
  };
}
