/** What one benchmark run of the delivery note reports (times in ms). */
export interface TableRun {
  pages: number;
  /** Layout and pagination alone, where the tool has them apart. */
  layoutMs?: number;
  /** Time to the first page description, where the tool streams pages. */
  firstPageMs?: number;
  /**
   * larder: time to the first page that needs nothing more (firstPageMs may be a page whose
   * page count comes at the end).
   */
  firstCompletePageMs?: number;
  /** Time spent writing the PDF (for larder: inside the writer; for peers without a split: total). */
  pdfMs: number;
  /** Document definition to PDF bytes. */
  totalMs: number;
  pdfBytes: number;
  /** The PDF itself, for a look at it (not serialised). */
  pdf?: Uint8Array;
}

/** A tool that writes the delivery note of `rows` rows. */
export interface TableTool {
  name: string;
  /** One line on what exactly is measured. */
  note: string;
}
