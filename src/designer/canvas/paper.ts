/** What the paper layer draws for a panel: size, header and footer lines, the paper number. */
import { clampHeaderFooter, type PanelJson, PAPER_NUMBER_BOTTOM, PAPER_NUMBER_FORMAT, PAPER_NUMBER_RIGHT } from '../../../engine/index.ts';
import { paperOf } from '../editor/document.ts';

export interface PaperView {
  width: number;
  height: number;
  /** Header and footer lines, pt, clamped as loading clamps them. */
  header: number;
  footer: number;
  numberLeft: number;
  numberTop: number;
  numberDisabled: boolean;
  numberFormat: string;
}

const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

export function paperView(panel: PanelJson | undefined): PaperView {
  const { width, height } = paperOf(panel);
  const p = (panel ?? {}) as Record<string, unknown>;
  const [header, footer] = clampHeaderFooter(num(p.paperHeader) ?? 0, num(p.paperFooter) ?? height);
  return {
    width,
    height,
    header,
    footer,
    numberLeft: num(p.paperNumberLeft) ?? width - PAPER_NUMBER_RIGHT,
    numberTop: num(p.paperNumberTop) ?? height - PAPER_NUMBER_BOTTOM,
    numberDisabled: p.paperNumberDisabled === true || p.paperNumberDisabled === 'true',
    numberFormat: typeof p.paperNumberFormat === 'string' && p.paperNumberFormat ? p.paperNumberFormat : PAPER_NUMBER_FORMAT,
  };
}

export const samePaper = (a: PaperView, b: PaperView): boolean =>
  (Object.keys(a) as (keyof PaperView)[]).every((k) => a[k] === b[k]);

/** Size of the paper number label, pt (its text is drawn at 9 pt). */
export const PAPER_NUMBER_SIZE = 9;
export function paperNumberBox(view: PaperView): { x: number; y: number; width: number; height: number } {
  // Wide enough for the format's text at about one em per two characters, at least 30 pt.
  return { x: view.numberLeft, y: view.numberTop, width: Math.max(30, view.numberFormat.length * PAPER_NUMBER_SIZE * 0.6), height: PAPER_NUMBER_SIZE * 1.4 };
}

/** Which paper line, if any, is within `reach` pt of y. */
export function lineAt(view: PaperView, y: number, reach: number): 'header' | 'footer' | undefined {
  const dh = Math.abs(y - view.header);
  const df = Math.abs(y - view.footer);
  if (dh > reach && df > reach) return undefined;
  return dh <= df ? 'header' : 'footer';
}
