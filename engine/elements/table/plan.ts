/** What placement decides for one page of a table and painting draws: plain data, no items. */
import type { TextLine } from '../../text/types.ts';
import type { FooterRow } from './footer.ts';

/** Drawn in place of a row that fits on no page (and reported): placement plans it, painting draws it. */
export const NO_ROOM_NOTICE = '没有足够空间进行表格分页，请调整页眉/页脚线';
export const NOTICE_COLOR = '#ff0000';

/** A piece of a body row taller than a page: lines [from[c], to[c]) of each text cell. */
export interface RowPart {
  row: number;
  /** Lines of each column's text (or of the one group text at column 0); null for other content. */
  lines: (TextLine[] | null)[];
  from: Int32Array;
  to: Int32Array;
  /** This is the row's first piece: barcode, QR and image content is drawn here. */
  first: boolean;
  done: boolean;
  height: number;
}

/** One band (the whole table width unless gridColumns) of one page. */
export interface BandPlan {
  header: boolean;
  /** A piece of a split row, drawn before the full rows. */
  part: RowPart | undefined;
  /** Full body rows [from, to). */
  from: number;
  to: number;
  /** Empty rows of autoCompletion. */
  empty: number;
  footer: FooterRow[];
  /** Height of the red no-room notice drawn under the header, in place of a skipped row; 0 for none. */
  notice: number;
  /** Height below the header: rows, empties, footer and notice. */
  used: number;
}

export interface PagePlan {
  bands: BandPlan[];
  /** gridColumnsFooterFormatter's row across all bands. */
  gridFooter: FooterRow | undefined;
  /** Height the page's piece takes, pt. */
  height: number;
}
