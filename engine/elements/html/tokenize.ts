/**
 * A small HTML tokenizer: text, start tags with attributes, end tags. Comments, doctypes,
 * processing instructions and CDATA are dropped; the text inside raw-text elements
 * (script, style ...) is skipped without being looked at. Nothing is built or run.
 */
import { decodeEntities } from './entities.ts';

export type HtmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: 'end'; name: string };

/** Elements whose content is not markup; it is skipped up to the matching end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const n = html.length;
  let i = 0;
  let textStart = 0;
  const flushText = (end: number) => {
    if (end > textStart) tokens.push({ kind: 'text', text: decodeEntities(html.slice(textStart, end)) });
  };
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      flushText(lt);
      const close = html.indexOf('-->', lt + 4);
      i = textStart = close < 0 ? n : close + 3;
    } else if (next === '!' || next === '?') {
      flushText(lt);
      const close = html.startsWith('<![CDATA[', lt) ? html.indexOf(']]>', lt) : html.indexOf('>', lt);
      i = textStart = close < 0 ? n : close + (html[close] === ']' ? 3 : 1);
    } else if (next === '/' && /[a-zA-Z]/.test(html[lt + 2] ?? '')) {
      flushText(lt);
      const close = html.indexOf('>', lt);
      const end = close < 0 ? n : close + 1;
      tokens.push({ kind: 'end', name: /^<\/([^\s/>]+)/.exec(html.slice(lt, end))![1]!.toLowerCase() });
      i = textStart = end;
    } else if (/[a-zA-Z]/.test(next)) {
      flushText(lt);
      const tag = readStartTag(html, lt);
      tokens.push({ kind: 'start', name: tag.name, attrs: tag.attrs, selfClosing: tag.selfClosing });
      i = textStart = tag.end;
      if (RAW_TEXT.has(tag.name) && !tag.selfClosing) {
        const close = findEndTag(html, tag.name, i);
        tokens.push({ kind: 'end', name: tag.name });
        i = textStart = close.after;
      }
    } else {
      i = lt + 1; // a literal '<' in text
    }
  }
  flushText(n);
  return tokens;
}

/** Where the raw text of `name` ends: just after `</name ...>`, or the end of input. */
function findEndTag(html: string, name: string, from: number): { after: number } {
  const re = new RegExp(`</${name}(?=[\\s/>]|$)`, 'ig');
  re.lastIndex = from;
  const m = re.exec(html);
  if (!m) return { after: html.length };
  const close = html.indexOf('>', m.index);
  return { after: close < 0 ? html.length : close + 1 };
}

interface StartTag {
  name: string;
  attrs: Record<string, string>;
  selfClosing: boolean;
  end: number;
}

function readStartTag(html: string, lt: number): StartTag {
  const n = html.length;
  let i = lt + 1;
  const nameStart = i;
  while (i < n && !/[\s/>]/.test(html[i]!)) i++;
  const name = html.slice(nameStart, i).toLowerCase();
  // No prototype: an attribute named __proto__ is just an attribute.
  const attrs: Record<string, string> = Object.create(null) as Record<string, string>;
  let selfClosing = false;
  while (i < n) {
    while (i < n && /\s/.test(html[i]!)) i++;
    if (i >= n) break;
    if (html[i] === '>') {
      i++;
      return { name, attrs, selfClosing, end: i };
    }
    if (html[i] === '/') {
      i++;
      if (html[i] === '>') selfClosing = true;
      continue;
    }
    const attrStart = i;
    while (i < n && !/[\s/>=]/.test(html[i]!)) i++;
    if (i === attrStart) i++; // a stray '=' before any name
    const attrName = html.slice(attrStart, i).toLowerCase();
    while (i < n && /\s/.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < n && /\s/.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        value = html.slice(i + 1, close < 0 ? n : close);
        i = close < 0 ? n : close + 1;
      } else {
        const valueStart = i;
        while (i < n && !/[\s>]/.test(html[i]!)) i++;
        value = html.slice(valueStart, i);
      }
    }
    if (attrName !== '' && !Object.hasOwn(attrs, attrName)) attrs[attrName] = decodeEntities(value);
  }
  return { name, attrs, selfClosing, end: n };
}
