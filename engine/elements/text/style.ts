/** Character style and paragraph placement from an element's options, shared by text-like elements. */
import { colorOption } from '../common/index.ts';
import type { ElementOptions } from '../../model/types.ts';
import type { TextAlign, TextStyle, VerticalAlign } from '../../text/types.ts';
import type { ElementEnv } from '../types.ts';

export const DEFAULT_FONT_SIZE = 9;

/** The TextStyle an element's font options describe. */
export function textStyle(options: ElementOptions, env: ElementEnv): TextStyle {
  const { color, opacity } = colorOption(options.color, '#000000');
  const style: TextStyle = {
    font: env.ctx.fonts.resolve(options.fontFamily ?? env.panelFontFamily, options.fontWeight),
    size: options.fontSize && options.fontSize > 0 ? options.fontSize : DEFAULT_FONT_SIZE,
    color,
  };
  if (opacity !== undefined) style.opacity = opacity;
  if (options.letterSpacing) style.letterSpacing = options.letterSpacing;
  if (options.textDecoration === 'underline') style.underline = true;
  if (options.textDecoration === 'overline') style.overline = true;
  if (options.textDecoration === 'line-through') style.lineThrough = true;
  return style;
}

export function textAlign(options: ElementOptions): TextAlign {
  return options.textAlign ?? 'left';
}

export function verticalAlign(options: ElementOptions): VerticalAlign {
  return options.textContentVerticalAlign ?? 'top';
}

/** Fixed line height when the element sets one. */
export function lineHeight(options: ElementOptions): number | undefined {
  return options.lineHeight && options.lineHeight > 0 ? options.lineHeight : undefined;
}
