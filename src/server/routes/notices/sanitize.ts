/**
 * A strict allowlist HTML sanitiser for announcement bodies, which the back office renders as HTML.
 * It tokenises the input, keeps only allowed tags with allowed attributes, rebuilds every kept tag
 * itself (so nothing of the original markup survives verbatim), escapes all text, balances open tags,
 * and drops scripts, styles, frames and similar elements together with their contents.
 */

/** Allowed tags and, per tag, the attributes they keep (style is filtered separately). */
const ALLOWED: Record<string, readonly string[]> = {
  p: ['style'], br: [], b: [], strong: [], i: [], em: [], u: [], span: ['style'], div: ['style'],
  ul: ['style'], ol: ['style'], li: ['style'],
  h1: ['style'], h2: ['style'], h3: ['style'], h4: ['style'], h5: ['style'], h6: ['style'],
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  table: ['style', 'border', 'cellpadding', 'cellspacing'], thead: [], tbody: [], tr: ['style'],
  td: ['style', 'colspan', 'rowspan'], th: ['style', 'colspan', 'rowspan'],
  blockquote: ['style'],
};

const VOID = new Set(['br', 'img']);

/** Deeper nesting is dropped: no real notice needs it, and it keeps end-tag matching linear. */
const MAX_DEPTH = 100;

/** The browser reads these as raw text up to their end tag: the whole element goes. */
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'noembed', 'noframes', 'noscript', 'xmp', 'textarea', 'title']);

/** Elements whose content is markup that must not leak out either (it would render as stray text or tags). */
const DROP_WITH_CONTENT = new Set(['svg', 'math', 'template', 'object', 'applet', 'select', 'head', 'frameset']);

/** Inline styles a rich-text editor produces; values are restricted to a harmless alphabet below. */
const STYLE_PROPERTIES = new Set([
  'color', 'background-color', 'text-align', 'font-size', 'font-weight', 'font-style', 'text-decoration',
  'line-height', 'text-indent', 'margin-left', 'padding-left', 'vertical-align', 'width', 'height',
]);

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

