/**
 * The character style of HTML content and how tags and the few CSS properties we honour
 * change it. Only values are read (colours, sizes, names); nothing is ever evaluated.
 */
import { parseColor } from '../../color.ts';
import { PT_PER_PX } from '../../units.ts';

/** Character style while walking the HTML, before a font key is chosen. */
export interface HtmlStyle {
  family?: string;
  bold: boolean;
  oblique: boolean;
  underline: boolean;
  lineThrough: boolean;
  overline: boolean;
  /** pt */
  size: number;
  color: string;
  opacity?: number;
  /** pt */
  letterSpacing?: number;
}

/** <font size=1..7>, in pt (the browser's 10/13/16/18/24/32/48 px). */
export const FONT_SIZE_ATTR_PT = [7.5, 10, 12, 13.5, 18, 24, 36] as const;

/** Heading sizes relative to the surrounding text, as browsers' default style sheet has them. */
const HEADING_EM: Readonly<Record<string, number>> = { h1: 2, h2: 1.5, h3: 1.17, h4: 1, h5: 0.83, h6: 0.67 };

/** CSS absolute-size keywords in px. */
const SIZE_KEYWORDS: Readonly<Record<string, number>> = {
  'xx-small': 9, 'x-small': 10, small: 13, medium: 16, large: 18, 'x-large': 24, 'xx-large': 32, 'xxx-large': 48,
};

/** Sizes outside this range are ignored: they come from mistakes, and would break layout. */
const MAX_SIZE_PT = 1000;

/** The style inside element `name` with attributes `attrs`, within `parent`. */
export function styleForTag(name: string, attrs: Record<string, string>, parent: HtmlStyle, root: HtmlStyle): HtmlStyle {
  const style: HtmlStyle = { ...parent };
  switch (name) {
    case 'b':
    case 'strong':
    case 'th':
      style.bold = true;
      break;
    case 'i':
    case 'em':
    case 'cite':
    case 'var':
    case 'dfn':
    case 'address':
      style.oblique = true;
      break;
    case 'u':
    case 'ins':
      style.underline = true;
      break;
    case 's':
    case 'strike':
    case 'del':
      style.lineThrough = true;
      break;
    case 'small':
      style.size = parent.size * (5 / 6);
      break;
    case 'big':
      style.size = parent.size * 1.2;
      break;
    case 'font':
      applyFontAttributes(style, attrs);
      break;
    default:
      if (Object.hasOwn(HEADING_EM, name)) {
        style.bold = true;
        style.size = parent.size * HEADING_EM[name]!;
      }
  }
  if (attrs.style !== undefined) applyCss(style, attrs.style, parent, root);
  return style;
}

function applyFontAttributes(style: HtmlStyle, attrs: Record<string, string>): void {
  if (attrs.color !== undefined) setColor(style, attrs.color);
  if (attrs.face !== undefined && attrs.face.trim() !== '') style.family = attrs.face.trim();
  if (attrs.size !== undefined) {
    const m = /^\s*([+-]?)(\d+)/.exec(attrs.size);
    if (m) {
      const n = Number(m[2]);
      // +n / -n are relative to the default size 3.
      const level = m[1] === '+' ? 3 + n : m[1] === '-' ? 3 - n : n;
      style.size = FONT_SIZE_ATTR_PT[Math.min(7, Math.max(1, level)) - 1]!;
    }
  }
}

/** Apply the declarations of a style attribute that we honour; the rest are ignored. */
export function applyCss(style: HtmlStyle, css: string, parent: HtmlStyle, root: HtmlStyle): void {
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const prop = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).replace(/!important\s*$/i, '').trim();
    const lower = value.toLowerCase();
    switch (prop) {
      case 'color':
        setColor(style, value);
        break;
      case 'font-size': {
        const size = cssFontSize(lower, parent.size, root.size);
        if (size !== undefined) style.size = size;
        break;
      }
      case 'font-weight':
        if (lower === 'bold' || lower === 'bolder' || (/^\d+$/.test(lower) && Number(lower) >= 600)) style.bold = true;
        else if (lower === 'normal' || lower === 'lighter' || /^\d+$/.test(lower)) style.bold = false;
        break;
      case 'font-style':
        if (lower === 'italic' || lower.startsWith('oblique')) style.oblique = true;
        else if (lower === 'normal') style.oblique = false;
        break;
      case 'text-decoration':
      case 'text-decoration-line':
        // Decorations propagate to descendants and cannot be taken away by them, so only add.
        if (/\bunderline\b/.test(lower)) style.underline = true;
        if (/\bline-through\b/.test(lower)) style.lineThrough = true;
        if (/\boverline\b/.test(lower)) style.overline = true;
        break;
      case 'font-family':
        if (value !== '' && !/[()]/.test(value)) style.family = value;
        break;
      case 'letter-spacing': {
        const spacing = lower === 'normal' ? 0 : cssLength(lower, parent.size, root.size);
        if (spacing !== undefined) style.letterSpacing = spacing;
        break;
      }
    }
  }
}

function setColor(style: HtmlStyle, css: string): void {
  const parsed = parseColor(css);
  if (!parsed) return;
  style.color = parsed.color;
  if (parsed.opacity === undefined) delete style.opacity;
  else style.opacity = parsed.opacity;
}

/** A CSS length in pt: pt, px, em, rem, %; undefined when not understood. */
function cssLength(value: string, em: number, rem: number): number | undefined {
  const m = /^([+-]?(?:\d+\.?\d*|\.\d+))(pt|px|em|rem|%)$/.exec(value);
  if (!m) return value === '0' ? 0 : undefined;
  const n = Number(m[1]);
  switch (m[2]) {
    case 'pt':
      return n;
    case 'px':
      return n * PT_PER_PX;
    case 'em':
      return n * em;
    case 'rem':
      return n * rem;
    default:
      return (n / 100) * em;
  }
}

function cssFontSize(value: string, parentSize: number, rootSize: number): number | undefined {
  let size: number | undefined;
  if (Object.hasOwn(SIZE_KEYWORDS, value)) size = SIZE_KEYWORDS[value]! * PT_PER_PX;
  else if (value === 'smaller') size = parentSize / 1.2;
  else if (value === 'larger') size = parentSize * 1.2;
  else size = cssLength(value, parentSize, rootSize);
  return size !== undefined && size > 0 && size <= MAX_SIZE_PT ? size : undefined;
}
