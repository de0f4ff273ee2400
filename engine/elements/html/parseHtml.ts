/**
 * HTML content to styled text, without a DOM. A safe subset is understood: paragraphs
 * (p, div, headings and other blocks), br, b/strong, i/em, u, s/strike/del, span and font
 * with colour, size and family. Everything else is dropped: unknown tags keep their text,
 * script/style and embedded documents (iframe, object, svg ...) lose it too. Attributes
 * other than style, color, size and face are never read, so on* handlers and javascript:
 * URLs have nothing to act on; nothing is executed.
 *
 * Whitespace collapses as in a browser. Decisions where browsers differ from this model:
 * paragraphs carry no margins (hiprint's html element is usually a compact fragment), and
 * text-align per paragraph is not honoured (the element's textAlign applies to all).
 */
import type { FontBook, TextSpan, TextStyle } from '../../text/types.ts';
import { styleForTag, type HtmlStyle } from './inlineStyle.ts';
import { tokenizeHtml } from './tokenize.ts';

export { FONT_SIZE_ATTR_PT, type HtmlStyle } from './inlineStyle.ts';

/** Tags that start and end a paragraph. */
const BLOCK = new Set([
  'p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody',
  'tfoot', 'tr', 'caption', 'blockquote', 'pre', 'section', 'article', 'header', 'footer', 'nav', 'aside', 'main',
  'address', 'figure', 'figcaption', 'form', 'fieldset', 'legend', 'center', 'details', 'summary', 'body', 'html',
]);

/** Containers dropped with everything inside them. (script, style and other raw-text
 * elements are skipped by the tokenizer; their start and end tags are ignored here.) */
const DROPPED = new Set(['object', 'applet', 'svg', 'math', 'template', 'select', 'head', 'frameset', 'video', 'audio', 'canvas', 'map']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'param', 'source', 'track', 'wbr', 'frame', 'keygen']);

/** Cells are separated by a space rather than broken into paragraphs. */
const CELL = new Set(['td', 'th']);

const COLLAPSIBLE = /[ \t\n\r\f]+/g;

interface Frame {
  name: string;
  style: HtmlStyle;
}

/**
 * Parse `html` into paragraphs of spans with font keys resolved through `fonts`. A paragraph
 * holding only a line break is one empty span (an empty line); an empty paragraph is dropped.
 * Within a paragraph, '\n' in a span is a line break (br).
 */
export function parseHtml(html: string, base: HtmlStyle, fonts: Pick<FontBook, 'resolve'>): TextSpan[][] {
  const out = new ParagraphBuilder(fonts);
  const stack: Frame[] = [{ name: '#root', style: base }];
  let dropped = 0;
  for (const token of tokenizeHtml(html)) {
    if (token.kind === 'text') {
      if (dropped === 0) out.text(token.text, stack[stack.length - 1]!.style);
      continue;
    }
    const { name } = token;
    if (dropped > 0) {
      if (DROPPED.has(name) && !(token.kind === 'start' && (token.selfClosing || VOID.has(name)))) dropped += token.kind === 'start' ? 1 : -1;
      continue;
    }
    const top = stack[stack.length - 1]!;
    if (token.kind === 'start') {
      if (RAW_TEXT.has(name)) continue;
      if (DROPPED.has(name)) {
        if (!token.selfClosing) dropped = 1;
        continue;
      }
      if (name === 'br') out.lineBreak(top.style);
      else if (name === 'hr' || BLOCK.has(name)) out.paragraphBreak();
      else if (CELL.has(name)) out.text(' ', top.style);
      if (VOID.has(name) || token.selfClosing) continue;
      stack.push({ name, style: styleForTag(name, token.attrs, top.style, base) });
    } else {
      // Browsers read a stray </br> as <br>.
      if (name === 'br') out.lineBreak(top.style);
      const at = findFrame(stack, name);
      if (at < 0) continue;
      stack.length = at;
      if (BLOCK.has(name)) out.paragraphBreak();
      else if (CELL.has(name)) out.text(' ', stack[stack.length - 1]!.style);
    }
  }
  out.paragraphBreak();
  return out.paragraphs;
}

