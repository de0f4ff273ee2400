/** One call from spans to display items: break lines, then place them in the box. */
import { round, type DisplayItem } from '../page.ts';
import { breakLines } from './breakLines.ts';
import { placeLines } from './placeLines.ts';
import type { FontBook, PlaceOptions, TextLine, TextSpan } from './types.ts';

export interface TextBox extends PlaceOptions {
  /** Fixed line box height in pt; absent means natural font height. */
  lineHeight?: number;
  /** First-line indent of each paragraph in pt. */
  indent?: number;
}

export interface TextLayout {
  items: DisplayItem[];
  lines: TextLine[];
  /** Total height of the lines in pt (may exceed the box). */
  height: number;
}

/** Break `spans` to the box width and place them inside the box. */
export function layoutText(spans: TextSpan[], box: TextBox, fonts: FontBook): TextLayout {
  const lines = breakLines(spans, { maxWidth: box.width, lineHeight: box.lineHeight, indent: box.indent }, fonts);
  let height = 0;
  for (const line of lines) height += line.height;
  return { items: placeLines(lines, box), lines, height: round(height) };
}
