/**
 * Line breaking of one span of text, the common case (table cells, plain text elements):
 * the rules of breakLines.ts without span merging. The text is scanned in place, code points
 * go to reused typed arrays, break classes come from one table lookup and advances from a
 * per-font-and-size cache. Lines are recorded as offsets: {@link countLines} (table row
 * heights) builds no line objects, and placePlainText (layoutText.ts) goes from offsets
 * straight to display items.
 *
 * Results equal breakLines' general path exactly (checked over a generated corpus in
 * plainText.test.ts): the same float operations run in the same order.
 */
import { round } from '../page.ts';
import { canBreakWithClasses, classOf, countCodePoints, JOINER_CLASS, PLAIN_CJK, SPACE } from './charClass.ts';
import type { BreakOptions, FontBook, TextLine, TextStyle } from './types.ts';

/** Slack for float sums of advances, far below the 1/1000 pt that output keeps. */
export const EPSILON = 1e-6;
export const TAB_AS_SPACES = '    ';
const LF = 0x0a;
const CR = 0x0d;

export interface PlainLineMetrics {
  ascent: number;
  descent: number;
  height: number;
  indent: number;
  spacing: number;
}

/**
 * What every line of one-style text shares: its vertical metrics, first-line indent and
 * spacing. The result is shared with the next call for the same values: read, do not keep.
 */
export function plainLineMetrics(style: TextStyle, options: Pick<BreakOptions, 'lineHeight' | 'indent'>, fonts: FontBook): PlainLineMetrics {
  // A table paints thousands of cells in one style: the last answer is usually the one asked.
  const last = lastMetrics;
  if (last.fonts === fonts && last.font === style.font && last.size === style.size && Object.is(last.letterSpacing, style.letterSpacing) && Object.is(last.lineHeight, options.lineHeight) && Object.is(last.indent, options.indent)) {
    return last.value;
  }
  const m = fonts.metrics(style.font, style.size);
  const value = {
    ascent: round(Math.max(0, m.ascent)),
    descent: round(Math.max(0, m.descent)),
    height: round(lineHeightOption(options) ?? Math.max(0, m.ascent + m.descent + m.lineGap)),
    indent: indentOption(options),
    spacing: spacingOf(style),
  };
  lastMetrics = { fonts, font: style.font, size: style.size, letterSpacing: style.letterSpacing, lineHeight: options.lineHeight, indent: options.indent, value };
  return value;
}

let lastMetrics: {
  fonts: FontBook | undefined;
  font: string;
  size: number;
  letterSpacing: number | undefined;
  lineHeight: number | undefined;
  indent: number | undefined;
  value: PlainLineMetrics;
} = { fonts: undefined, font: '', size: 0, letterSpacing: undefined, lineHeight: undefined, indent: undefined, value: { ascent: 0, descent: 0, height: 0, indent: 0, spacing: 0 } };

/** Lines of `text` in one style: what `breakLines([{ text, style }], options, fonts)` gives. */
export function breakPlainText(text: string, style: TextStyle, options: BreakOptions, fonts: FontBook): TextLine[] {
  const lines = plainLines(text, style, options, fonts);
  const { ascent, descent, height, indent, spacing } = plainLineMetrics(style, options, fonts);
  const out: TextLine[] = new Array(lines.count);
  for (let k = 0; k < lines.count; k++) {
    const from = lines.from[k]!;
    const to = lines.to[k]!;
    const endsParagraph = (lines.flags[k]! & ENDS_PARAGRAPH) !== 0;
    if (from === to) {
      out[k] = { runs: [], width: 0, ascent, descent, height, endsParagraph };
      continue;
    }
    const text = lineText(lines, k);
    const x = (lines.flags[k]! & FIRST_LINE) !== 0 ? indent : 0;
    const width = round(lineAdvance(lines, k, fonts, style, spacing, text));
    out[k] = { runs: [{ text, style, x: round(x), width, spaces: countSpaces(text) }], width: round(x + width), ascent, descent, height, endsParagraph };
  }
  return out;
}

/** Number of lines `breakPlainText` would give, without building them (all share one height). */
export function countLines(text: string, style: TextStyle, options: BreakOptions, fonts: FontBook): number {
  return plainLines(text, style, options, fonts).count;
}

