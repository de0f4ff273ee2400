/** How many top-menu entries fit in a width, the rest going under a 'more' entry. Pure. */

/**
 * The number of leading items (of `widths`, in px) that fit in `available` px with `gap` between
 * them; when not all fit, room is kept for the 'more' entry (`moreWidth`).
 */
export function fitCount(widths: readonly number[], available: number, moreWidth: number, gap = 0): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const w of widths) {
    const next = used + gap + w;
    if (next > available) break;
    used = next;
    count += 1;
  }
  return count;
}