/** Return `html` with everything outside the allowlist removed; the result is safe to render as HTML. */
export function sanitizeHtml(html: string): string {
  const input = html.replace(/\u0000/g, '');
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt < 0) {
      out.push(escapeText(input.slice(i)));
      break;
    }
    out.push(escapeText(input.slice(i, lt)));
    i = lt;
    if (input.startsWith('<!--', i)) {
      const end = input.indexOf('-->', i + 4);
      i = end < 0 ? input.length : end + 3;
      continue;
    }
    const next = input[i + 1] ?? '';
    if (next === '!' || next === '?' || (next === '/' && !/[A-Za-z]/.test(input[i + 2] ?? ''))) {
      // doctype, processing instruction or a bogus end tag: a comment to the browser
      const end = input.indexOf('>', i);
      i = end < 0 ? input.length : end + 1;
      continue;
    }
    const closing = next === '/';
    if (!/[A-Za-z]/.test(input[i + (closing ? 2 : 1)] ?? '')) {
      out.push('&lt;');
      i += 1;
      continue;
    }
    const tag = readTag(input, i + (closing ? 2 : 1));
    i = tag.end;
    const name = tag.name;
    if (closing) {
      if (!ALLOWED[name] || VOID.has(name)) continue;
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (name === 'plaintext') break; // everything after it would be text in a browser: drop it all
    if (RAW_TEXT.has(name)) {
      i = skipRawText(input, i, name);
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      i = tag.selfClosing ? i : skipElement(input, i, name);
      continue;
    }
    const allowed = ALLOWED[name];
    if (!allowed) continue; // unknown tag: keep its text, lose the tag
    if (!VOID.has(name) && open.length >= MAX_DEPTH) continue;
    const attrs = keptAttributes(name, allowed, tag.attrs);
    if (name === 'img' && !attrs.some(([key]) => key === 'src')) continue;
    out.push(`<${name}${attrs.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('')}>`);
    if (!VOID.has(name)) open.push(name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

interface Tag {
  name: string;
  attrs: Array<[string, string]>;
  selfClosing: boolean;
  /** Index just past the tag's '>'. */
  end: number;
}

const TAG_NAME = /[^\s/>]*/y;
const SPACE_OR_SLASH = /[\s/]*/y;
const SPACE = /\s*/y;
const ATTR_NAME = /[^\s/>=]*/y;
const UNQUOTED = /[^\s>]*/y;

/** Match a sticky pattern at `at`; returns the index after the match. */
function skip(pattern: RegExp, input: string, at: number): number {
  pattern.lastIndex = at;
  pattern.test(input);
  return pattern.lastIndex;
}

/** Parse a tag the way a browser does: name, then attributes (quoted, unquoted or bare) up to '>'. */
function readTag(input: string, start: number): Tag {
  let i = skip(TAG_NAME, input, start);
  const name = input.slice(start, i).toLowerCase();
  const attrs: Array<[string, string]> = [];
  let selfClosing = false;
  while (i < input.length) {
    const spaced = skip(SPACE_OR_SLASH, input, i);
    if (spaced > i) selfClosing = input[spaced - 1] === '/';
    i = spaced;
    if (i >= input.length) break;
    if (input[i] === '>') return { name, attrs, selfClosing, end: i + 1 };
    selfClosing = false;
    const nameStart = i;
    i = skip(ATTR_NAME, input, i + 1); // an attribute name may start with '='
    const attrName = input.slice(nameStart, i).toLowerCase();
    i = skip(SPACE, input, i);
    let value = '';
    if (input[i] === '=') {
      i = skip(SPACE, input, i + 1);
      const quote = input[i];
      if (quote === '"' || quote === "'") {
        const close = input.indexOf(quote, i + 1);
        value = input.slice(i + 1, close < 0 ? input.length : close);
        i = close < 0 ? input.length : close + 1;
      } else {
        const valueStart = i;
        i = skip(UNQUOTED, input, i);
        value = input.slice(valueStart, i);
      }
    }
    if (!attrs.some(([key]) => key === attrName)) attrs.push([attrName, decodeEntities(value)]);
  }
  return { name, attrs, selfClosing, end: input.length };
}

/** Index just past `</name ...>` (case-insensitive); the rest of the input when it never closes. */
function skipRawText(input: string, from: number, name: string): number {
  const pattern = new RegExp(`</${name}(?=[\\s/>])`, 'ig');
  pattern.lastIndex = from;
  const match = pattern.exec(input);
  if (!match) return input.length;
  const end = input.indexOf('>', match.index);
  return end < 0 ? input.length : end + 1;
}

/** Index just past the end tag matching an open `name`, counting nested elements of the same name. */
function skipElement(input: string, from: number, name: string): number {
  const pattern = new RegExp(`<(/?)${name}(?=[\\s/>])`, 'ig');
  pattern.lastIndex = from;
  let depth = 1;
  for (let match = pattern.exec(input); match; match = pattern.exec(input)) {
    const tag = readTag(input, match.index + match[0].length);
    pattern.lastIndex = tag.end;
    if (match[1]) depth--;
    else if (!tag.selfClosing) depth++;
    if (depth === 0) return tag.end;
  }
  return input.length;
}

function keptAttributes(tag: string, allowed: readonly string[], attrs: Array<[string, string]>): Array<[string, string]> {
  const kept: Array<[string, string]> = [];
  for (const [key, raw] of attrs) {
    if (!allowed.includes(key)) continue;
    const value = raw.trim();
    if (key === 'href') {
      if (safeUrl(value, ['http:', 'https:', 'mailto:'])) kept.push([key, value]);
    } else if (key === 'src') {
      if (safeUrl(value, ['http:', 'https:']) || /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[A-Za-z0-9+/=\s]+$/i.test(value)) kept.push([key, value]);
    } else if (key === 'style') {
      const style = safeStyle(value);
      if (style) kept.push([key, style]);
    } else if (key === 'target') {
      if (value === '_blank') kept.push([key, value]);
    } else if (['width', 'height', 'colspan', 'rowspan', 'border', 'cellpadding', 'cellspacing'].includes(key)) {
      if (/^\d{1,4}(%|px)?$/.test(value)) kept.push([key, value]);
    } else {
      kept.push([key, raw]);
    }
  }
  // a new window must not get a handle on the back office
  if (tag === 'a' && kept.some(([key]) => key === 'target')) kept.push(['rel', 'noopener noreferrer']);
  return kept;
}

/** True when the URL's scheme is one of `schemes`; control characters and whitespace cannot hide a scheme. */
function safeUrl(value: string, schemes: string[]): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return schemes.some((scheme) => compact.startsWith(scheme)) && !/[\u0000-\u001f\u007f]/.test(value);
}

/** Keep only allowed properties whose values use letters, digits, '#', '%', '.', ',', '-', spaces and rgb(). */
function safeStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!STYLE_PROPERTIES.has(property)) continue;
    if (!/^[-#\w\s.,%()]+$/.test(value) || /\\|url\s*\(|expression|javascript/i.test(value)) continue;
    if (/\(/.test(value) && !/^(rgba?|hsla?)\([\d\s.,%]+\)$/i.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

/** Decode the entities a browser would decode in an attribute value (numeric and the common named ones). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    const named = NAMED_ENTITIES[body.toLowerCase()];
    return named ?? whole;
  });
}

/** Text: '<' and '>' escaped, '&' kept only where it starts a well-formed entity. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Attribute values were decoded when read, so every special character is escaped again. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
