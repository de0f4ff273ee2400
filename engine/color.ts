/**
 * CSS colour parsing for template options. Page descriptions carry `#rrggbb` plus a separate
 * opacity, so everything a template may say about colour is reduced to that here, once.
 */

/** A parsed colour: `#rrggbb` and, when not fully opaque, an opacity in 0..1. */
export interface ParsedColor {
  color: string;
  opacity?: number;
}

/** The 148 CSS named colours (CSS Color Module Level 4), as 0xRRGGBB. */
const NAMED: Readonly<Record<string, number>> = {
  aliceblue: 0xf0f8ff, antiquewhite: 0xfaebd7, aqua: 0x00ffff, aquamarine: 0x7fffd4,
  azure: 0xf0ffff, beige: 0xf5f5dc, bisque: 0xffe4c4, black: 0x000000,
  blanchedalmond: 0xffebcd, blue: 0x0000ff, blueviolet: 0x8a2be2, brown: 0xa52a2a,
  burlywood: 0xdeb887, cadetblue: 0x5f9ea0, chartreuse: 0x7fff00, chocolate: 0xd2691e,
  coral: 0xff7f50, cornflowerblue: 0x6495ed, cornsilk: 0xfff8dc, crimson: 0xdc143c,
  cyan: 0x00ffff, darkblue: 0x00008b, darkcyan: 0x008b8b, darkgoldenrod: 0xb8860b,
  darkgray: 0xa9a9a9, darkgreen: 0x006400, darkgrey: 0xa9a9a9, darkkhaki: 0xbdb76b,
  darkmagenta: 0x8b008b, darkolivegreen: 0x556b2f, darkorange: 0xff8c00, darkorchid: 0x9932cc,
  darkred: 0x8b0000, darksalmon: 0xe9967a, darkseagreen: 0x8fbc8f, darkslateblue: 0x483d8b,
  darkslategray: 0x2f4f4f, darkslategrey: 0x2f4f4f, darkturquoise: 0x00ced1, darkviolet: 0x9400d3,
  deeppink: 0xff1493, deepskyblue: 0x00bfff, dimgray: 0x696969, dimgrey: 0x696969,
  dodgerblue: 0x1e90ff, firebrick: 0xb22222, floralwhite: 0xfffaf0, forestgreen: 0x228b22,
  fuchsia: 0xff00ff, gainsboro: 0xdcdcdc, ghostwhite: 0xf8f8ff, gold: 0xffd700,
  goldenrod: 0xdaa520, gray: 0x808080, green: 0x008000, greenyellow: 0xadff2f,
  grey: 0x808080, honeydew: 0xf0fff0, hotpink: 0xff69b4, indianred: 0xcd5c5c,
  indigo: 0x4b0082, ivory: 0xfffff0, khaki: 0xf0e68c, lavender: 0xe6e6fa,
  lavenderblush: 0xfff0f5, lawngreen: 0x7cfc00, lemonchiffon: 0xfffacd, lightblue: 0xadd8e6,
  lightcoral: 0xf08080, lightcyan: 0xe0ffff, lightgoldenrodyellow: 0xfafad2, lightgray: 0xd3d3d3,
  lightgreen: 0x90ee90, lightgrey: 0xd3d3d3, lightpink: 0xffb6c1, lightsalmon: 0xffa07a,
  lightseagreen: 0x20b2aa, lightskyblue: 0x87cefa, lightslategray: 0x778899, lightslategrey: 0x778899,
  lightsteelblue: 0xb0c4de, lightyellow: 0xffffe0, lime: 0x00ff00, limegreen: 0x32cd32,
  linen: 0xfaf0e6, magenta: 0xff00ff, maroon: 0x800000, mediumaquamarine: 0x66cdaa,
  mediumblue: 0x0000cd, mediumorchid: 0xba55d3, mediumpurple: 0x9370db, mediumseagreen: 0x3cb371,
  mediumslateblue: 0x7b68ee, mediumspringgreen: 0x00fa9a, mediumturquoise: 0x48d1cc, mediumvioletred: 0xc71585,
  midnightblue: 0x191970, mintcream: 0xf5fffa, mistyrose: 0xffe4e1, moccasin: 0xffe4b5,
  navajowhite: 0xffdead, navy: 0x000080, oldlace: 0xfdf5e6, olive: 0x808000,
  olivedrab: 0x6b8e23, orange: 0xffa500, orangered: 0xff4500, orchid: 0xda70d6,
  palegoldenrod: 0xeee8aa, palegreen: 0x98fb98, paleturquoise: 0xafeeee, palevioletred: 0xdb7093,
  papayawhip: 0xffefd5, peachpuff: 0xffdab9, peru: 0xcd853f, pink: 0xffc0cb,
  plum: 0xdda0dd, powderblue: 0xb0e0e6, purple: 0x800080, rebeccapurple: 0x663399,
  red: 0xff0000, rosybrown: 0xbc8f8f, royalblue: 0x4169e1, saddlebrown: 0x8b4513,
  salmon: 0xfa8072, sandybrown: 0xf4a460, seagreen: 0x2e8b57, seashell: 0xfff5ee,
  sienna: 0xa0522d, silver: 0xc0c0c0, skyblue: 0x87ceeb, slateblue: 0x6a5acd,
  slategray: 0x708090, slategrey: 0x708090, snow: 0xfffafa, springgreen: 0x00ff7f,
  steelblue: 0x4682b4, tan: 0xd2b48c, teal: 0x008080, thistle: 0xd8bfd8,
  tomato: 0xff6347, turquoise: 0x40e0d0, violet: 0xee82ee, wheat: 0xf5deb3,
  white: 0xffffff, whitesmoke: 0xf5f5f5, yellow: 0xffff00, yellowgreen: 0x9acd32,
};

