/**
 * Line breaks of many plain texts, kept from measuring to placing. A table measures every
 * cell to know its row heights and paints the same cells a moment later: each cell would be
 * broken (and a wrapped one measured character by character) twice. A text of one line is
 * kept as its end and width, a longer one as a few numbers per line.
 */
import { ENDS_PARAGRAPH, FIRST_LINE, plainLines, restoreOneLine, restorePlainLines, type PlainLines } from './plainText.ts';
import type { BreakOptions, FontBook, TextStyle } from './types.ts';

/** Numbers the pool keeps in all (3 per line, 1 per text); past this it keeps no more. */
const MAX_NUMBERS = 1 << 23;
const NONE = -1;
/** `start` values at or below this hold a one-line text whose line ends at ONE_LINE - start. */
const ONE_LINE = -2;

/** Keys per block of `start` and `width`: blocks are made as keys are first used. */
const BLOCK_BITS = 12;
const BLOCK_MASK = (1 << BLOCK_BITS) - 1;

export class LineStore {
  /** Per key: where its lines start in `pool`; NONE; or ONE_LINE - end for one line from 0. */
  private readonly start: (Int32Array | undefined)[];
  /** Width of each one-line text, NaN when breaking did not measure it. */
  private readonly width: (Float64Array | undefined)[];
  /** Per text of several lines: line count, then from, to and flags of each line. */
  private pool = new Int32Array(1024);
  private used = 0;

  /** Keys are integers in [0, keys). */
  constructor(keys: number) {
    const blocks = (keys + BLOCK_MASK) >> BLOCK_BITS;
    this.start = new Array<Int32Array | undefined>(blocks).fill(undefined);
    this.width = new Array<Float64Array | undefined>(blocks).fill(undefined);
  }

  /** Break `text` as plainLines does and return the lines, keeping them under `key` for {@link lines}. */
  breakText(key: number, text: string, style: TextStyle, options: BreakOptions, fonts: FontBook): PlainLines {
    const lines = plainLines(text, style, options, fonts);
    const block = key >> BLOCK_BITS;
    const start = (this.start[block] ??= new Int32Array(1 << BLOCK_BITS).fill(NONE));
    if (lines.count === 1 && lines.from[0] === 0 && lines.flags[0] === (FIRST_LINE | ENDS_PARAGRAPH)) {
      start[key & BLOCK_MASK] = ONE_LINE - lines.to[0]!;
      (this.width[block] ??= new Float64Array(1 << BLOCK_BITS))[key & BLOCK_MASK] = lines.advance[0]!;
    } else this.keep(start, key & BLOCK_MASK, lines);
    return lines;
  }

  /** The lines kept under `key` (for the same text, style and options), or undefined. */
  lines(key: number, text: string): PlainLines | undefined {
    const block = key >> BLOCK_BITS;
    const at = this.start[block]?.[key & BLOCK_MASK] ?? NONE;
    if (at === NONE) return undefined;
    if (at <= ONE_LINE) return restoreOneLine(text, ONE_LINE - at, this.width[block]![key & BLOCK_MASK]!);
    return restorePlainLines(text, this.pool, at);
  }

  private keep(start: Int32Array, slot: number, lines: PlainLines): void {
    const need = 1 + 3 * lines.count;
    if (this.used + need > MAX_NUMBERS) return; // painting breaks the text again instead
    if (this.used + need > this.pool.length) {
      const grown = new Int32Array(Math.min(MAX_NUMBERS, Math.max(2 * this.pool.length, this.used + need)));
      grown.set(this.pool.subarray(0, this.used));
      this.pool = grown;
    }
    const pool = this.pool;
    let at = this.used;
    start[slot] = at;
    pool[at++] = lines.count;
    for (let k = 0; k < lines.count; k++) {
      pool[at++] = lines.from[k]!;
      pool[at++] = lines.to[k]!;
      pool[at++] = lines.flags[k]!;
    }
    this.used = at;
  }
}
