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
 * Bars filling the whole content box, as hiprint stretches its SVG over it, and, unless the
 * title is hidden, the encoded text on a line of its own below the box, aligned as the
 * element's text (hiprint's caption is a div after the box's content).
 */
export function barcodeContent(element: TemplateElement, value: string, box: Box, env: ElementEnv, caption = value): DisplayItem[] {
  if (value === '') return [];
  const { options } = element;
  const encoded = encodeBarcode(options.barcodeMode || DEFAULT_BARCODE_MODE, value);
  if ('error' in encoded) return notice(element, BARCODE_UNSUPPORTED, box, env);
  const style = textStyle(options, env);
  const { items } = barcodeItems(encoded, box, { color: style.color, stretch: true });
  if (options.hideTitle === 'hide') return items;
  // The code element's caption is centred (its own style); the text element's follows textAlign.
  const align = options.codeElement ? 'center' : textAlign(options);
  const captionBox = { x: box.x, y: box.y + box.height, width: box.width, height: 0, align, verticalAlign: 'top' as const, lineHeight: lineHeight(options) };
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
