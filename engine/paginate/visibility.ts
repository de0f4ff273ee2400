/** Which pages an element appears on: showInPage and unShowInPage (specification section 4). */
import type { ElementOptions } from '../model/types.ts';

/**
 * True when an element shows on page `index` (0-based) of `count`. first = page 1 only;
 * last = the last page only; odd = pages 1, 3, 5 ... (page 1 dropped when unShowInPage is
 * first); even = pages 2, 4 ...; none or absent = every page, less what unShowInPage
 * excludes (the first or the last page).
 */
export function isVisibleOnPage(options: Pick<ElementOptions, 'showInPage' | 'unShowInPage'>, index: number, count: number): boolean {
  const pageNo = index + 1;
  const isFirst = index === 0;
  const isLast = index === count - 1;
  if (options.unShowInPage === 'first' && isFirst) return false;
  if (options.unShowInPage === 'last' && isLast) return false;
  switch (options.showInPage) {
    case 'first':
      return isFirst;
    case 'last':
      return isLast;
    case 'odd':
      return pageNo % 2 === 1;
    case 'even':
      return pageNo % 2 === 0;
    default:
      return true;
  }
}
