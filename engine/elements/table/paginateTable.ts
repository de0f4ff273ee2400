/**
 * The table's flow: rows fill each page (each band of a grid table) until the footer line;
 * a page's header, footer rows, empty rows and notices are decided here from row heights
 * alone, and painted later from the plan (paintTable.ts).
 *
 * - Header: tableHeaderRepeat page (every page, the default), first (first page only), none.
 * - Footer: see footer.ts; its height is reserved on every page that shows one. When the
 *   last page's footer (subtotal and grand total) does not fit under its rows, rows move to
 *   a new last page so that the total never stands alone.
 * - maxRows caps the rows of each page (each band); every body row counts.
 * - autoCompletion pads the last page with empty rows up to its capacity (or maxRows).
 * - A group header never ends a page on its own: it moves with its first row.
 * - A row taller than a whole page is split between the lines of its text cells. If it
 *   cannot be split (barcode, QR or image content taller than the page, a single line taller
 *   than the page) the red notice is drawn in its place, the row is skipped and reported; if
 *   not even the header and footer leave room for a row, the notice ends the table. At the
 *   top of a page the flow always makes progress, so pagination ends.
 */
import { LimitError, MAX_TABLE_PAGE_CELLS } from '../../limits.ts';
import type { FlowChunk, FlowSlot } from '../types.ts';
import { contentHeight, textHeight, textLines } from './cells.ts';
import { footerHookRows, footerKinds, summaryRow, type FooterRow } from './footer.ts';
import { NO_ROOM_NOTICE, NOTICE_COLOR, type BandPlan, type PagePlan, type RowPart } from './plan.ts';
import type { PreparedTable } from './prepareTable.ts';
import { paintPage } from './paintTable.ts';
import { cellOverrideOf, cellText, DATA_ROW, GROUP_HEADER_ROW, rowCellsHeight } from './rows.ts';
import { lineHeightOf, PAD_X, PAD_Y, styledText } from './styles.ts';
import type { TextLine } from '../../text/types.ts';

const EPSILON = 1e-6;

interface SplitState {
  row: number;
  lines: (TextLine[] | null)[];
  next: Int32Array;
  fixedHeight: number;
  started: boolean;
}

interface Cursor {
  row: number;
  split: SplitState | undefined;
}

const NEXT_PAGE: FlowChunk = { height: 0, done: false, paint: () => [] };

export class TableFlow {
  readonly kind = 'flow';
  private cursor: Cursor = { row: 0, split: undefined };
  private page = 0;
  private finished = false;
  /** The rows are all placed but the closing footer moved to the next page. */
  private totalPending = false;

  constructor(private readonly t: PreparedTable) {}

  next(slot: FlowSlot): FlowChunk {
    const t = this.t;
    if (this.finished) return { height: 0, done: true, paint: () => [] };
    const saved: Cursor = { row: this.cursor.row, split: cloneSplit(this.cursor.split) };
    const plan = this.plan(slot);
    if (!plan) {
      this.cursor = saved;
      return NEXT_PAGE;
    }
    this.page++;
    const done = this.finished;
    const x = slot.x;
    const y = slot.y;
    return { height: plan.height, done, paint: () => paintPage(t, plan, x, y) };
  }

  private showsHeader(): boolean {
    const repeat = this.t.settings.headerRepeat;
    return this.t.columns.headerRows > 0 && (repeat === 'page' || (repeat === 'first' && this.page === 0));
  }