/** Number of named colours, for the test that the table is complete. */
export const NAMED_COLOR_COUNT = Object.keys(NAMED).length;

/**
 * Parse a CSS colour: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() (comma or space syntax,
 * numbers or percentages, `/ alpha`), hsl()/hsla(), `transparent` and the named colours,
 * case-insensitively. Returns undefined for anything else (including empty input).
 */
export function parseColor(css: string | undefined): ParsedColor | undefined {
  if (typeof css !== 'string') return undefined;
  const s = css.trim().toLowerCase();
  if (s === '') return undefined;
  if (s === 'transparent') return { color: '#000000', opacity: 0 };
  if (s.startsWith('#')) return parseHex(s.slice(1));
  const named = NAMED[s];
  if (named !== undefined && Object.hasOwn(NAMED, s)) return { color: hex6(named >> 16, (named >> 8) & 255, named & 255) };
  const fn = /^(rgba?|hsla?)\((.*)\)$/.exec(s);
  if (!fn) return undefined;
  const args = splitArgs(fn[2]!);
  if (!args) return undefined;
  return fn[1]!.startsWith('rgb') ? fromRgb(args) : fromHsl(args);
}

function parseHex(h: string): ParsedColor | undefined {
  if (!/^[0-9a-f]+$/.test(h)) return undefined;
  if (h.length === 3 || h.length === 4) h = [...h].map((c) => c + c).join('');
  if (h.length !== 6 && h.length !== 8) return undefined;
  const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
  return withAlpha(hex6(n(0), n(2), n(4)), h.length === 8 ? n(6) / 255 : 1);
}

/** Split function arguments: `a, b, c[, d]` or `a b c[ / d]`. Returns 3 or 4 tokens. */
function splitArgs(body: string): string[] | undefined {
  const t = body.trim();
  let parts: string[];
  if (t.includes(',')) {
    parts = t.split(',').map((p) => p.trim());
  } else {
    const [main, alpha, ...rest] = t.split('/');
    if (rest.length > 0) return undefined;
    parts = main!.trim().split(/\s+/);
    if (alpha !== undefined) parts.push(alpha.trim());
  }
  if (parts.length !== 3 && parts.length !== 4) return undefined;
  if (parts.some((p) => p === '')) return undefined;
  return parts;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/;

/** A number, or a percentage scaled so that 100% = `full`. */
function num(token: string, full: number): number | undefined {
  const pct = token.endsWith('%');
  const body = pct ? token.slice(0, -1) : token;
  if (!NUMBER.test(body)) return undefined;
  const v = Number(body);
  return pct ? (v / 100) * full : v;
}

function alphaOf(token: string | undefined): number | undefined {
  if (token === undefined) return 1;
  const a = num(token, 1);
  return a === undefined ? undefined : clamp(a, 0, 1);
}

function fromRgb(args: string[]): ParsedColor | undefined {
  const rgb = args.slice(0, 3).map((a) => num(a, 255));
  const alpha = alphaOf(args[3]);
  if (rgb.some((v) => v === undefined) || alpha === undefined) return undefined;
  const [r, g, b] = rgb.map((v) => Math.round(clamp(v!, 0, 255)));
  return withAlpha(hex6(r!, g!, b!), alpha);
}

function fromHsl(args: string[]): ParsedColor | undefined {
  const hue = parseHue(args[0]!);
  const sat = args[1]!.endsWith('%') ? num(args[1]!, 1) : undefined;
  const light = args[2]!.endsWith('%') ? num(args[2]!, 1) : undefined;
  const alpha = alphaOf(args[3]);
  if (hue === undefined || sat === undefined || light === undefined || alpha === undefined) return undefined;
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = clamp(sat, 0, 1);
  const l = clamp(light, 0, 1);
  // The CSS Color 4 reference algorithm.
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  const to255 = (v: number) => Math.round(clamp(v, 0, 1) * 255);
  return withAlpha(hex6(to255(channel(0)), to255(channel(8)), to255(channel(4))), alpha);
}

function parseHue(token: string): number | undefined {
  const m = /^(.*?)(deg|grad|rad|turn)?$/.exec(token)!;
  const body = m[1]!;
  if (!NUMBER.test(body)) return undefined;
  const v = Number(body);
  switch (m[2]) {
    case 'grad':
      return (v * 360) / 400;
    case 'rad':
      return (v * 180) / Math.PI;
    case 'turn':
      return v * 360;
    default:
      return v;
  }
}

function withAlpha(color: string, alpha: number): ParsedColor {
  // Opacity is kept to 1/1000, like every other number in a page description.
  const opacity = Math.round(alpha * 1000) / 1000;
  return opacity >= 1 ? { color } : { color, opacity };
}

function hex6(r: number, g: number, b: number): string {
  return '#' + [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('');
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}
