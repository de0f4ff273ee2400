/**
 * Page sizes as jobs name them (Electron's names, as hiprint pages send them) and how each side
 * of the client spells them: a CSS @page rule for Chromium, a `media` option for CUPS.
 */
import type { MicronSize } from '../contract/printClient.ts';

/** Width and height in millimetres, portrait. */
export interface PaperMm {
  width: number;
  height: number;
}

/** Electron's named sizes plus the B series hiprint templates use; keys are lower case. */
const NAMED: Record<string, { mm: PaperMm; cups: string }> = {
  a0: { mm: { width: 841, height: 1189 }, cups: 'A0' },
  a1: { mm: { width: 594, height: 841 }, cups: 'A1' },
  a2: { mm: { width: 420, height: 594 }, cups: 'A2' },
  a3: { mm: { width: 297, height: 420 }, cups: 'A3' },
  a4: { mm: { width: 210, height: 297 }, cups: 'A4' },
  a5: { mm: { width: 148, height: 210 }, cups: 'A5' },
  a6: { mm: { width: 105, height: 148 }, cups: 'A6' },
  b4: { mm: { width: 250, height: 353 }, cups: 'ISOB4' },
  b5: { mm: { width: 176, height: 250 }, cups: 'ISOB5' },
  letter: { mm: { width: 215.9, height: 279.4 }, cups: 'Letter' },
  legal: { mm: { width: 215.9, height: 355.6 }, cups: 'Legal' },
  tabloid: { mm: { width: 279.4, height: 431.8 }, cups: 'Tabloid' },
};

/** A page size after validation: a known name or an explicit size. */
export type PaperSize = { kind: 'named'; name: string; mm: PaperMm; cups: string } | { kind: 'custom'; mm: PaperMm };

/** Read a job's pageSize (a name, or {width, height} in microns); undefined when absent; throws on nonsense. */
export function parsePageSize(value: unknown): PaperSize | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') {
    const entry = NAMED[value.trim().toLowerCase()];
    if (!entry) throw new Error(`pageSize '${value}' is not a known size (${Object.values(NAMED).map((n) => n.cups).join(', ')}) — send {width, height} in microns for others`);
    return { kind: 'named', name: value.trim(), mm: entry.mm, cups: entry.cups };
  }
  if (typeof value === 'object') {
    const { width, height } = value as Partial<MicronSize>;
    // Microns: 1 mm is 1000; anything under 1 mm or over 5 m is a unit mistake, not a page.
    const sane = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 1000 && n <= 5_000_000;
    if (!sane(width) || !sane(height)) throw new Error('pageSize {width, height} must be numbers in microns (1 mm = 1000)');
    return { kind: 'custom', mm: { width: width / 1000, height: height / 1000 } };
  }
  throw new Error('pageSize must be a name such as A4 or {width, height} in microns');
}

/** The page's size with orientation applied (landscape puts the long side across). */
export function orientedMm(size: PaperSize, landscape: boolean): PaperMm {
  const { width, height } = size.mm;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (size.kind === 'custom' && !landscape) return { width, height }; // a custom size means what it says
  return landscape ? { width: long, height: short } : { width: short, height: long };
}

/** A CSS @page rule for Chromium: margins zero, because the template places everything itself. */
export function pageCss(size: PaperSize | undefined, landscape: boolean): string {
  if (!size) return `@page { margin: 0;${landscape ? ' size: landscape;' : ''} }`;
  const { width, height } = orientedMm(size, landscape);
  return `@page { size: ${round(width)}mm ${round(height)}mm; margin: 0; }`;
}

/** The CUPS `media` value: a PWG/PPD name, or Custom.WxHmm. */
export function cupsMedia(size: PaperSize): string {
  if (size.kind === 'named') return size.cups;
  return `Custom.${round(size.mm.width)}x${round(size.mm.height)}mm`;
}

const round = (n: number): string => String(Math.round(n * 100) / 100);
