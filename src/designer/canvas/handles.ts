/**
 * Resize and rotate handles of the selected element: where they are (pt, following the
 * element's rotation), which one is under the pointer, and the cursor each one shows.
 */
import type { Box, HandleOrRotate } from '../editor/index.ts';

/** Handle square size, CSS px (constant on screen whatever the zoom). */
export const HANDLE_PX = 8;
/** Distance of the rotate handle above the element's top edge, CSS px. */
export const ROTATE_OFFSET_PX = 18;
/** Extra pick distance around a handle, CSS px. */
export const HANDLE_SLOP_PX = 2;

export interface HandlePoint {
  handle: HandleOrRotate;
  x: number;
  y: number;
}

/** A point rotated by `degrees` (clockwise, y down) about (cx, cy). */
export function rotatePoint(x: number, y: number, degrees: number, cx: number, cy: number): { x: number; y: number } {
  if (!degrees) return { x, y };
  const r = (degrees * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  return { x: cx + dx * Math.cos(r) - dy * Math.sin(r), y: cy + dx * Math.sin(r) + dy * Math.cos(r) };
}

/** Handle centres in pt for a box rotated about its centre; `scale` is CSS px per pt. */
export function handlePoints(box: Box, rotation: number, handles: readonly HandleOrRotate[], scale: number): HandlePoint[] {
  const { x, y, width: w, height: h } = box;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const local: Record<HandleOrRotate, [number, number]> = {
    nw: [x, y],
    n: [cx, y],
    ne: [x + w, y],
    e: [x + w, cy],
    se: [x + w, y + h],
    s: [cx, y + h],
    sw: [x, y + h],
    w: [x, cy],
    r: [cx, y - ROTATE_OFFSET_PX / scale],
  };
  return handles.map((handle) => ({ handle, ...rotatePoint(local[handle][0], local[handle][1], rotation, cx, cy) }));
}

/** The handle under the point (pt), nearest first; undefined when none is within reach. */
export function handleAt(points: readonly HandlePoint[], x: number, y: number, scale: number): HandleOrRotate | undefined {
  const reach = (HANDLE_PX / 2 + HANDLE_SLOP_PX) / scale;
  let best: { handle: HandleOrRotate; d: number } | undefined;
  for (const p of points) {
    const d = Math.max(Math.abs(p.x - x), Math.abs(p.y - y));
    if (d <= reach && (!best || d < best.d)) best = { handle: p.handle, d };
  }
  return best?.handle;
}

const CURSORS = ['ns-resize', 'nesw-resize', 'ew-resize', 'nwse-resize'] as const;
const DIRECTION: Record<Exclude<HandleOrRotate, 'r'>, number> = { n: 0, ne: 1, e: 2, se: 3, s: 0, sw: 1, w: 2, nw: 3 };

/** The CSS cursor of a handle, turned with the element in 45 degree steps. */
export function handleCursor(handle: HandleOrRotate, rotation: number): string {
  if (handle === 'r') return 'alias';
  const turn = Math.round((((rotation % 180) + 180) % 180) / 45);
  return CURSORS[(DIRECTION[handle] + turn) % 4]!;
}
