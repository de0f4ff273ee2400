/**
 * The font book: measures text with the very font files that painters draw and embed.
 *
 * Measurement is the sum of per-code-point glyph advances, without shaping or kerning, so
 * it is fast, deterministic and identical to what the painters draw glyph by glyph.
 * Fonts are parsed lazily on first use, and advances are cached per font and code point.
 */
import { create, type Font } from 'fontkit';
import { DEFAULT_FONT } from './fontFiles.ts';
import type { FontBook, FontMetrics } from './types.ts';

export { DEFAULT_FONT, FONT_FILES } from './fontFiles.ts';

/**
 * CSS family names (lower case) that map onto a family of the book. The designer offers
 * SimSun and Microsoft YaHei; templates from hiprint name them in English or Chinese.
 * Generic families map to the one shipped face.
 */
const FAMILY_ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries({
  simsun: 'NotoSansSC',
  '宋体': 'NotoSansSC',
  nsimsun: 'NotoSansSC',
  '新宋体': 'NotoSansSC',
  'microsoft yahei': 'NotoSansSC',
  '微软雅黑': 'NotoSansSC',
  'noto sans sc': 'NotoSansSC',
  'noto sans cjk sc': 'NotoSansSC',
  'source han sans sc': 'NotoSansSC',
  'sans-serif': 'NotoSansSC',
  serif: 'NotoSansSC',
  }),
);

/** Build a font book over font files given as bytes, keyed like {@link FONT_FILES}. */
export function createFontBook(files: Record<string, Uint8Array>): FontBook {
  const faces = new Map<string, Face>();
  for (const key of Object.keys(files).sort()) faces.set(key, new Face(key, files[key]));
  const families = groupFamilies([...faces.keys()]);
  // A font key given as a family ("NotoSansSC-Bold") names its family.
  const byKey = new Map([...faces.keys()].map((key) => [key.toLowerCase(), familyOf(key)]));
  const defaultFamily = faces.has(DEFAULT_FONT) ? familyOf(DEFAULT_FONT) : familyOf([...faces.keys()][0] ?? DEFAULT_FONT);
  const resolved = new Map<string, string>();

  // Layout asks about one font many times in a row: remember the last face looked up.
  let lastKey = '';
  let lastFace: Face | undefined;
  function face(key: string): Face {
    if (key === lastKey && lastFace) return lastFace;
    const f = faces.get(key);
    if (!f) throw new Error(`font "${key}" is not loaded in the font book`);
    lastKey = key;
    lastFace = f;
    return f;
  }

  function resolve(family: string | undefined, weight?: string | number): string {
    const bold = isBold(weight);
    const cacheKey = `${bold ? 'b' : 'r'}|${family ?? ''}`;
    const hit = resolved.get(cacheKey);
    if (hit !== undefined) return hit;
    let chosen = families.get(defaultFamily.toLowerCase());
    for (const name of parseFamilyList(family ?? '')) {
      const target = families.get(name) ?? families.get((FAMILY_ALIASES.get(name) ?? byKey.get(name) ?? '').toLowerCase());
      if (target) {
        chosen = target;
        break;
      }
    }
    const key = chosen ? (bold ? chosen.bold ?? chosen.regular : chosen.regular) : DEFAULT_FONT;
    resolved.set(cacheKey, key);
    return key;
  }

  return {
    resolve,
    measure(key, text, size) {
      const f = face(key);
      return (f.measureUnits(text) * size) / f.unitsPerEm();
    },
    metrics(key, size): FontMetrics {
      const m = face(key).vertical();
      const scale = size / m.unitsPerEm;
      return { ascent: m.ascent * scale, descent: -m.descent * scale, lineGap: m.lineGap * scale };
    },
    hasGlyph(key, codePoint) {
      return (face(key).entry(codePoint) & 1) === 1;
    },
  };
}

/** Vertical metrics in font units, read once: fontkit's getters look tables up on every call. */
interface VerticalMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

/** One font file, parsed on first use, with an advance cache per code point. */
class Face {
  private parsed: Font | undefined;
  private metrics: VerticalMetrics | undefined;
  /** BMP cache: (advance in font units << 1) | hasGlyph, or -1 when not looked up yet. */
  private bmp: Int32Array | undefined;
  private astral = new Map<number, number>();

