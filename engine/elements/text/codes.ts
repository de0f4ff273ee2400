/** Barcode and QR content of a text element (textType barcode / qrcode). */
import {
  barcodeItems,
  BARCODE_UNSUPPORTED,
  encodeBarcode,
  encodeQr,
  qrItems,
  qrLevel,
} from '../../codes/index.ts';
import type { TemplateElement } from '../../model/types.ts';
import type { Box, DisplayItem } from '../../page.ts';
import { layoutText } from '../../text/index.ts';
import { PT_PER_PX } from '../../units.ts';
import type { ElementEnv } from '../types.ts';
import { lineHeight, textAlign, textStyle } from './style.ts';

/** The text element's default symbology (the table cell default is CODE128A). */
export const DEFAULT_BARCODE_MODE = 'CODE128';

/** A message drawn in place of a code that cannot be made, centred in the box. */
function notice(element: TemplateElement, message: string, box: Box, env: ElementEnv): DisplayItem[] {
  return layoutText([{ text: message, style: textStyle(element.options, env) }], { ...box, align: 'center', verticalAlign: 'middle' }, env.ctx.fonts)
    .items;
}

/**
 * The size bwip-js gives the SVG of hiprint's barcode element, pt, for an element size in pt:
 * hiprint asks for parseInt(px / 2.835) mm (a pt-per-mm factor applied to px, so a third
 * more millimetres than the element has, whole ones) and bwip-js draws a millimetre as 2.835
 * px (72 per inch), which Chromium shows at 0.75 pt per px: at most a millimetre short of
 * the element, never longer.
 */
export function bwipSize(pt: number): number {
  const px = pt / PT_PER_PX;
  return Math.max(0, Math.floor(px / BWIP_PX_PER_MM)) * BWIP_PX_PER_MM * PT_PER_PX;
}

const BWIP_PX_PER_MM = 2.835;

/**
 * Text elements (JsBarcode) stretch their bars over the whole content box; the barcode
 * element's bars keep bwip-js's size ({@link bwipSize}) from the box's top left corner, and its
 * caption is a line after that inline SVG: below the bars by the strut's descent. Unless the
 * title is hidden, the caption is the encoded text on a line of its own, aligned as the
 * element's text (hiprint's caption is a div after the box's content).
 */
export function barcodeContent(element: TemplateElement, value: string, box: Box, env: ElementEnv, caption = value): DisplayItem[] {
  if (value === '') return [];
  const { options } = element;
  const encoded = encodeBarcode(options.barcodeMode || DEFAULT_BARCODE_MODE, value);
  if ('error' in encoded) return notice(element, BARCODE_UNSUPPORTED, box, env);
  const style = textStyle(options, env);
  const bars = options.codeElement ? { x: box.x, y: box.y, width: Math.min(box.width, bwipSize(options.width)), height: Math.min(box.height, bwipSize(options.height)) } : box;
  const { items } = barcodeItems(encoded, bars, { color: style.color, stretch: true });
  if (options.hideTitle === 'hide') return items;
  // The code element's caption is centred (its own style); the text element's follows textAlign.
  const align = options.codeElement ? 'center' : textAlign(options);
  const below = options.codeElement ? bars.height + env.ctx.fonts.metrics(style.font, style.size).descent : box.height;
  const captionBox = { x: box.x, y: box.y + below, width: box.width, height: 0, align, verticalAlign: 'top' as const, lineHeight: lineHeight(options) };
  return [...items, ...layoutText([{ text: caption, style }], captionBox, env.ctx.fonts).items];
}

/** Vector QR modules, square, centred in the box. An empty value leaves the box empty. */
export function qrContent(element: TemplateElement, value: string, box: Box, env: ElementEnv): DisplayItem[] {
  if (value === '') return [];
  const { options } = element;
  const encoded = encodeQr(value, qrLevel(options.qrCodeLevel));
  if ('error' in encoded) return notice(element, encoded.error, box, env);
  return qrItems(encoded, box, { color: textStyle(options, env).color });
}
