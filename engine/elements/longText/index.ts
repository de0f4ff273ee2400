/**
 * The longText element: a title and value wrapped to the element's width that grows with its
 * content and flows across pages line by line.
 */
import { contentBox, decorate } from '../common/index.ts';
import type { ElementFlow, ElementType, FlowChunk, FlowSlot } from '../types.ts';
import type { DisplayItem } from '../../page.ts';
import { breakLines, placeLines } from '../../text/index.ts';
import type { TextLine } from '../../text/types.ts';
import { lineHeight, textAlign, textStyle, verticalAlign } from '../text/style.ts';
import { elementText } from '../text/value.ts';

/** Content taller than this is not measured (hiprint's measuring limit), pt. */
export const LONG_TEXT_MEASURE_LIMIT = 25000;

export const longTextType: ElementType = {
  type: 'longText',
  defaults: { left: 0, top: 0, width: 550, height: 42, fontSize: 9 },
  layout(element, env): ElementFlow {
    const { options } = element;
    // hiprint's longText titles itself with its type's title when the options have none
    // (getTitle: options.title || printElementType.title): a bound one with no value prints "长文：".
    const typeTitle = element.printElementType.title;
    let { text } = elementText(element, env, options.title || (typeof typeTitle === 'string' ? typeTitle : undefined));
    if (options.leftSpaceRemoved) text = text.replace(/^[ \t\u3000]+/gm, '');
    const padTop = options.contentPaddingTop ?? 0;
    const padBottom = options.contentPaddingBottom ?? 0;
    const inner = contentBox(options, { x: 0, y: 0, width: options.width, height: options.height });
    const all = text === '' ? [] : breakLines(
      [{ text, style: textStyle(options, env) }],
      // print-lock.css: .hiprint-printElement-longText { word-break: break-all }
      { maxWidth: inner.width, lineHeight: lineHeight(options), indent: options.longTextIndent, breakAll: true },
      env.ctx.fonts,
    );
    const lines = withinMeasureLimit(all);
    if (lines.length < all.length) {
      env.ctx.diagnostics.push({
        code: 'long-text-truncated',
        message: `text taller than ${LONG_TEXT_MEASURE_LIMIT} pt was cut after ${lines.length} lines`,
        path: element.path,
      });
    }
    // Designing (hiprint's getSimpleHtml), a longText keeps at least its designed height.
    const minHeight = options.lHeight ?? (lines.length === 0 || env.ctx.mode === 'design' ? options.height : 0);
    let next = 0;
    let first = true;

    return {
      kind: 'flow',
      next(slot: FlowSlot): FlowChunk {
        const room = slot.available - padTop - padBottom;
        let used = 0;
        let end = next;
        while (end < lines.length && used + lines[end]!.height <= room) used += lines[end++]!.height;
        // At the top of a page nothing more can be had: take one line even if it overflows.
        if (end === next && next < lines.length) {
          if (!slot.atTop) return { height: 0, done: false, paint: () => [] };
          used = lines[end++]!.height;
        }
        const done = end >= lines.length;
        const contentHeight = first && done ? Math.max(used, minHeight - padTop - padBottom) : used;
        const height = contentHeight + padTop + padBottom;
        const box = { x: slot.x, y: slot.y, width: options.width, height };
        const placed = contentBox(options, box);
        const chunk: TextLine[] = lines.slice(next, end);
        const vertical = first && done ? verticalAlign(options) : 'top';
        next = end;
        first = false;
        return {
          height,
          done,
          paint: () => {
            const items: DisplayItem[] = chunk.length ? placeLines(chunk, { ...placed, align: textAlign(options), verticalAlign: vertical }) : [];
            return decorate(options, box, items);
          },
        };
      },
    };
  },
};

function withinMeasureLimit(lines: TextLine[]): TextLine[] {
  let total = 0;
  for (let i = 0; i < lines.length; i++) {
    total += lines[i]!.height;
    if (total > LONG_TEXT_MEASURE_LIMIT) return lines.slice(0, i);
  }
  return lines;
}