  /** The plan of this page, or undefined when the table should start on the next page. */
  private plan(slot: FlowSlot): PagePlan | undefined {
    const t = this.t;
    const { body, settings, styles } = t;
    const header = this.showsHeader();
    const headerH = header ? t.headerHeight : 0;
    const avail = slot.available;
    const gridHook = t.bands.count > 1 ? settings.hooks.gridColumnsFooterFormatter : undefined;
    const gridReserve = gridHook ? styles.bodyMin : 0;
    const withFooter = t.footerMode !== 'no';
    const reserve = withFooter && t.footerMode === 'page' ? this.subtotalEstimate() : 0;
    const maxRows = settings.maxRows ?? Infinity;
    // Rows are looked at only as far as the cell limit can be passed, before any is measured.
    const cellRows = this.cellRows();
    const bandRoom = avail - headerH - gridReserve;

    // Not even one row fits between the header and the footer on an empty page.
    const needed = body.count > 0 ? lineHeightOf(styles, styles.body) + 2 * PAD_Y : 0;
    if (bandRoom - reserve < needed - EPSILON || bandRoom < -EPSILON) {
      if (!slot.atTop) return undefined;
      this.finished = true;
      this.report(slot);
      const band: BandPlan = { header, part: undefined, from: this.cursor.row, to: this.cursor.row, empty: 0, footer: [], notice: this.noticeHeight(), used: this.noticeHeight() };
      return { bands: [band], gridFooter: undefined, height: headerH + band.used };
    }

    const startRow = this.cursor.split ? this.cursor.split.row + 1 : this.cursor.row;
    const bands: BandPlan[] = [];
    for (let b = 0; b < t.bands.count; b++) {
      if (b > 0 && this.atEnd()) break;
      const room = bandRoom - (b === t.bands.count - 1 ? reserve : 0);
      const band = this.fillBand(header, room, Math.min(maxRows, body.count, cellRows + 1), slot);
      const empty = band.part === undefined && band.from === band.to && band.notice === 0;
      if (empty && body.count > 0 && !this.atEnd()) {
        if (b === 0 && !slot.atTop) return undefined;
        if (b > 0) break;
      }
      bands.push(band);
    }
    if (bands.length === 0) bands.push({ header, part: undefined, from: this.cursor.row, to: this.cursor.row, empty: 0, footer: [], notice: 0, used: 0 });
    const rows = rowsOf(bands);
    if (rows > cellRows) {
      const { element, columns } = t;
      const cells = rows * columns.leaves.length;
      throw new LimitError(element.path, MAX_TABLE_PAGE_CELLS, `page ${slot.page.index + 1} would hold at least ${cells} table cells (rows times columns), more than the ${MAX_TABLE_PAGE_CELLS} a page may have`);
    }

    // Footer rows; rows move on while the last page's footer does not fit under them.
    const last = bands[bands.length - 1]!;
    let footer: FooterRow[] = [];
    let totalLater = false;
    for (;;) {
      const endRow = this.cursor.split ? this.cursor.split.row + 1 : this.cursor.row;
      footer = withFooter ? this.footerRows(this.atEnd() && !totalLater, startRow, Math.max(startRow, endRow)) : [];
      const footerH = sum(footer);
      if (last.used + footerH <= bandRoom + EPSILON) break;
      const rowsOnPage = bands.reduce((n, band) => n + band.to - band.from + (band.part ? 1 : 0), 0);
      if (last.to > last.from && rowsOnPage > 1 && !this.cursor.split) {
        last.to--;
        last.used -= body.height[last.to]!;
        this.cursor.row = last.to;
        continue;
      }
      if (!slot.atTop) return undefined;
      // The last row and the last page's footer cannot share a page: the footer that closes
      // the table gets a page of its own.
      if (this.atEnd() && !totalLater && !this.totalPending) {
        totalLater = true;
        continue;
      }
      break; // at the top of a page with nothing left to move: draw it rather than never end
    }
    last.footer = footer;
    last.used += sum(footer);

    if (this.atEnd() && !totalLater) this.finished = true;
    this.totalPending = totalLater;
    if (this.finished && settings.autoCompletion) this.complete(bands, header, bandRoom, maxRows, cellRows);

    let height = 0;
    for (const band of bands) height = Math.max(height, (band.header ? t.headerHeight : 0) + band.used);
    let gridFooter: FooterRow | undefined;
    if (gridHook) {
      const endRow = this.cursor.split ? this.cursor.split.row + 1 : this.cursor.row;
      const result = t.hooks.footer(gridHook, t.env.data, t.dataBefore[startRow]!, t.dataBefore[Math.max(startRow, endRow)]!);
      const cells = footerHookRows(result, 1)[0];
      if (cells) {
        const width = t.element.options.width;
        gridFooter = { cells, height: rowCellsHeight(styles, cells, Float64Array.of(width)) };
        height += gridFooter.height;
      }
    }
    if (this.page === 0 && this.finished && settings.lHeight !== undefined) height = Math.max(height, settings.lHeight);
    return { bands, gridFooter, height };
  }

  private atEnd(): boolean {
    return this.cursor.split === undefined && this.cursor.row >= this.t.body.count;
  }

