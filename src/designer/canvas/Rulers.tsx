/**
 * Rulers in mm along the top and left edges of the viewport, following the paper's position
 * and the zoom. Two small plain canvases over the stage (a Konva layer of their own would be
 * one layer too many), redrawn only when scroll, zoom or size change.
 */
import { memo, useEffect, useRef } from 'react';
import { PT_PER_MM } from '../../../engine/index.ts';
import { rulerTicks } from './rulers.ts';
import { RULER_SIZE } from './viewport.ts';

interface Props {
  width: number;
  height: number;
  /** The paper's top-left in viewport px. */
  paperX: number;
  paperY: number;
  /** The paper's size, pt. */
  paperWidth: number;
  paperHeight: number;
  /** CSS px per pt. */
  scale: number;
}

const BACKGROUND = '#f1f3f5';
const PAPER_BAND = '#ffffff';
const INK = '#868e96';

/** Draw one ruler; `vertical` draws the left one (the same drawing turned a quarter). */
function drawRuler(canvas: HTMLCanvasElement, length: number, paperStart: number, paperLength: number, pxPerMm: number, vertical: boolean): void {
  const dpr = window.devicePixelRatio || 1;
  const w = vertical ? RULER_SIZE : length;
  const h = vertical ? length : RULER_SIZE;
  canvas.width = Math.round(w * dpr);
  canvas.height = Math.round(h * dpr);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.scale(dpr, dpr);
  // The left ruler is the top one transposed: (along, across) -> (x = across, y = along).
  if (vertical) ctx.transform(0, 1, 1, 0, 0, 0);
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, length, RULER_SIZE);
  ctx.fillStyle = PAPER_BAND;
  ctx.fillRect(paperStart, 0, paperLength, RULER_SIZE);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1;
  ctx.beginPath();
  const ticks = rulerTicks(-paperStart / pxPerMm, length, pxPerMm);
  for (const tick of ticks) {
    const at = Math.round(tick.at) + 0.5;
    const len = tick.level === 2 ? RULER_SIZE : tick.level === 1 ? 8 : 4;
    ctx.moveTo(at, RULER_SIZE - len);
    ctx.lineTo(at, RULER_SIZE);
  }
  ctx.stroke();
  // Labels in screen coordinates (a transposed text would be mirrored).
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = INK;
  ctx.font = '9px sans-serif';
  ctx.textBaseline = 'top';
  for (const tick of ticks) {
    if (tick.level !== 2) continue;
    const label = String(tick.mm);
    const at = Math.round(tick.at) + 2;
    if (!vertical) {
      ctx.fillText(label, at, 2);
      continue;
    }
    // Turned a quarter anticlockwise, reading upwards, just below its tick.
    ctx.save();
    ctx.translate(2, at + ctx.measureText(label).width);
    ctx.rotate(-Math.PI / 2);
    ctx.fillText(label, 0, 0);
    ctx.restore();
  }
}

export const Rulers = memo(function Rulers({ width, height, paperX, paperY, paperWidth, paperHeight, scale }: Props) {
  const top = useRef<HTMLCanvasElement>(null);
  const left = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const pxPerMm = scale * PT_PER_MM;
    if (top.current) drawRuler(top.current, width, paperX, paperWidth * scale, pxPerMm, false);
    if (left.current) drawRuler(left.current, height, paperY, paperHeight * scale, pxPerMm, true);
  }, [width, height, paperX, paperY, paperWidth, paperHeight, scale]);
  return (
    <>
      <canvas ref={top} aria-hidden style={{ position: 'absolute', left: 0, top: 0, width, height: RULER_SIZE, pointerEvents: 'none' }} />
      <canvas ref={left} aria-hidden style={{ position: 'absolute', left: 0, top: 0, width: RULER_SIZE, height, pointerEvents: 'none' }} />
      <div aria-hidden style={{ position: 'absolute', left: 0, top: 0, width: RULER_SIZE, height: RULER_SIZE, background: BACKGROUND, pointerEvents: 'none' }} />
    </>
  );
});
