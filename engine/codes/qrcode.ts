/**
 * QR codes: hiprint's qrCodeLevel option, encoding through qrcode's synchronous core (no
 * canvas, no Node built-ins), laid out as one vector path.
 */

import { create } from 'qrcode/lib/core/qrcode.js';
import type { Box, DisplayItem } from '../page.ts';
import { darkRuns, rectPath } from './path.ts';

/** Shown in place of a QR code that could not be generated (spec 8). */
export const QR_FAILED = '二维码生成失败';

export type QrLevel = 'L' | 'M' | 'Q' | 'H';

/** hiprint's qrCodeLevel values (spec 9): 1 = L 7%, 0 = M 15%, 3 = Q 25%, 2 = H 30%. */
const LEVELS: Record<string, QrLevel> = { '0': 'M', '1': 'L', '2': 'H', '3': 'Q' };

/** The error-correction level for a qrCodeLevel option (number or numeric string); M otherwise. */
export function qrLevel(option: unknown): QrLevel {
  const key = typeof option === 'number' ? String(option) : typeof option === 'string' ? option : '';
  return Object.hasOwn(LEVELS, key) ? LEVELS[key] : 'M';
}

export interface EncodedQr {
  /** Modules per side. */
  size: number;
  /** QR version 1..40 (size = 17 + 4 * version). */
  version: number;
  /** size * size entries, row-major, 1 = dark. */
  modules: Uint8Array;
}

export type QrResult = EncodedQr | { error: string };

/**
 * Encode `text` at `level` as hiprint's QR library (qrcodejs) does: one 8-bit byte segment of
 * the text's UTF-8 bytes, preceded by a UTF-8 byte order mark when the text is not all ASCII
 * (so 二维码 takes 12 bytes, not 9, and a number is not packed in numeric mode); the smallest
 * version that fits, the mask by the standard's penalty rules.
 * Failure, including text too long for version 40, gives {@link QR_FAILED}. Callers draw
 * nothing for empty text instead of calling this.
 */
export function encodeQr(text: string, level: QrLevel): QrResult {
  try {
    const symbol = create([{ data: hiprintBytes(text), mode: 'byte' }], { errorCorrectionLevel: level });
    const { size, data } = symbol.modules;
    const modules = new Uint8Array(size * size);
    for (let i = 0; i < modules.length; i++) modules[i] = data[i] ? 1 : 0;
    return { size, version: symbol.version, modules };
  } catch {
    return { error: QR_FAILED };
  }
}

const BOM = [0xef, 0xbb, 0xbf];

/** The bytes qrcodejs encodes for `text`: UTF-8, with a byte order mark when any character is not ASCII. */
export function hiprintBytes(text: string): Uint8Array {
  const utf8 = new TextEncoder().encode(text);
  return utf8.length === text.length ? utf8 : Uint8Array.from([...BOM, ...utf8]);
}

export interface QrItemOptions {
  /** Module colour, `#rrggbb`; default black. */
  color?: string;
  /** Side of the square in pt; default and upper limit: the smaller of the box's width and height. */
  size?: number;
}

/** Lay a QR code out square and centred in `box`, no quiet zone: one path of horizontal runs. */
export function qrItems(encoded: EncodedQr, box: Box, options: QrItemOptions = {}): DisplayItem[] {
  const side = Math.min(options.size ?? Infinity, box.width, box.height);
  if (!(side > 0) || encoded.size === 0) return [];
  const cell = side / encoded.size;
  const left = box.x + (box.width - side) / 2;
  const top = box.y + (box.height - side) / 2;
  let d = '';
  for (let row = 0; row < encoded.size; row++) {
    const cells = encoded.modules.subarray(row * encoded.size, (row + 1) * encoded.size);
    for (const [start, end] of darkRuns(cells)) {
      d += rectPath(left + start * cell, top + row * cell, left + end * cell, top + (row + 1) * cell);
    }
  }
  return d ? [{ kind: 'path', d, fill: { color: options.color ?? '#000000' } }] : [];
}
