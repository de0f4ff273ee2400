/**
 * Line breaking of rich text: spans with styles in, lines no wider than the available width
 * out. CJK breaks between any two characters (with kinsoku), Latin at spaces and after
 * hyphens (anywhere with `breakAll`), over-long words between characters.
 *
 * Decisions where the specification is silent:
 * - A tab is four U+0020 spaces (painters never see a tab; the spaces break and justify).
 * - Spaces are not collapsed: leading spaces of a paragraph are kept (templates align with
 *   them). Trailing spaces of every line are dropped: they neither count nor get drawn.
 * - `indent` is part of the first line: its first run starts at x = indent and the line's
 *   width includes it. An empty line has width 0.
 * - `spans = []` gives no lines; spans whose text is empty give one empty line. As in
 *   browsers, a newline at the very end of the text adds no empty line ("a\n" is one line,
 *   "a\n\n" two); every other newline does.
 * - A non-positive or non-finite `lineHeight` counts as absent.
 * - When no allowed break fits (an over-long word, or a kinsoku group wider than the line),
 *   the line breaks before the first character that overflows: the width limit wins over
 *   kinsoku, combining marks stay with their base.
 */
import { round } from '../page.ts';
import { canBreakBetween, countCodePoints, isJoiner, SPACE } from './charClass.ts';
import { breakPlainText, countSpaces, EPSILON, indentOption, lineHeightOption, spacingOf, TAB_AS_SPACES } from './plainText.ts';
import type { BreakOptions, FontBook, LineRun, TextLine, TextSpan, TextStyle } from './types.ts';

interface Piece {
  text: string;
  style: TextStyle;
}

interface Paragraph {
  pieces: Piece[];
  /** Style that gives an empty paragraph its height. */
  style: TextStyle;
}

/** A piece of a line: `pieces[piece].text.slice(from, to)`. */
interface Range {
  piece: number;
  from: number;
  to: number;
}

/** Break `spans` into lines no wider than `options.maxWidth` (at least one character per line). */
export function breakLines(spans: TextSpan[], options: BreakOptions, fonts: FontBook): TextLine[] {
  // One span is the common case: it has a faster path with the very same results.
  return spans.length === 1 ? breakPlainText(spans[0].text, spans[0].style, options, fonts) : breakRichText(spans, options, fonts);
}

/** breakLines for any number of spans: the general path (exported so tests can compare the paths). */
export function breakRichText(spans: TextSpan[], options: BreakOptions, fonts: FontBook): TextLine[] {
  const lines: TextLine[] = [];
  const lineHeight = lineHeightOption(options);
  const indent = indentOption(options);
  const builder = new LineBuilder(fonts, lineHeight);
  for (const paragraph of splitParagraphs(spans)) {
    breakParagraph(paragraph, options.maxWidth, indent, options.breakAll === true, fonts, builder, lines);
  }
  return lines;
}

/** Split spans at '\n', '\r\n' and '\r'; expand tabs. */
function splitParagraphs(spans: TextSpan[]): Paragraph[] {
  if (spans.length === 0) return [];
  const paragraphs: Paragraph[] = [];
  let current: Paragraph = { pieces: [], style: spans[0].style };
  for (const span of spans) {
    const parts = span.text.replace(/\t/g, TAB_AS_SPACES).split(/\r\n|\r|\n/);
    parts.forEach((text, i) => {
      if (i > 0) {
        paragraphs.push(current);
        current = { pieces: [], style: span.style };
      }
      if (text !== '') current.pieces.push({ text, style: span.style });
    });
  }
  // As in browsers, a newline at the very end of the text starts no further line.
  if (paragraphs.length === 0 || current.pieces.length > 0) paragraphs.push(current);
  return paragraphs;
}

