/**
 * Framed blocks of an html element: a top-level div or p whose style gives it a border or a
 * size (`<div style="width: 267px; height: 267px; border: 1px solid">...</div>`, the
 * placeholder hiprint templates draw where a chart will go) is a box of its own, drawn as
 * Chromium draws it inside hiprint's paper: border-box sizing (print-lock.css sets it on
 * everything in the paper), the border inside the width, the content inside border and
 * padding. A top-level `<table>` is a block too (htmlTable.ts lays it out). Everything else
 * stays flowing text. Nested frames and tables are not boxed.
 */
import { parseColor } from '../../color.ts';
import { PT_PER_PX } from '../../units.ts';

/** A block's box, pt; `width`/`height` undefined when the style leaves them to the content. */
export interface BlockFrame {
  width?: number;
  height?: number;
  border: number;
  /** undefined: the text colour (CSS currentColor). */
  borderColor?: string;
  padding: { top: number; right: number; bottom: number; left: number };
}

/** A run of the element's markup, framed or flowing. */
export interface HtmlBlock {
  html: string;
  frame?: BlockFrame;
  /** A top-level `<table>`: `html` is its whole markup, laid out by htmlTable.ts. */
  table?: true;
}

const TAG = /<(\/?)([a-zA-Z][\w-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const FRAMED = new Set(['div', 'p', 'table']);

/** Split `html` into flowing runs and top-level framed blocks, in source order. */
export function splitFramedBlocks(html: string): HtmlBlock[] {
  const blocks: HtmlBlock[] = [];
  let flowStart = 0;
  let open: { name: string; start: number; contentStart: number; frame: BlockFrame; depth: number } | undefined;
  for (const m of html.matchAll(TAG)) {
    const [whole, slash, rawName, attrs] = m;
    const name = rawName!.toLowerCase();
    const at = m.index;
    if (open) {
      if (name !== open.name) continue;
      if (!slash) open.depth++;
      else if (--open.depth === 0) {
        if (open.start > flowStart) blocks.push({ html: html.slice(flowStart, open.start) });
        if (open.name === 'table') blocks.push({ html: html.slice(open.start, at + whole.length), table: true });
        else blocks.push({ html: html.slice(open.contentStart, at), frame: open.frame });
        flowStart = at + whole.length;
        open = undefined;
      }
      continue;
    }
    if (slash || !FRAMED.has(name) || whole.endsWith('/>')) continue;
    const frame = name === 'table' ? { border: 0, padding: { top: 0, right: 0, bottom: 0, left: 0 } } : frameOf(styleAttr(attrs ?? ''));
    if (frame) open = { name, start: at, contentStart: at + whole.length, frame, depth: 1 };
  }
  // An unclosed frame is not a frame: its markup flows as text.
  if (flowStart < html.length) blocks.push({ html: html.slice(flowStart) });
  return blocks;
}

function styleAttr(attrs: string): string {
  const m = /\bstyle\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : '';
}

/** The frame a style declares, or undefined when it declares neither border nor size. */
export function frameOf(css: string): BlockFrame | undefined {
  const decls = new Map<string, string>();
  for (const part of css.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) decls.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim().toLowerCase());
  }
  const width = length(decls.get('width'));
  const height = length(decls.get('height'));
  let border = 0;
  let borderColor: string | undefined;
  const shorthand = decls.get('border');
  if (shorthand !== undefined && !/\b(none|hidden)\b/.test(shorthand)) {
    const words = shorthand.split(/\s+/);
    // CSS: a border with a style and no width is `medium`, 3 px.
    border = words.map(length).find((n) => n !== undefined) ?? (words.some((w) => BORDER_STYLES.has(w)) ? 3 * PT_PER_PX : 0);
    borderColor = words.map((w) => parseColor(w)?.color).find((c) => c !== undefined);
  }
  const padding = paddingOf(decls);
  if (width === undefined && height === undefined && border === 0) return undefined;
  return { ...(width !== undefined ? { width } : {}), ...(height !== undefined ? { height } : {}), border, ...(borderColor ? { borderColor } : {}), padding };
}

const BORDER_STYLES = new Set(['solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'inset', 'outset']);

function paddingOf(decls: Map<string, string>): BlockFrame['padding'] {
  const all = (decls.get('padding') ?? '').split(/\s+/).map(length);
  const [t = 0, r = t, b = t, l = r] = all.filter((n): n is number => n !== undefined);
  const side = (name: string, fallback: number) => length(decls.get(`padding-${name}`)) ?? fallback;
  return { top: side('top', t), right: side('right', r), bottom: side('bottom', b), left: side('left', l) };
}

/** A CSS length in pt (px, pt, mm, unitless 0); undefined when not one. */
export function length(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const m = /^(\d+\.?\d*|\.\d+)(px|pt|mm)?$/.exec(value.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  if (m[2] === 'px') return n * PT_PER_PX;
  if (m[2] === 'pt') return n;
  if (m[2] === 'mm') return (n * 72) / 25.4;
  return n === 0 ? 0 : undefined;
}
