/**
 * Character classes for line breaking: where CJK text may break, and the kinsoku rules that
 * keep closing punctuation off line starts and opening punctuation off line ends.
 */

export const SPACE = 0x20;
const ZERO_WIDTH_SPACE = 0x200b;

/** Ideographs, kana, Hangul, CJK punctuation and full-width forms: break between any two. */
export function isCjk(cp: number): boolean {
  return (
    (cp >= 0x2e80 && cp <= 0x2fdf) || // radicals
    (cp >= 0x3000 && cp <= 0x303f) || // CJK symbols and punctuation
    (cp >= 0x3040 && cp <= 0x30ff) || // hiragana, katakana
    (cp >= 0x3100 && cp <= 0x31ff) || // bopomofo, Hangul compatibility jamo, katakana extension
    (cp >= 0x3200 && cp <= 0x4dbf) || // enclosed CJK, compatibility, extension A
    (cp >= 0x4e00 && cp <= 0x9fff) || // unified ideographs
    (cp >= 0xa960 && cp <= 0xa97f) || // Hangul jamo extended A
    (cp >= 0xac00 && cp <= 0xd7ff) || // Hangul syllables and jamo extended B
    (cp >= 0x1100 && cp <= 0x11ff) || // Hangul jamo
    (cp >= 0xf900 && cp <= 0xfaff) || // compatibility ideographs
    (cp >= 0xfe10 && cp <= 0xfe1f) || // vertical forms
    (cp >= 0xfe30 && cp <= 0xfe4f) || // compatibility forms
    (cp >= 0xff00 && cp <= 0xffef) || // half-width and full-width forms
    (cp >= 0x20000 && cp <= 0x3ffff) // supplementary ideographic planes
  );
}

/** Closing punctuation, small kana and the like: may not start a line. */
const CLOSING = new Set(
  codePoints(
    '，。、；：？！）》」』】〕〉〗〙〛｝］｠｣〟”’％·…‥・．｡､︰' +
      '‼⁇⁈⁉°℃‰' +
      'ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿーヽヾゝゞ々〻' +
      'ｧｨｩｪｫｯｬｭｮｰ' +
      ',.;:?!)]}%',
  ),
);

/** Opening punctuation: may not end a line. */
const OPENING = new Set(codePoints('（《「『【〔〈〖〘〚｛［｟｢〝“‘￥' + '([{'));

export function isClosing(cp: number): boolean {
  return CLOSING.has(cp);
}

export function isOpening(cp: number): boolean {
  return OPENING.has(cp);
}

function isHyphen(cp: number): boolean {
  return cp === 0x2d || cp === 0x2010 || cp === 0x2013;
}

const MARK = /^\p{M}$/u;

/** Combining marks, joiners, variation selectors and emoji modifiers stay with the previous character. */
export function isJoiner(cp: number): boolean {
  if (cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef)) return true;
  if (cp >= 0x1f3fb && cp <= 0x1f3ff) return true;
  if (cp < 0x300) return false;
  let mark = markCache.get(cp);
  if (mark === undefined) markCache.set(cp, (mark = MARK.test(String.fromCodePoint(cp))));
  return mark;
}

/** Memo for the Unicode property test, which is slow next to a map lookup. Bounded by Unicode. */
const markCache = new Map<number, boolean>();

/** Break classes of a code point, as bits: one table lookup replaces the set and range tests. */
export const CJK_CLASS = 1;
export const CLOSING_CLASS = 2;
export const OPENING_CLASS = 4;
export const JOINER_CLASS = 8;
/** Set on every classified code point, so that 0 in the table means "not yet". */
const KNOWN = 128;
/** The class of an ideograph with no kinsoku rule: a line may break between two of them. */
export const PLAIN_CJK = KNOWN | CJK_CLASS;

/** BMP classes, filled on first sight of each code point (0 = not classified yet). */
const bmpClasses = new Uint8Array(0x10000);

/** Break class bits of `cp` (see {@link CJK_CLASS}, {@link CLOSING_CLASS}, {@link OPENING_CLASS}, {@link JOINER_CLASS}). */
export function classOf(cp: number): number {
  if (cp >= 0 && cp < 0x10000) {
    const known = bmpClasses[cp]!;
    if (known !== 0) return known;
    return (bmpClasses[cp] = classify(cp));
  }
  return classify(cp);
}

function classify(cp: number): number {
  return KNOWN | (isCjk(cp) ? CJK_CLASS : 0) | (isClosing(cp) ? CLOSING_CLASS : 0) | (isOpening(cp) ? OPENING_CLASS : 0) | (isJoiner(cp) ? JOINER_CLASS : 0);
}

/**
 * May a line break between `prev` and `cur`? `before` is the character before `prev`
 * (or -1), so that a leading minus sign ("-5") is not taken for a word-joining hyphen.
 */
export function canBreakBetween(before: number, prev: number, cur: number, breakAll = false): boolean {
  return canBreakWithClasses(before, prev, classOf(prev), cur, classOf(cur), breakAll);
}

/** {@link canBreakBetween} with the classes of `prev` and `cur` already looked up. */
export function canBreakWithClasses(before: number, prev: number, prevClass: number, cur: number, curClass: number, breakAll = false): boolean {
  if ((curClass & (JOINER_CLASS | CLOSING_CLASS)) !== 0 || (prevClass & OPENING_CLASS) !== 0) return false;
  if (cur === SPACE) return false; // spaces hang at the end of the line they follow
  if (prev === SPACE || prev === ZERO_WIDTH_SPACE) return true;
  // break-all: between any two characters but before a hyphen (letters and digits alike).
  if (breakAll) return !isHyphen(cur);
  // After a hyphen that joins words; never inside numbers such as dates (2024-01-31).
  if (isHyphen(prev)) return before !== -1 && before !== SPACE && !isHyphen(before) && !isDigit(cur);
  return ((prevClass | curClass) & CJK_CLASS) !== 0;
}

function isDigit(cp: number): boolean {
  return cp >= 0x30 && cp <= 0x39;
}

function codePoints(s: string): number[] {
  return Array.from(s, (c) => c.codePointAt(0)!);
}

/** Number of code points in `text` (a surrogate pair is one, as measurement counts it). */
export function countCodePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const paired = c >= 0xdc00 && c <= 0xdfff && i > 0 && text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff;
    if (!paired) count++;
  }
  return count;
}