  /** Fill one band with rows from the cursor within `room` (below the header). */
  private fillBand(header: boolean, room: number, maxRows: number, slot: FlowSlot): BandPlan {
    const band: BandPlan = { header, part: undefined, from: this.cursor.row, to: this.cursor.row, empty: 0, footer: [], notice: 0, used: 0 };
    let taken = 0;
    if (this.cursor.split) {
      const part = this.takePart(this.cursor.split, room);
      if (!part) this.skipWithNotice(band, slot);
      else {
        band.part = part;
        band.used += part.height;
        taken++;
        if (!part.done) return band;
        this.cursor.split = undefined;
        this.cursor.row++;
        band.from = band.to = this.cursor.row;
      }
    }
    taken += this.takeRows(band, room, maxRows - taken);
    if (taken === 0 && band.notice === 0 && this.cursor.row < this.t.body.count && slot.atTop && maxRows > 0) {
      // The row is taller than the whole band: split it, or put the notice in its place.
      const split = this.startSplit(this.cursor.row);
      const part = split ? this.takePart(split, room) : undefined;
      if (!split || !part) {
        this.skipWithNotice(band, slot);
        this.takeRows(band, room, maxRows);
        return band;
      }
      band.part = part;
      band.used += part.height;
      this.cursor.split = split;
      if (part.done) {
        this.cursor.split = undefined;
        this.cursor.row++;
        band.from = band.to = this.cursor.row;
      }
    }
    return band;
  }

