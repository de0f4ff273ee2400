/**
 * Where the paper sits on screen: the scrollable content around it, the paper's origin, and
 * conversions between client pixels and paper pt. Data in, numbers out.
 */
import { clampZoom } from '../state.ts';

/** Thickness of the rulers along the top and left edges, CSS px. */
export const RULER_SIZE = 20;
/** Free space around the paper, CSS px (inside the rulers). */
export const PAPER_MARGIN = 24;
/** CSS px per pt on an ordinary screen (96 dpi); the canvas measures the real value. */
export const DEFAULT_PX_PER_PT = 96 / 72;

export interface ViewportInput {
  /** The viewport's visible size, CSS px (without scrollbars). */
  width: number;
  height: number;
  /** The paper in pt. */
  paperWidth: number;
  paperHeight: number;
  /** CSS px per pt on screen: zoom * pxPerPt. */
  scale: number;
}

export interface ViewportLayout {
  /** Size of the scrollable content, CSS px. */
  contentWidth: number;
  contentHeight: number;
  /** The paper's top-left in content px. */
  originX: number;
  originY: number;
}

/** The paper is centred horizontally when it fits, and starts below the top ruler. */
export function viewportLayout(v: ViewportInput): ViewportLayout {
  const pad = RULER_SIZE + PAPER_MARGIN;
  const paperW = v.paperWidth * v.scale;
  const paperH = v.paperHeight * v.scale;
  const originX = Math.max(pad, Math.round((v.width - paperW) / 2));
  const originY = pad;
  return {
    contentWidth: Math.max(v.width, Math.ceil(originX + paperW + PAPER_MARGIN)),
    contentHeight: Math.max(v.height, Math.ceil(originY + paperH + PAPER_MARGIN)),
    originX,
    originY,
  };
}

/** The zoom that makes the paper as wide as the viewport (less the rulers and margins). */
export function fitWidthZoom(viewportWidth: number, paperWidth: number, pxPerPt: number): number {
  const room = viewportWidth - 2 * (RULER_SIZE + PAPER_MARGIN);
  if (!(paperWidth > 0) || !(pxPerPt > 0)) return 1;
  return clampZoom(room / (paperWidth * pxPerPt));
}

/** The zoom the designer opens at: 100 %, or less when the paper's width does not fit at 100 %. */
export function openingZoom(viewportWidth: number, paperWidth: number, pxPerPt: number): number {
  return Math.min(1, fitWidthZoom(viewportWidth, paperWidth, pxPerPt));
}

/** Everything needed to map client px to paper pt and back. */
export interface ScreenFrame {
  /** The viewport's client rect top-left (its border box; the viewport has no border). */
  left: number;
  top: number;
  scrollLeft: number;
  scrollTop: number;
  originX: number;
  originY: number;
  scale: number;
}

export function clientToPt(frame: ScreenFrame, clientX: number, clientY: number): { x: number; y: number } {
  return {
    x: (clientX - frame.left + frame.scrollLeft - frame.originX) / frame.scale,
    y: (clientY - frame.top + frame.scrollTop - frame.originY) / frame.scale,
  };
}

export function ptToClient(frame: ScreenFrame, x: number, y: number): { x: number; y: number } {
  return {
    x: frame.left - frame.scrollLeft + frame.originX + x * frame.scale,
    y: frame.top - frame.scrollTop + frame.originY + y * frame.scale,
  };
}

/**
 * The scroll position that keeps the paper point under (clientX, clientY) in place after the
 * scale changes from `frame.scale` to `scale` (zooming with Ctrl+wheel about the pointer).
 */
export function scrollForZoom(frame: ScreenFrame, next: ViewportLayout, scale: number, clientX: number, clientY: number): { left: number; top: number } {
  const p = clientToPt(frame, clientX, clientY);
  return {
    left: Math.max(0, next.originX + p.x * scale - (clientX - frame.left)),
    top: Math.max(0, next.originY + p.y * scale - (clientY - frame.top)),
  };
}
