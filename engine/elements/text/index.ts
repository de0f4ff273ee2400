/** The text element: a title and bound value as text, a barcode or a QR code. */
import { contentBox, decorate } from '../common/index.ts';
import type { ElementBox, ElementEnv, ElementType } from '../types.ts';
import type { TemplateElement } from '../../model/types.ts';
import type { Box, DisplayItem } from '../../page.ts';
import { layoutText } from '../../text/index.ts';
import { lineHeight, textAlign, textStyle, verticalAlign } from './style.ts';
import { elementText } from './value.ts';
import { barcodeContent, qrContent } from './codes.ts';

export const textType: ElementType = {
  type: 'text',
  defaults: { left: 0, top: 0, width: 120, height: 9.75, fontSize: 9, textType: 'text' },
  layout(element, env): ElementBox {
    const { options } = element;
    const { value, text } = elementText(element, env);
    // A header or footer text is painted at the same place on every page: the same items.
    let last: { x: number; y: number; items: DisplayItem[] } | undefined;
    return {
      kind: 'box',
      height: options.height,
      paint(x, y) {
        if (last && last.x === x && last.y === y) return last.items;
        const box = { x, y, width: options.width, height: options.height };
        const inner = contentBox(options, box);
        const kind = options.textType ?? 'text';
        // With no field hiprint encodes what the element shows: its title (through the formatter);
        // its code elements encode the value, else testData, else the title, captioned title:value.
        const code = options.codeElement ? value || options.testData || options.title || '' : options.field ? value : text;
        const caption = options.codeElement ? `${options.title ? `${options.title}${value ? ':' : ''}` : ''}${value}` : code;
        const content =
          kind === 'barcode'
            ? barcodeContent(element, code, inner, env, caption)
            : kind === 'qrcode'
              ? qrContent(element, code, inner, env)
              : textContent(element, text, inner, env);
        last = { x, y, items: decorate(options, box, content) };
        return last.items;
      },
    };
  },
};

/** Plain text wrapped in the content box. */
export function textContent(element: TemplateElement, text: string, inner: Box, env: ElementEnv): DisplayItem[] {
  if (text === '') return [];
  const { options } = element;
  return layoutText(
    [{ text, style: textStyle(options, env) }],
    {
      ...inner,
      align: textAlign(options),
      verticalAlign: verticalAlign(options),
      lineHeight: lineHeight(options),
      // print-lock.css: .hiprint-printElement-text { word-break: break-all }
      breakAll: true,
    },
    env.ctx.fonts,
  ).items;
}
