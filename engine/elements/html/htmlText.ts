/**
 * The text a browser shows for an HTML fragment, for places that print text from HTML that
 * hiprint puts in the page with `.html()`: table column titles, cells a formatter fills, group
 * and footer rows. Whitespace collapses as CSS says, blocks (div, p, tr ...) and br break
 * lines, cells of a row are separated by a space and entities are decoded.
 */
import { parseHtml, type HtmlStyle } from './parseHtml.ts';

const PLAIN: HtmlStyle = { family: undefined, bold: false, oblique: false, underline: false, lineThrough: false, overline: false, size: 9, color: '#000000' };
const NO_FONTS = { resolve: () => '' };

/** The visible text of `html`, lines joined by '\n'. Text with no tag or entity is returned as it is. */
export function htmlText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  return parseHtml(html, PLAIN, NO_FONTS)
    .map((paragraph) => paragraph.map((span) => span.text).join(''))
    .join('\n');
}