/**
 * Lines of a plain text as offsets: line k is `text.slice(from[k], to[k])`, trailing spaces
 * already dropped (from === to for an empty line). One buffer serves every call: read it
 * before breaking another text.
 */
export interface PlainLines {
  /** The text with tabs expanded: the offsets refer to it. */
  text: string;
  count: number;
  from: Int32Array;
  to: Int32Array;
  /** {@link FIRST_LINE} and {@link ENDS_PARAGRAPH} bits. */
  flags: Uint8Array;
  /** measureText of the line when breaking already measured it (a paragraph that fits), else NaN. */
  advance: Float64Array;
}

/** The first line of its paragraph: it starts at the indent. */
export const FIRST_LINE = 1;
/** The line ends its paragraph (never justified). */
export const ENDS_PARAGRAPH = 2;

/** Capacity (lines, code points) the reused arrays keep between calls. */
const KEEP = 4096;
const buffer: PlainLines = { text: '', count: 0, from: new Int32Array(16), to: new Int32Array(16), flags: new Uint8Array(16), advance: new Float64Array(16) };

function shrinkBuffer(): void {
  buffer.from = new Int32Array(16);
  buffer.to = new Int32Array(16);
  buffer.flags = new Uint8Array(16);
  buffer.advance = new Float64Array(16);
}

/** The text of line k (trailing spaces dropped). */
export function lineText(lines: PlainLines, k: number): string {
  const from = lines.from[k]!;
  const to = lines.to[k]!;
  return from === 0 && to === lines.text.length ? lines.text : lines.text.slice(from, to);
}

/** measureText of line k, whose text is `text`: measured once for a line that needed no breaking. */
export function lineAdvance(lines: PlainLines, k: number, fonts: FontBook, style: TextStyle, spacing: number, text: string): number {
  const known = lines.advance[k]!;
  return known === known ? known : measureText(fonts, style, spacing, text);
}

/** Advance of `text` with letter spacing after every character, unrounded, as breakLines sums it. */
export function measureText(fonts: FontBook, style: TextStyle, spacing: number, text: string): number {
  const advance = fonts.measure(style.font, text, style.size);
  // spacing * n equals spacing for n >= 1 when spacing is (signed) zero: skip the count.
  return advance + (spacing === 0 ? spacing : spacing * countCodePoints(text));
}

/** Break `text` in one style into lines, as offsets (see {@link PlainLines}). */
export function plainLines(text: string, style: TextStyle, options: BreakOptions, fonts: FontBook): PlainLines {
  if (text.indexOf('\t') >= 0) text = text.replace(/\t/g, TAB_AS_SPACES);
  // A huge text grows the reused arrays; do not keep that memory for the next, small ones.
  if (buffer.from.length > KEEP) shrinkBuffer();
  if (scratch.cps.length > KEEP) scratch = scratchOf(64);
  buffer.text = text;
  buffer.count = 0;
  const indent = indentOption(options);
  const breakAll = options.breakAll === true;
  const spacing = spacingOf(style);
  const n = text.length;
  // One paragraph (no newline) is the common case: found by two native scans, not a loop.
  if (text.indexOf('\n') < 0 && text.indexOf('\r') < 0) {
    breakParagraph(text, 0, n, style, spacing, options.maxWidth, indent, breakAll, fonts);
    return buffer;
  }
  for (let from = 0; ; ) {
    let end = from;
    while (end < n) {
      const c = text.charCodeAt(end);
      if (c === LF || c === CR) break;
      end++;
    }
    // As in browsers, a newline at the very end of the text starts no further line.
    if (end === n && from === n && from > 0) break;
    breakParagraph(text, from, end, style, spacing, options.maxWidth, indent, breakAll, fonts);
    if (end === n) break;
    from = end + (text.charCodeAt(end) === CR && text.charCodeAt(end + 1) === LF ? 2 : 1);
  }
  return buffer;
}

/**
 * Put lines kept by {@link LineStore} (lineStore.ts) back into the shared buffer, as
 * plainLines gave them for `text`: `pool[at]` lines, then from, to and flags of each. Line
 * advances are left to be measured (NaN), which gives the numbers breaking gave.
 */
export function restorePlainLines(text: string, pool: Int32Array, at: number): PlainLines {
  if (text.indexOf('\t') >= 0) text = text.replace(/\t/g, TAB_AS_SPACES);
  if (buffer.from.length > KEEP) shrinkBuffer();
  buffer.text = text;
  buffer.count = 0;
  const count = pool[at++]!;
  for (let k = 0; k < count; k++, at += 3) pushLine(pool[at]!, pool[at + 1]!, pool[at + 2]!);
  return buffer;
}

