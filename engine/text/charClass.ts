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

/**
 * May a line break between `prev` and `cur`? `before` is the character before `prev`
 * (or -1), so that a leading minus sign ("-5") is not taken for a word-joining hyphen.
 */
export function canBreakBetween(before: number, prev: number, cur: number): boolean {
  if (isJoiner(cur) || isClosing(cur) || isOpening(prev)) return false;
  if (cur === SPACE) return false; // spaces hang at the end of the line they follow
  if (prev === SPACE || prev === ZERO_WIDTH_SPACE) return true;
  // After a hyphen that joins words; never inside numbers such as dates (2024-01-31).
  if (isHyphen(prev)) return before !== -1 && before !== SPACE && !isHyphen(before) && !isDigit(cur);
  return isCjk(prev) || isCjk(cur);
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
