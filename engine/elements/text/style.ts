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

/**
 * hiprint's CSS line box of text, long text and table elements (`line-height: 9.75pt` in its
 * print-lock.css): it stays 9.75 pt whatever the font size unless lineHeight is set, so a 20 pt
 * line overflows its line box evenly above and below rather than growing it.
 */
export const CSS_LINE_HEIGHT = 9.75;

/** The line box height: the element's lineHeight, else hiprint's CSS line box. */
export function lineHeight(options: ElementOptions): number {
  return options.lineHeight && options.lineHeight > 0 ? options.lineHeight : CSS_LINE_HEIGHT;
}