/** One line text[0, to) whose measureText is `advance` (NaN: not known), as plainLines gives it. */
export function restoreOneLine(text: string, to: number, advance: number): PlainLines {
  if (text.indexOf('\t') >= 0) text = text.replace(/\t/g, TAB_AS_SPACES);
  buffer.text = text;
  buffer.count = 1;
  buffer.from[0] = 0;
  buffer.to[0] = to;
  buffer.flags[0] = FIRST_LINE | ENDS_PARAGRAPH;
  buffer.advance[0] = advance;
  return buffer;
}

export function lineHeightOption(options: Pick<BreakOptions, 'lineHeight'>): number | undefined {
  const h = options.lineHeight;
  return h !== undefined && h > 0 && Number.isFinite(h) ? h : undefined;
}

export function indentOption(options: Pick<BreakOptions, 'indent'>): number {
  return options.indent !== undefined && Number.isFinite(options.indent) ? options.indent : 0;
}

export function spacingOf(style: TextStyle): number {
  return style.letterSpacing !== undefined && Number.isFinite(style.letterSpacing) ? style.letterSpacing : 0;
}

export function countSpaces(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === SPACE) count++;
  return count;
}

/** Record line text[from, to) in the buffer, without its trailing spaces; `advance` is its measureText if known. */
function pushLine(from: number, to: number, flags: number, advance = NaN): void {
  const text = buffer.text;
  while (to > from && text.charCodeAt(to - 1) === SPACE) {
    to--;
    advance = NaN;
  }
  const k = buffer.count;
  if (k === buffer.from.length) {
    const grow = <T extends Int32Array | Uint8Array | Float64Array>(a: T, b: T) => (b.set(a), b);
    buffer.from = grow(buffer.from, new Int32Array(2 * k));
    buffer.to = grow(buffer.to, new Int32Array(2 * k));
    buffer.flags = grow(buffer.flags, new Uint8Array(2 * k));
    buffer.advance = grow(buffer.advance, new Float64Array(2 * k));
  }
  buffer.from[k] = from;
  buffer.to[k] = to;
  buffer.flags[k] = flags;
  buffer.advance[k] = advance;
  buffer.count = k + 1;
}

/** Per code point of the paragraph being broken; reused between calls and grown on demand. */
interface Scratch {
  cps: Int32Array;
  /** Break classes (charClass.ts). */
  classes: Uint8Array;
  /** 1 where a line may break before the code point. */
  breakable: Uint8Array;
  /** Offset of the code point in the text. */
  offsets: Int32Array;
  /** Advance with letter spacing, pt. */
  advances: Float64Array;
}

let scratch = scratchOf(64);

function scratchOf(size: number): Scratch {
  return { cps: new Int32Array(size), classes: new Uint8Array(size), breakable: new Uint8Array(size), offsets: new Int32Array(size), advances: new Float64Array(size) };
}

