/**
 * Linear barcodes: hiprint's (JsBarcode's) format names and input rules, encoded to modules
 * and laid out as one vector path.
 */

import type { Box, DisplayItem } from '../page.ts';
import { code128Modules, code128Text, code128Values, type CodeSet } from './code128.ts';
import { code39Modules } from './code39.ts';
import { ean13Modules, ean2Modules, ean5Modules, ean8Modules, upcaModules, withGs1Check } from './ean.ts';
import { interleave, itfModules } from './itf.ts';
import { toBars } from './modules.ts';
import { msiDigits, msiModules, type MsiCheck } from './msi.ts';
import { rectPath, darkRuns } from './path.ts';
import { pharmacodeModules } from './pharmacode.ts';

/** The barcode formats the designer offers (spec 9, "Barcode formats"). */
export const BARCODE_FORMATS = [
  'CODE128A', 'CODE128B', 'CODE128C', 'CODE39', 'EAN13', 'EAN8', 'EAN5', 'EAN2', 'UPC',
  'ITF', 'ITF14', 'MSI', 'MSI10', 'MSI11', 'MSI1010', 'MSI1110', 'Pharmacode',
] as const;

/** A format name as stored in templates; 'CODE128' picks code sets automatically. */
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number] | 'CODE128';

/** Shown in place of a barcode whose text the format cannot carry (spec 8). */
export const BARCODE_UNSUPPORTED = '此格式不支持该文本';

/** A barcode as modules of equal width, true = black, without quiet zones. */
export interface EncodedBarcode {
  bars: boolean[];
  /** Human-readable line, check digits included where the symbology prints them. */
  text: string;
}

export type BarcodeResult = EncodedBarcode | { error: string };

type Encoder = (text: string) => EncodedBarcode | null;

function code128(set: CodeSet | 'auto'): Encoder {
  return (text) => {
    const values = code128Values(text, set);
    return values === null ? null : { bars: toBars(code128Modules(values)), text: code128Text(text) };
  };
}

function gs1(length: number, modules: (digits: string) => string): Encoder {
  return (text) => {
    const digits = withGs1Check(text, length);
    return digits === null ? null : { bars: toBars(modules(digits)), text: digits };
  };
}

function plain(modules: (text: string) => string | null): Encoder {
  return (text) => {
    const m = modules(text);
    return m === null ? null : { bars: toBars(m), text };
  };
}

function msi(check: MsiCheck): Encoder {
  return (text) => {
    const digits = msiDigits(text, check);
    return digits === null ? null : { bars: toBars(msiModules(digits)), text: digits };
  };
}

const ENCODERS: Record<BarcodeFormat, Encoder> = {
  CODE128: code128('auto'),
  CODE128A: code128('A'),
  CODE128B: code128('B'),
  CODE128C: code128('C'),
  CODE39: plain(code39Modules),
  EAN13: gs1(13, ean13Modules),
  EAN8: gs1(8, ean8Modules),
  EAN5: plain(ean5Modules),
  EAN2: plain(ean2Modules),
  UPC: gs1(12, upcaModules),
  ITF: plain(itfModules),
  ITF14: gs1(14, interleave),
  MSI: msi('none'),
  MSI10: msi('mod10'),
  MSI11: msi('mod11'),
  MSI1010: msi('mod1010'),
  MSI1110: msi('mod1110'),
  Pharmacode: plain(pharmacodeModules),
};

/** The canonical name of a format, matched case-insensitively; undefined when unknown. */
export function barcodeFormat(name: string): BarcodeFormat | undefined {
  const upper = name.trim().toUpperCase();
  if (upper === 'PHARMACODE') return 'Pharmacode';
  return Object.hasOwn(ENCODERS, upper) ? (upper as BarcodeFormat) : undefined;
}

/** Encode `text` in `format`; unknown formats and unsupported text give {@link BARCODE_UNSUPPORTED}. */
export function encodeBarcode(format: string, text: string): BarcodeResult {
  const known = barcodeFormat(format);
  const encoded = known ? ENCODERS[known](text) : null;
  return encoded ?? { error: BARCODE_UNSUPPORTED };
}

export interface BarcodeItemOptions {
  /** Bar colour, `#rrggbb`; default black. */
  color?: string;
  /** Module width in pt when not stretched; default 1 (hiprint table cells). */
  lineWidth?: number;
  /** Scale modules so the bars fill the box width; default true (text elements). */
  stretch?: boolean;
  /** Reserve a strip at the bottom of the box for the human-readable text. */
  showText?: boolean;
  /** Height of that strip in pt; default 0. */
  textHeight?: number;
}

export interface BarcodeLayout {
  items: DisplayItem[];
  /** Where the caller (who owns fonts) draws `encoded.text`, present when `showText` is set. */
  textBox?: Box;
}

/**
 * Lay a barcode out in `box` with no margin: one path whose rectangles are runs of adjacent
 * black modules. Unstretched bars are centred horizontally and may overflow a narrow box.
 */
export function barcodeItems(encoded: EncodedBarcode, box: Box, options: BarcodeItemOptions = {}): BarcodeLayout {
  const textHeight = options.showText ? Math.min(Math.max(options.textHeight ?? 0, 0), Math.max(box.height, 0)) : 0;
  const barHeight = box.height - textHeight;
  const layout: BarcodeLayout = { items: [] };
  if (options.showText) {
    layout.textBox = { x: box.x, y: box.y + barHeight, width: box.width, height: textHeight };
  }

  const count = encoded.bars.length;
  const stretch = options.stretch ?? true;
  const moduleWidth = stretch ? box.width / count : (options.lineWidth ?? 1);
  if (count === 0 || !(moduleWidth > 0) || !(barHeight > 0)) return layout;

  const left = stretch ? box.x : box.x + (box.width - moduleWidth * count) / 2;
  const top = box.y;
  const bottom = box.y + barHeight;
  // Edges come from module indices, not a running sum, so neighbouring runs share exact coordinates.
  const d = darkRuns(encoded.bars)
    .map(([start, end]) => rectPath(left + start * moduleWidth, top, left + end * moduleWidth, bottom))
    .join('');
  if (d) layout.items.push({ kind: 'path', d, fill: { color: options.color ?? '#000000' } });
  return layout;
}
