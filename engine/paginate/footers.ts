/** Per-page header and footer lines of a panel. */
import { HEADER_FOOTER_GAP } from '../load/load.ts';
import type { Panel } from '../model/types.ts';

/**
 * The footer line of page `index` (0-based). firstPaperFooter applies to page 1, otherwise
 * oddPaperFooter / evenPaperFooter by page number, otherwise paperFooter; on the last page
 * lastPaperFooter applies when it is higher up. Never closer than 10 pt to the header line.
 */
export function footerLine(panel: Panel, index: number, lastIndex: number): number {
  let footer = panel.paperFooter;
  const pageNo = index + 1;
  if (index === 0 && panel.firstPaperFooter !== undefined) footer = panel.firstPaperFooter;
  else if (pageNo % 2 === 1 && panel.oddPaperFooter !== undefined) footer = panel.oddPaperFooter;
  else if (pageNo % 2 === 0 && panel.evenPaperFooter !== undefined) footer = panel.evenPaperFooter;
  if (index === lastIndex && panel.lastPaperFooter !== undefined) footer = Math.min(footer, panel.lastPaperFooter);
  return Math.max(footer, panel.paperHeader + HEADER_FOOTER_GAP);
}

/** True when an element belongs to the header zone, the footer zone or is fixed: it repeats on every page. */
export function repeatsOnEveryPage(panel: Panel, top: number, fixed: boolean | undefined): boolean {
  return fixed === true || top < panel.paperHeader || top >= panel.paperFooter;
}
