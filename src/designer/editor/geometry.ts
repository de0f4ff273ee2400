/**
 * Geometry kernels: data in, plans out. Nothing here reads or changes the editor.
 * All lengths are pt (specification section 9).
 */
import { normalizeRotation, PT_PER_PX } from '../../../engine/index.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Snap distance and guide-line distance, pt (configurable; defaults of the designer). */
export interface SnapConfig {
  adsorbMin: number;
  adsorbLineMin: number;
}

export const DEFAULT_SNAP: SnapConfig = { adsorbMin: 3, adsorbLineMin: 6 };
/** Default resize step, pt. */
export const RESIZE_STEP = 1.5;
/** Default drag-length step of the drag helper, pt. */
export const DRAG_STEP = 3;
/** Default keyboard moving distance, pt. */
export const MOVING_DISTANCE = 1.5;

/** Screen px to pt at the drag conversion of 0.75 pt per px. */
export const dragPxToPt = (px: number): number => px * PT_PER_PX;

/** The drag length helper: 0.75 x length in px, rounded to a multiple of `step` pt. */
export function dragLength(px: number, step = DRAG_STEP): number {
  return roundTo(px * PT_PER_PX, step);
}

/** Round to the nearest multiple of `step` (no rounding for step <= 0). */
export function roundTo(value: number, step: number): number {
  if (!(step > 0)) return value;
  // Avoid -0 and float dust like 4.499999 in stored options.
  return Number((Math.round(value / step) * step).toFixed(6)) + 0;
}

/** Positions and sizes are stored to 1/100 pt: no float dust (465.0000152) in saved templates. */
export const roundPt = (value: number): number => Math.round(value * 100) / 100 + 0;

/** A box grown to at least `size` (the drawn size of an element); never shrunk. */
export function growBox(box: Box, size: Partial<Size> | undefined): Box {
  if (!size) return box;
  const width = size.width !== undefined && size.width > box.width ? size.width : box.width;
  const height = size.height !== undefined && size.height > box.height ? size.height : box.height;
  return width === box.width && height === box.height ? box : { ...box, width, height };
}

/** Keep a box inside the paper; a box larger than the paper sticks to the top-left. */
export function clampToPaper(box: Box, paper: Size): Box {
  const x = Math.max(0, Math.min(box.x, paper.width - box.width));
  const y = Math.max(0, Math.min(box.y, paper.height - box.height));
  return { ...box, x, y };
}

/** A guide line drawn while dragging: a vertical line at x (axis 'x') or horizontal at y. */
export interface Guide {
  axis: 'x' | 'y';
  /** Position of the line, pt. */
  at: number;
  /** Extent along the other axis, pt, covering the moving box and the box it aligns with. */
  from: number;
  to: number;
}

export interface SnapPlan {
  /** Correction to add to the moving box's position. */
  dx: number;
  dy: number;
  guides: Guide[];
}

/** Left, centre and right (or top, middle, bottom) of a box along one axis. */
function stops(box: Box, axis: 'x' | 'y'): number[] {
  const start = axis === 'x' ? box.x : box.y;
  const size = axis === 'x' ? box.width : box.height;
  return [start, start + size / 2, start + size];
}

/**
 * Snap a moving box to the paper's edges and centre and to other boxes' edges and centres.
 * Within adsorbMin the box is pulled onto the nearest line; within adsorbLineMin a guide is
 * shown. Each axis snaps independently.
 */
export function snapBox(moving: Box, paper: Size, others: readonly Box[], config: SnapConfig = DEFAULT_SNAP): SnapPlan {
  const paperBox: Box = { x: 0, y: 0, width: paper.width, height: paper.height };
  const targets = [paperBox, ...others];
  const axisPlan = (axis: 'x' | 'y') => {
    let best: { delta: number; dist: number } | undefined;
    for (const target of targets) {
      for (const line of stops(target, axis)) {
        for (const stop of stops(moving, axis)) {
          const dist = Math.abs(line - stop);
          if (dist <= config.adsorbMin && (!best || dist < best.dist)) best = { delta: line - stop, dist };
        }
      }
    }
    return best?.delta ?? 0;
  };
  const dx = axisPlan('x');
  const dy = axisPlan('y');
  const snapped = { ...moving, x: moving.x + dx, y: moving.y + dy };
  return { dx, dy, guides: guidesFor(snapped, targets, config.adsorbLineMin) };
}