  /** Full rows from the cursor while they fit (a binary search over prefix sums); how many. */
  private takeRows(band: BandPlan, room: number, maxRows: number): number {
    const { body } = this.t;
    const from = this.cursor.row;
    const limit = Math.min(body.count, from + Math.max(0, maxRows));
    body.measureTo(from + 1);
    const target = body.prefix[from]! + room - band.used + EPSILON;
    // Rows are measured as far as the search needs them: a page's worth, not the table.
    let lo = from;
    for (;;) {
      let hi = Math.min(limit, body.measured);
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (body.prefix[mid]! <= target) lo = mid;
        else hi = mid - 1;
      }
      if (lo < Math.min(limit, body.measured) || body.measured >= limit) break;
      body.measureTo(body.measured + 1);
    }
    let to = lo;
    // A group header does not end a page on its own.
    if (to - from > 1 && to < body.count && body.kind[to - 1] === GROUP_HEADER_ROW) to--;
    band.from = from;
    band.to = to;
    band.used += body.prefix[to]! - body.prefix[from]!;
    this.cursor.row = to;
    return to - from;
  }

  /** The row at the cursor cannot be placed: the notice takes its place and the row is skipped. */
  private skipWithNotice(band: BandPlan, slot: FlowSlot): void {
    this.cursor.row = (this.cursor.split?.row ?? this.cursor.row) + 1;
    this.cursor.split = undefined;
    band.from = band.to = this.cursor.row;
    band.notice += this.noticeHeight();
    band.used += this.noticeHeight();
    this.report(slot);
  }

  private report(slot: FlowSlot): void {
    const { env, element } = this.t;
    env.ctx.diagnostics.push({ code: 'table-no-room', message: NO_ROOM_NOTICE, path: element.path, page: slot.page.index });
  }

  noticeHeight(): number {
    const { styles, bands } = this.t;
    return textHeight(styles, NO_ROOM_NOTICE, { ...styles.body, color: NOTICE_COLOR }, bands.width) + 2 * PAD_Y;
  }

  /** Lines of every text cell of body row `row`, or undefined when the row cannot be split. */
  private startSplit(row: number): SplitState | undefined {
    const t = this.t;
    const { body, styles, columns, widths } = t;
    const kind = body.kind[row]!;
    const lines: (TextLine[] | null)[] = [];
    let fixedHeight = 0;
    if (kind === DATA_ROW) {
      const d = body.ref[row]!;
      for (const leaf of columns.leaves) {
        const text = cellText(body, leaf, d);
        const style = styledText(styles, styles.body, cellOverrideOf(body, leaf, d));
        const width = widths[leaf.index]! - 2 * PAD_X;
        if (leaf.type === 'text' || leaf.type === 'sequence') lines.push(textLines(styles, text, style, width));
        else {
          lines.push(null);
          fixedHeight = Math.max(fixedHeight, contentHeight(styles, t.env.ctx, leaf, leaf.type, text, style, width));
        }
      }
    } else {
      const group = body.groups[body.ref[row]!]!;
      const text = (kind === GROUP_HEADER_ROW ? group.header : group.footer) ?? '';
      lines.push(textLines(styles, text, kind === GROUP_HEADER_ROW ? styles.groupHeader : styles.body, t.bands.width - 2 * PAD_X));
    }
    return { row, lines, next: new Int32Array(lines.length), fixedHeight, started: false };
  }

  /** The next piece of a split row that fits in `room`; undefined when no progress is possible. */
  private takePart(split: SplitState, room: number): RowPart | undefined {
    const contentRoom = room - 2 * PAD_Y;
    const fixed = split.started ? 0 : split.fixedHeight;
    if (!(contentRoom > 0) || fixed > contentRoom + EPSILON) return undefined;
    const from = split.next.slice();
    let tallest = fixed;
    let progress = fixed > 0;
    let done = true;
    split.lines.forEach((lines, c) => {
      if (!lines) return;
      let used = 0;
      let i = split.next[c]!;
      while (i < lines.length && used + lines[i]!.height <= contentRoom + EPSILON) used += lines[i++]!.height;
      if (i > split.next[c]!) progress = true;
      split.next[c] = i;
      if (i < lines.length) done = false;
      tallest = Math.max(tallest, used);
    });
    if (!progress && !(done && !split.started)) return undefined;
    const first = !split.started;
    split.started = true;
    let height = tallest + 2 * PAD_Y;
    if (done) height = Math.max(height, Math.min(this.t.styles.bodyMin, room));
    return { row: split.row, lines: split.lines, from, to: split.next.slice(), first, done, height };
  }

  /** An estimate of a page subtotal row's height: the grand total's texts, labelled as a subtotal. */
  private subtotalCache: number | undefined;
  private subtotalEstimate(): number {
    const t = this.t;
    if (this.subtotalCache === undefined) {
      this.subtotalCache = t.footerHook
        ? t.styles.bodyMin
        : rowCellsHeight(t.styles, summaryRow('subtotal', t.specs, t.body.numbers, 0, t.body.records.length, t.body.records.length), t.widths);
    }
    return this.subtotalCache;
  }

  /** The footer rows of a page holding body rows [startRow, endRow). */
  private footerRows(last: boolean, startRow: number, endRow: number): FooterRow[] {
    const t = this.t;
    const from = t.dataBefore[startRow]!;
    const to = t.dataBefore[endRow]!;
    const kinds = footerKinds(t.footerMode, last);
    if (kinds.length === 0) return [];
    const total = t.body.records.length;
    if (t.footerHook) {
      const result = t.hooks.footer(t.settings.hooks.footerFormatter!, t.env.data, from, to);
      return footerHookRows(result, t.columns.leaves.length).map((cells) => ({ cells, height: rowCellsHeight(t.styles, cells, t.widths) }));
    }
    return kinds.map((kind) => {
      const cells = summaryRow(kind, t.specs, t.body.numbers, from, to, total);
      return { cells, height: rowCellsHeight(t.styles, cells, t.widths) };
    });
  }

  /** Body rows a page may hold: MAX_TABLE_PAGE_CELLS over the columns. */
  private cellRows(): number {
    return Math.floor(MAX_TABLE_PAGE_CELLS / Math.max(1, this.t.columns.leaves.length));
  }

  /**
   * autoCompletion: empty rows up to the capacity of the last page's bands (or maxRows), and
   * no more than the page's cell limit leaves (clamped with a diagnostic).
   */
  private complete(bands: BandPlan[], header: boolean, bandRoom: number, maxRows: number, cellRows: number): void {
    const t = this.t;
    const rowH = t.styles.bodyMin;
    if (!(rowH > 0) || !Number.isFinite(bandRoom)) return;
    let left = cellRows - rowsOf(bands);
    let clamped = 0;
    const fill = (band: BandPlan) => {
      const rows = band.to - band.from + (band.part ? 1 : 0);
      const fit = Math.floor((bandRoom - band.used + EPSILON) / rowH);
      const wanted = Math.max(0, Math.min(fit, maxRows - rows));
      band.empty = Math.max(0, Math.min(wanted, left));
      clamped += wanted - band.empty;
      left -= band.empty;
      band.used += band.empty * rowH;
    };
    const lastWithRows = bands.length - 1;
    fill(bands[lastWithRows]!);
    for (let b = bands.length; b < t.bands.count; b++) {
      const band: BandPlan = { header, part: undefined, from: t.body.count, to: t.body.count, empty: 0, footer: [], notice: 0, used: 0 };
      fill(band);
      bands.push(band);
    }
    if (clamped > 0) {
      t.env.ctx.diagnostics.push({
        code: 'table-fill-clamped',
        message: `autoCompletion left out ${clamped} empty rows: a page holds at most ${MAX_TABLE_PAGE_CELLS} table cells (rows times columns)`,
        path: t.element.path,
      });
    }
  }
}

/** Body rows on a page (a split row's part counted), empty rows included. */
function rowsOf(bands: BandPlan[]): number {
  let n = 0;
  for (const band of bands) n += band.to - band.from + (band.part ? 1 : 0) + band.empty;
  return n;
}

function sum(rows: FooterRow[]): number {
  let h = 0;
  for (const r of rows) h += r.height;
  return h;
}

function cloneSplit(split: SplitState | undefined): SplitState | undefined {
  return split ? { ...split, next: split.next.slice() } : undefined;
}