/** Break text[from, to) (no newlines, tabs expanded) into lines of the buffer. */
function breakParagraph(text: string, from: number, to: number, style: TextStyle, spacing: number, maxWidth: number, indent: number, breakAll: boolean, fonts: FontBook): void {
  if (from === to) {
    pushLine(from, to, FIRST_LINE | ENDS_PARAGRAPH);
    return;
  }
  // Most table cells fit on one line: measure the whole paragraph before its characters.
  const paragraph = from === 0 && to === text.length ? text : text.slice(from, to);
  const advance = measureText(fonts, style, spacing, paragraph);
  if (!(indent + advance > maxWidth + EPSILON)) {
    pushLine(from, to, FIRST_LINE | ENDS_PARAGRAPH, advance);
    return;
  }

  if (scratch.cps.length < to - from) scratch = scratchOf(Math.max(to - from, scratch.cps.length * 2));
  // Locals, not module state, in the loops: the compiler keeps them in registers.
  const { cps, classes, breakable, offsets, advances } = scratch;
  const table = advanceTable(fonts, style.font, style.size);
  // One pass over the code points: advances, classes, and whether a break may come before
  // each (that depends on the two characters before it only, not on where the line starts).
  let n = 0;
  let before = -1;
  let prev = -1;
  let prevClass = 0;
  for (let i = from; i < to; ) {
    let cp = text.charCodeAt(i);
    let units = 1;
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < to) {
      const lo = text.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) {
        cp = ((cp - 0xd800) << 10) + (lo - 0xdc00) + 0x10000;
        units = 2;
      }
    }
    const cls = classOf(cp);
    cps[n] = cp;
    classes[n] = cls;
    // Between two ideographs without kinsoku rules (most of Chinese text) a break may come.
    breakable[n] = n > 0 && ((cls === PLAIN_CJK && prevClass === PLAIN_CJK) || canBreakWithClasses(before, prev, prevClass, cp, cls, breakAll)) ? 1 : 0;
    offsets[n] = i;
    let advance = NaN;
    if (cp < 0x10000) {
      const block = table.blocks[cp >> BLOCK_BITS];
      if (block !== undefined) advance = block[cp & BLOCK_MASK]!;
    }
    advances[n] = (advance === advance ? advance : measureOne(table, cp)) + spacing;
    before = prev;
    prev = cp;
    prevClass = cls;
    n++;
    i += units;
  }

  let start = 0;
  let first = true;
  while (start < n) {
    const available = maxWidth - (first ? indent : 0);
    let width = 0;
    let lastBreak = -1;
    let end = n;
    for (let i = start; i < n; i++) {
      if (i > start && breakable[i] === 1) lastBreak = i;
      width += advances[i]!;
      if (cps[i] === SPACE || i === start || !(width > available + EPSILON)) continue; // spaces hang
      end = lastBreak > start ? lastBreak : emergencyBreak(classes, start, i, n);
      break;
    }
    let next = end;
    while (next < n && cps[next] === SPACE) next++; // no spaces at the start of a wrapped line
    pushLine(offsets[start]!, end < n ? offsets[end]! : to, (first ? FIRST_LINE : 0) | (next === n ? ENDS_PARAGRAPH : 0));
    start = next;
    first = false;
  }
}

/** Break inside a word before `i`, the first character that overflows, keeping clusters whole. */
function emergencyBreak(classes: Uint8Array, start: number, i: number, n: number): number {
  let end = i;
  while (end > start && (classes[end]! & JOINER_CLASS) !== 0) end--;
  if (end > start) return end;
  end = i + 1;
  while (end < n && (classes[end]! & JOINER_CLASS) !== 0) end++;
  return end;
}

/**
 * Advances of single code points as `fonts.measure` gives them for that character alone,
 * cached per font book, font and size in blocks of 256 code points (BMP only: astral code
 * points are rare and measured each time).
 */
interface AdvanceTable {
  fonts: FontBook;
  font: string;
  size: number;
  blocks: (Float64Array | undefined)[];
}

const BLOCK_BITS = 8;
const BLOCK_MASK = (1 << BLOCK_BITS) - 1;
/** Tables kept per font book; past this many (font, size) pairs the oldest is dropped. */
const MAX_TABLES = 64;
const tablesByBook = new WeakMap<FontBook, Map<string, AdvanceTable>>();
let lastTable: AdvanceTable | undefined;

function advanceTable(fonts: FontBook, font: string, size: number): AdvanceTable {
  const last = lastTable;
  if (last !== undefined && last.fonts === fonts && last.font === font && last.size === size) return last;
  let tables = tablesByBook.get(fonts);
  if (!tables) tablesByBook.set(fonts, (tables = new Map()));
  const key = `${font}\u0000${size}`;
  let table = tables.get(key);
  if (!table) {
    if (tables.size >= MAX_TABLES) tables.delete(tables.keys().next().value!);
    table = { fonts, font, size, blocks: new Array<Float64Array | undefined>(0x10000 >> BLOCK_BITS).fill(undefined) };
    tables.set(key, table);
  }
  return (lastTable = table);
}

/** Measure one code point (a lone surrogate as itself, as String.fromCodePoint gives it) and cache it. */
function measureOne(table: AdvanceTable, cp: number): number {
  const advance = table.fonts.measure(table.font, String.fromCodePoint(cp), table.size);
  if (cp < 0x10000) {
    const block = (table.blocks[cp >> BLOCK_BITS] ??= new Float64Array(1 << BLOCK_BITS).fill(NaN));
    block[cp & BLOCK_MASK] = advance;
  }
  return advance;
}