function findFrame(stack: Frame[], name: string): number {
  for (let i = stack.length - 1; i > 0; i--) if (stack[i]!.name === name) return i;
  return -1;
}

/** Paragraphs of TextSpans as a flat span list for line breaking: '\n' between paragraphs. */
export function joinParagraphs(paragraphs: TextSpan[][]): TextSpan[] {
  const spans: TextSpan[] = [];
  paragraphs.forEach((paragraph, i) => {
    // The newline takes the next paragraph's style so an empty paragraph gets its own height.
    if (i > 0) spans.push({ text: '\n', style: paragraph[0]!.style });
    spans.push(...paragraph);
  });
  return mergeSpans(spans);
}

class ParagraphBuilder {
  readonly paragraphs: TextSpan[][] = [];
  private spans: TextSpan[] = [];
  /** True at the start of a line: collapsible space is dropped there. */
  private atLineStart = true;
  private hasContent = false;
  private readonly styles = new Map<string, TextStyle>();

  constructor(private readonly fonts: Pick<FontBook, 'resolve'>) {}

  text(raw: string, style: HtmlStyle): void {
    let text = raw.replace(COLLAPSIBLE, ' ');
    if (text.startsWith(' ') && (this.atLineStart || this.endsWithSpace())) text = text.slice(1);
    if (text === '') return;
    this.push(text, style);
    this.atLineStart = false;
    this.hasContent = true;
  }

  lineBreak(style: HtmlStyle): void {
    this.trimTrailingSpace();
    this.push('\n', style);
    this.atLineStart = true;
    this.hasContent = true;
  }

  paragraphBreak(): void {
    this.trimTrailingSpace();
    const last = this.spans[this.spans.length - 1];
    if (this.hasContent && last) {
      // A br that ends a block adds no line of its own, unless it is all the block holds.
      if (last.text.endsWith('\n')) {
        last.text = last.text.slice(0, -1);
        if (last.text === '' && this.spans.length > 1) this.spans.pop();
      }
      this.paragraphs.push(mergeSpans(this.spans));
    }
    this.spans = [];
    this.atLineStart = true;
    this.hasContent = false;
  }

  private push(text: string, style: HtmlStyle): void {
    const textStyle = this.textStyle(style);
    const last = this.spans[this.spans.length - 1];
    if (last && last.style === textStyle) last.text += text;
    else this.spans.push({ text, style: textStyle });
  }

  private endsWithSpace(): boolean {
    const last = this.spans[this.spans.length - 1];
    return last !== undefined && last.text.endsWith(' ');
  }

  private trimTrailingSpace(): void {
    const last = this.spans[this.spans.length - 1];
    if (!last || !last.text.endsWith(' ')) return;
    last.text = last.text.slice(0, -1);
    if (last.text === '') this.spans.pop();
  }

  /** One TextStyle object per distinct style, so equal styles compare by identity. */
  private textStyle(s: HtmlStyle): TextStyle {
    const style: TextStyle = { font: this.fonts.resolve(s.family, s.bold ? 'bold' : undefined), size: round3(s.size), color: s.color };
    if (s.opacity !== undefined) style.opacity = s.opacity;
    if (s.letterSpacing) style.letterSpacing = round3(s.letterSpacing);
    if (s.underline) style.underline = true;
    if (s.overline) style.overline = true;
    if (s.lineThrough) style.lineThrough = true;
    if (s.oblique) style.oblique = true;
    const key = JSON.stringify(style);
    const known = this.styles.get(key);
    if (known) return known;
    this.styles.set(key, style);
    return style;
  }
}

function mergeSpans(spans: TextSpan[]): TextSpan[] {
  const out: TextSpan[] = [];
  for (const span of spans) {
    const last = out[out.length - 1];
    if (last && sameStyle(last.style, span.style)) out[out.length - 1] = { text: last.text + span.text, style: last.style };
    else out.push({ ...span });
  }
  return out;
}

function sameStyle(a: TextStyle, b: TextStyle): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
