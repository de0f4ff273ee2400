/** Element rotation (the `transform` option), in degrees clockwise on screen. */
import { normalizeRotation } from '../../model/options.ts';
import { rotationAround, type Box, type DisplayItem } from '../../page.ts';

export { normalizeRotation };

/** Items rotated by `degrees` around the centre of `box`; the items themselves when there is no rotation. */
export function rotateAroundBox(degrees: number | undefined, box: Box, items: DisplayItem[]): DisplayItem[] {
  const deg = normalizeRotation(degrees ?? 0);
  if (deg === 0 || items.length === 0) return items;
  const transform = rotationAround(deg, box.x + box.width / 2, box.y + box.height / 2);
  return [{ kind: 'group', transform, items }];
}
