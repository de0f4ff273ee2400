/** Element rotation (the `transform` option), in degrees clockwise on screen. */
import { rotationAround, type Box, type DisplayItem } from '../../page.ts';

/** Wrap a rotation in degrees into [0, 360): 370 -> 10, -90 -> 270; non-finite -> 0. */
export function normalizeRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const r = degrees % 360;
  const wrapped = r < 0 ? r + 360 : r;
  // -0 and 360 - tiny both land on 0 rather than on a value that prints oddly.
  return wrapped === 0 || wrapped === 360 ? 0 : wrapped;
}

/** Items rotated by `degrees` around the centre of `box`; the items themselves when there is no rotation. */
export function rotateAroundBox(degrees: number | undefined, box: Box, items: DisplayItem[]): DisplayItem[] {
  const deg = normalizeRotation(degrees ?? 0);
  if (deg === 0 || items.length === 0) return items;
  const transform = rotationAround(deg, box.x + box.width / 2, box.y + box.height / 2);
  return [{ kind: 'group', transform, items }];
}
