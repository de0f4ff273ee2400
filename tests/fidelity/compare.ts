/**
 * The font-insensitive measure of the fidelity harness: a page is cut into 2 mm cells, a cell
 * is inked when it holds dark pixels, and two pages are compared by their inked cells (IoU,
 * what hiprint inks that larder does not, and the other way round). A tolerant figure lets a
 * cell match an inked cell next to it, so a line a pixel across a cell edge is not a miss.
 */

/** A grey raster, one byte a pixel (0 black, 255 white), `mm` wide. */
export interface Raster {
  width: number;
  height: number;
  gray: Uint8Array;
}

export const CELL_MM = 2;
/** A pixel darker than this is ink: text, lines and bars, not hiprint's #e8e8e8 header or a watermark. */
export const INK_BELOW = 160;
/** Dark pixels a cell needs to count as inked (one stray anti-aliased pixel does not). */
export const INK_PIXELS = 2;

export interface CellGrid {
  cols: number;
  rows: number;
  ink: Uint8Array;
}

/** A binary PGM (P5, 8 bit), as `pdftoppm -gray` writes it. */
export function parsePgm(bytes: Uint8Array): Raster {
  const header: string[] = [];
  let at = 0;
  while (header.length < 4) {
    while (at < bytes.length && /\s/.test(String.fromCharCode(bytes[at]!))) at++;
    if (bytes[at] === 0x23) {
      while (at < bytes.length && bytes[at] !== 0x0a) at++;
      continue;
    }
    let token = '';
    while (at < bytes.length && !/\s/.test(String.fromCharCode(bytes[at]!))) token += String.fromCharCode(bytes[at++]!);
    header.push(token);
  }
  if (header[0] !== 'P5' || header[3] !== '255') throw new Error(`not an 8-bit binary PGM: ${header.join(' ')}`);
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, gray: bytes.subarray(at + 1, at + 1 + width * height) };
}

/**
 * The inked 2 mm cells of a page `widthMm` x `heightMm` rasterised into `r`. `grid` (mm) cuts
 * the cells of another page size out of it, from the top left corner: hiprint makes its A4
 * paper 296 mm tall, and larder's 297 mm page is measured on hiprint's cells at its own scale
 * (stretching it onto 296 mm would move a row line at the foot of the page by 2 px).
 */
export function inkCells(r: Raster, widthMm: number, heightMm: number, grid = { widthMm, heightMm }): CellGrid {
  const cols = Math.ceil(grid.widthMm / CELL_MM - 1e-9);
  const rows = Math.ceil(grid.heightMm / CELL_MM - 1e-9);
  const counts = new Uint32Array(cols * rows);
  const sx = widthMm / CELL_MM / r.width;
  const sy = heightMm / CELL_MM / r.height;
  for (let y = 0; y < r.height; y++) {
    const row = Math.floor(y * sy);
    if (row >= rows) break;
    for (let x = 0; x < r.width; x++) {
      const col = Math.floor(x * sx);
      if (col < cols && r.gray[y * r.width + x]! < INK_BELOW) counts[row * cols + col]!++;
    }
  }
  const ink = new Uint8Array(cols * rows);
  for (let i = 0; i < ink.length; i++) ink[i] = counts[i]! >= INK_PIXELS ? 1 : 0;
  return { cols, rows, ink };
}

export interface PageFigures {
  /** Inked cells of hiprint's page and larder's. */
  hiprintCells: number;
  larderCells: number;
  /** Cells inked in both over cells inked in either (1 when neither inks any). */
  iou: number;
  /** Share of either side's inked cells with an inked cell at most one cell away on the other. */
  tolerant: number;
  /** Share of hiprint's inked cells larder leaves blank, and of larder's that hiprint leaves blank. */
  missing: number;
  extra: number;
}

/** Compare hiprint's cells `a` with larder's cells `b` (same grid). */
export function compareCells(a: CellGrid, b: CellGrid): PageFigures {
  if (a.cols !== b.cols || a.rows !== b.rows) throw new Error(`cell grids differ: ${a.cols}x${a.rows} and ${b.cols}x${b.rows}`);
  let both = 0;
  let either = 0;
  let onlyA = 0;
  let onlyB = 0;
  let countA = 0;
  let countB = 0;
  let nearA = 0;
  let nearB = 0;
  const near = (g: CellGrid, c: number, r: number) => {
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const cc = c + dc;
        const rr = r + dr;
        if (cc >= 0 && rr >= 0 && cc < g.cols && rr < g.rows && g.ink[rr * g.cols + cc]) return true;
      }
    }
    return false;
  };
  for (let r = 0; r < a.rows; r++) {
    for (let c = 0; c < a.cols; c++) {
      const i = r * a.cols + c;
      const x = a.ink[i]!;
      const y = b.ink[i]!;
      if (x) countA++;
      if (y) countB++;
      if (x && y) both++;
      if (x || y) either++;
      if (x && !y) onlyA++;
      if (y && !x) onlyB++;
      if (x && near(b, c, r)) nearA++;
      if (y && near(a, c, r)) nearB++;
    }
  }
  return {
    hiprintCells: countA,
    larderCells: countB,
    iou: either === 0 ? 1 : both / either,
    tolerant: countA + countB === 0 ? 1 : (nearA + nearB) / (countA + countB),
    missing: countA === 0 ? 0 : onlyA / countA,
    extra: countB === 0 ? 0 : onlyB / countB,
  };
}