/** Guide lines for every target line within `within` pt of the box's stops, deduplicated. */
export function guidesFor(box: Box, targets: readonly Box[], within: number): Guide[] {
  const guides = new Map<string, Guide>();
  for (const axis of ['x', 'y'] as const) {
    const other = axis === 'x' ? 'y' : 'x';
    for (const target of targets) {
      for (const line of stops(target, axis)) {
        if (!stops(box, axis).some((s) => Math.abs(s - line) <= within)) continue;
        const [a0, , a1] = stops(box, other);
        const [b0, , b1] = stops(target, other);
        const key = `${axis}:${line}`;
        const prev = guides.get(key);
        const from = Math.min(a0!, b0!, prev?.from ?? Infinity);
        const to = Math.max(a1!, b1!, prev?.to ?? -Infinity);
        guides.set(key, { axis, at: line, from, to });
      }
    }
  }
  return [...guides.values()];
}

export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
export type HandleOrRotate = Handle | 'r';

/** Handles shown per element type (section 9); unknown types get the default s and e. */
export const DEFAULT_HANDLES: Readonly<Record<string, readonly HandleOrRotate[]>> = {
  default: ['s', 'e'],
  image: ['se', 'r'],
  vline: ['s', 'r'],
  hline: ['e', 'r'],
};

export function handlesFor(type: string, config: Readonly<Record<string, readonly HandleOrRotate[]>> = DEFAULT_HANDLES): readonly HandleOrRotate[] {
  return config[type] ?? config.default ?? DEFAULT_HANDLES.default!;
}

/**
 * Resize a box by dragging a handle by (dx, dy) pt. The change is rounded to `step`; a size
 * never drops below one step, and north/west handles keep the opposite edge in place.
 */
export function resizeBox(start: Box, handle: Handle, dx: number, dy: number, step = RESIZE_STEP): Box {
  const min = step > 0 ? step : 1;
  let { x, y, width, height } = start;
  if (handle.includes('e')) width = Math.max(min, start.width + roundTo(dx, step));
  if (handle.includes('s')) height = Math.max(min, start.height + roundTo(dy, step));
  if (handle.includes('w')) {
    width = Math.max(min, start.width - roundTo(dx, step));
    x = start.x + start.width - width;
  }
  if (handle.includes('n')) {
    height = Math.max(min, start.height - roundTo(dy, step));
    y = start.y + start.height - height;
  }
  return { x, y, width, height };
}

/** Angle in degrees (0 = pointing up, clockwise) from a box's centre to a point. */
export function angleFromCentre(box: Box, px: number, py: number): number {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return (Math.atan2(px - cx, -(py - cy)) * 180) / Math.PI;
}

/**
 * The rotation after dragging the r handle from `from` to `to`: the start rotation plus the
 * angle swept around the centre, wrapped into [0, 360), rounded to 0.1 degree.
 */
export function rotateBy(box: Box, startRotation: number, from: [number, number], to: [number, number]): number {
  const swept = angleFromCentre(box, to[0], to[1]) - angleFromCentre(box, from[0], from[1]);
  return wrapRotation(Math.round((startRotation + swept) * 10) / 10);
}

/** Rotation wrapped into [0, 360): 370 -> 10, -90 -> 270. */
export const wrapRotation = normalizeRotation;

/** True when the point lies in the box, rotated by `rotation` degrees about its centre. */
export function boxContains(box: Box, rotation: number, px: number, py: number): boolean {
  let x = px;
  let y = py;
  if (rotation) {
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const r = (-rotation * Math.PI) / 180;
    const ox = px - cx;
    const oy = py - cy;
    x = cx + ox * Math.cos(r) - oy * Math.sin(r);
    y = cy + ox * Math.sin(r) + oy * Math.cos(r);
  }
  return x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
}

/** True when two boxes overlap (the selection rectangle picks elements it touches). */
export function boxesIntersect(a: Box, b: Box): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/** The box spanned by two corner points. */
export function boxFromPoints(x0: number, y0: number, x1: number, y1: number): Box {
  return { x: Math.min(x0, x1), y: Math.min(y0, y1), width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) };
}

/** The bounding box of several boxes. */
export function unionBox(boxes: readonly Box[]): Box | undefined {
  if (boxes.length === 0) return undefined;
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width));
  const y1 = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