function breakParagraph(paragraph: Paragraph, maxWidth: number, indent: number, breakAll: boolean, fonts: FontBook, builder: LineBuilder, out: TextLine[]): void {
  const { pieces } = paragraph;
  // Fast path: most table cells fit on one line, so measure whole pieces before characters.
  let total = indent;
  for (const piece of pieces) total += fonts.measure(piece.style.font, piece.text, piece.style.size) + spacingOf(piece.style) * countCodePoints(piece.text);
  if (pieces.length === 0 || !(total > maxWidth + EPSILON)) {
    const ranges = pieces.map((piece, i) => ({ piece: i, from: 0, to: piece.text.length }));
    out.push(builder.build(pieces, ranges, indent, true, paragraph.style));
    return;
  }

  // One entry per code point: its piece, its offset there and its advance with letter spacing.
  const cps: number[] = [];
  const pieceOf: number[] = [];
  const offset: number[] = [];
  const advance: number[] = [];
  pieces.forEach((piece, p) => {
    const { font, size } = piece.style;
    const spacing = spacingOf(piece.style);
    for (let i = 0; i < piece.text.length; ) {
      const cp = piece.text.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      cps.push(cp);
      pieceOf.push(p);
      offset.push(i);
      advance.push(fonts.measure(font, ch, size) + spacing);
      i += ch.length;
    }
  });
  const n = cps.length;
  const rangesOf = (start: number, end: number): Range[] => {
    const ranges: Range[] = [];
    for (let i = start; i < end; ) {
      const piece = pieceOf[i];
      let j = i;
      while (j < end && pieceOf[j] === piece) j++;
      const to = j < n && pieceOf[j] === piece ? offset[j] : pieces[piece].text.length;
      ranges.push({ piece, from: offset[i], to });
      i = j;
    }
    return ranges;
  };

  let start = 0;
  let first = true;
  while (start < n) {
    const available = maxWidth - (first ? indent : 0);
    let width = 0;
    let lastBreak = -1;
    let end = n;
    for (let i = start; i < n; i++) {
      if (i > start && canBreakBetween(i >= 2 ? cps[i - 2] : -1, cps[i - 1], cps[i], breakAll)) lastBreak = i;
      width += advance[i];
      if (cps[i] === SPACE || i === start || !(width > available + EPSILON)) continue; // spaces hang
      end = lastBreak > start ? lastBreak : emergencyBreak(cps, start, i);
      break;
    }
    let next = end;
    while (next < n && cps[next] === SPACE) next++; // no spaces at the start of a wrapped line
    out.push(builder.build(pieces, rangesOf(start, end), first ? indent : 0, next === n, pieces[pieceOf[start]].style));
    start = next;
    first = false;
  }
}

/** Break inside a word before `i`, the first character that overflows, keeping clusters whole. */
function emergencyBreak(cps: number[], start: number, i: number): number {
  let end = i;
  while (end > start && isJoiner(cps[end])) end--;
  if (end > start) return end;
  end = i + 1;
  while (end < cps.length && isJoiner(cps[end])) end++;
  return end;
}

/** Turns ranges of pieces into a TextLine: runs, width, vertical metrics. */
class LineBuilder {
  constructor(
    private readonly fonts: FontBook,
    private readonly lineHeight: number | undefined,
  ) {}

  build(pieces: Piece[], ranges: Range[], indent: number, endsParagraph: boolean, fallback: TextStyle): TextLine {
    const texts = ranges.map((r) => pieces[r.piece].text.slice(r.from, r.to));
    // Trailing spaces do not count and are not drawn.
    for (let k = texts.length - 1; k >= 0; k--) {
      texts[k] = texts[k].replace(/ +$/, '');
      if (texts[k] !== '') break;
    }
    const runs: LineRun[] = [];
    let x = indent;
    ranges.forEach((r, k) => {
      const text = texts[k];
      if (text === '') return;
      const style = pieces[r.piece].style;
      const width = round(this.fonts.measure(style.font, text, style.size) + spacingOf(style) * countCodePoints(text));
      runs.push({ text, style, x: round(x), width, spaces: countSpaces(text) });
      x = round(x + width);
    });
    const styles = runs.length > 0 ? runs.map((run) => run.style) : [fallback];
    let ascent = 0;
    let descent = 0;
    let natural = 0;
    for (const style of styles) {
      const m = this.fonts.metrics(style.font, style.size);
      ascent = Math.max(ascent, m.ascent);
      descent = Math.max(descent, m.descent);
      natural = Math.max(natural, m.ascent + m.descent + m.lineGap);
    }
    return {
      runs,
      width: runs.length > 0 ? x : 0,
      ascent: round(ascent),
      descent: round(descent),
      height: round(this.lineHeight ?? natural),
      endsParagraph,
    };
  }
}