  constructor(
    readonly key: string,
    private readonly bytes: Uint8Array,
  ) {}

  font(): Font {
    if (!this.parsed) {
      try {
        this.parsed = create(this.bytes);
      } catch (e) {
        throw new Error(`font "${this.key}" could not be parsed: ${(e as Error).message}`);
      }
    }
    return this.parsed;
  }

  unitsPerEm(): number {
    return (this.metrics ?? this.vertical()).unitsPerEm;
  }

  vertical(): VerticalMetrics {
    if (!this.metrics) {
      const f = this.font();
      this.metrics = { unitsPerEm: f.unitsPerEm, ascent: f.ascent, descent: f.descent, lineGap: f.lineGap };
    }
    return this.metrics;
  }

  /** Cached (advance << 1) | hasGlyph; a missing glyph measures as .notdef, as it is drawn. */
  entry(cp: number): number {
    if (cp < 0x10000) {
      const bmp = (this.bmp ??= new Int32Array(0x10000).fill(-1));
      const cached = bmp[cp];
      if (cached >= 0) return cached;
      return (bmp[cp] = this.lookUp(cp));
    }
    const cached = this.astral.get(cp);
    if (cached !== undefined) return cached;
    const value = this.lookUp(cp);
    this.astral.set(cp, value);
    return value;
  }

  /** Sum of advances in font units; integer sums keep results exact and order-independent. */
  measureUnits(text: string): number {
    const bmp = (this.bmp ??= new Int32Array(0x10000).fill(-1));
    let units = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      let cp = text.charCodeAt(i);
      if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < n) {
        const lo = text.charCodeAt(i + 1);
        if (lo >= 0xdc00 && lo <= 0xdfff) {
          cp = ((cp - 0xd800) << 10) + (lo - 0xdc00) + 0x10000;
          i++;
        }
      }
      // Inline hit on the BMP table; misses and astral code points go through entry().
      const cached = cp < 0x10000 ? bmp[cp] : -1;
      units += (cached >= 0 ? cached : this.entry(cp)) >> 1;
    }
    return units;
  }

  private lookUp(cp: number): number {
    const glyph = this.font().glyphForCodePoint(cp);
    return (Math.round(glyph.advanceWidth) << 1) | (glyph.id !== 0 ? 1 : 0);
  }
}

interface Family {
  regular: string;
  bold?: string;
}

/** Family of a font key: the part before the last '-' (`NotoSansSC-Bold` -> `NotoSansSC`). */
function familyOf(key: string): string {
  const dash = key.lastIndexOf('-');
  return dash > 0 ? key.slice(0, dash) : key;
}

function styleOf(key: string): string {
  const dash = key.lastIndexOf('-');
  return dash > 0 ? key.slice(dash + 1).toLowerCase() : 'regular';
}

/** Families by lower-case name; keys arrive sorted so the choice of faces is stable. */
function groupFamilies(keys: string[]): Map<string, Family> {
  const out = new Map<string, Family>();
  for (const key of keys) {
    const name = familyOf(key).toLowerCase();
    const style = styleOf(key);
    const family = out.get(name) ?? { regular: key };
    if (style === 'bold') family.bold = key;
    else if (style === 'regular' || styleOf(family.regular) === 'bold') family.regular = key;
    out.set(name, family);
  }
  // A family that only has a bold face still draws regular text with it.
  for (const family of out.values()) if (styleOf(family.regular) === 'bold') family.bold ??= family.regular;
  return out;
}

/** `"'Microsoft YaHei', Arial"` -> `['microsoft yahei', 'arial']`. */
function parseFamilyList(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim().replace(/^(['"])(.*)\1$/, '$2').trim().toLowerCase())
    .filter((name) => name !== '');
}

/** bold, bolder and numeric weights of 600 or more select a bold face. */
function isBold(weight: string | number | undefined): boolean {
  if (weight === undefined) return false;
  if (typeof weight === 'number') return weight >= 600;
  const w = weight.trim().toLowerCase();
  if (w === 'bold' || w === 'bolder') return true;
  const n = Number(w);
  return w !== '' && Number.isFinite(n) && n >= 600;
}
