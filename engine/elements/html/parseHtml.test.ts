import { describe, expect, it } from 'vitest';
import type { TextSpan } from '../../text/types.ts';
import { decodeEntities } from './entities.ts';
import { joinParagraphs, parseHtml, type HtmlStyle } from './parseHtml.ts';
import { tokenizeHtml } from './tokenize.ts';

const fonts = { resolve: (family: string | undefined, weight?: string | number) => `${family ?? 'default'}${weight === 'bold' ? '-Bold' : ''}` };
const base: HtmlStyle = { bold: false, oblique: false, underline: false, lineThrough: false, overline: false, size: 9, color: '#000000' };
const parse = (html: string) => parseHtml(html, base, fonts);
const texts = (html: string) => parse(html).map((p) => p.map((s) => s.text).join(''));
const plain = { font: 'default', size: 9, color: '#000000' };
const allText = (paragraphs: TextSpan[][]) => paragraphs.flat().map((s) => s.text).join('|');

describe('entities', () => {
  it('decodes named and numeric references', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; f&nbsp;g')).toBe('a & b <c> "d" \'e\' f\u00a0g');
    expect(decodeEntities('&#20013;&#x6587;&#X41;&#65')).toBe('中文AA');
    expect(decodeEntities('&#0; &#xD800; &#x110000;')).toBe('\ufffd \ufffd \ufffd');
    expect(decodeEntities('&unknown; &copy &copy; AT&T')).toBe('&unknown; &copy © AT&T');
  });
});

describe('tokenizeHtml', () => {
  it('reads quoted, unquoted and bare attributes, lower-casing names', () => {
    expect(tokenizeHtml(`<FONT Color=red size='3' data-x="a&amp;b" hidden>x</Font>`)).toEqual([
      { kind: 'start', name: 'font', attrs: { color: 'red', size: '3', 'data-x': 'a&b', hidden: '' }, selfClosing: false },
      { kind: 'text', text: 'x' },
      { kind: 'end', name: 'font' },
    ]);
  });
  it('keeps a literal < in text and drops comments, doctypes and CDATA', () => {
    expect(tokenizeHtml('<!DOCTYPE html>a < b<!-- <b>c</b> --><![CDATA[x]]><?php y ?>d')).toEqual([
      { kind: 'text', text: 'a < b' },
      { kind: 'text', text: 'd' },
    ]);
  });
  it('skips raw text content without reading it as markup', () => {
    expect(tokenizeHtml('<script>if (a</b>) "</SCRIPT"</script >after')).toEqual([
      { kind: 'start', name: 'script', attrs: {}, selfClosing: false },
      { kind: 'end', name: 'script' },
      { kind: 'text', text: 'after' },
    ]);
  });
  it('gives attributes no prototype', () => {
    const [tag] = tokenizeHtml('<span __proto__="x" constructor=y>');
    expect(tag).toMatchObject({ kind: 'start' });
    const attrs = (tag as { attrs: Record<string, string> }).attrs;
    expect(Object.getPrototypeOf(attrs)).toBeNull();
    expect(attrs['__proto__']).toBe('x');
  });
});

describe('parseHtml', () => {
  it('makes paragraphs of p and div, collapses whitespace', () => {
    expect(texts('  <p>  Hello \n  world </p>\n<div>second</div>third  ')).toEqual(['Hello world', 'second', 'third']);
  });

  it('breaks lines at br; a closing br adds no line, a lone br is an empty line', () => {
    expect(texts('<p>a<br>b<br></p><div><br></div><p></p><p>c</p>')).toEqual(['a\nb', '', 'c']);
  });

  it('keeps &nbsp; and entities', () => {
    expect(texts('<p>&lt;b&gt; &amp;&nbsp;&nbsp;x</p>')).toEqual(['<b> &\u00a0\u00a0x']);
  });

  it('styles nested inline tags', () => {
    const [p] = parse('<p>a<b>b<i>c<u>d</u></i></b><s>e</s><del>f</del></p>');
    expect(p).toEqual([
      { text: 'a', style: plain },
      { text: 'b', style: { ...plain, font: 'default-Bold' } },
      { text: 'c', style: { ...plain, font: 'default-Bold', oblique: true } },
      { text: 'd', style: { ...plain, font: 'default-Bold', oblique: true, underline: true } },
      { text: 'ef', style: { ...plain, lineThrough: true } },
    ]);
  });

  it('reads span styles and font attributes, inner ones winning', () => {
    const [p] = parse(
      `<span style="color: #f00; font-size: 12pt">a<font color="blue" size="5">b<span style="font-size:16px;color:rgba(0,0,0,.5)">c</span></font></span>` +
        `<font size="+1" face="SimSun">d</font><strong style="font-weight: normal">e</strong><em>f</em><span style="font-style:italic;text-decoration:underline line-through">g</span>`,
    );
    expect(p).toEqual([
      { text: 'a', style: { ...plain, size: 12, color: '#ff0000' } },
      { text: 'b', style: { ...plain, size: 18, color: '#0000ff' } },
      { text: 'c', style: { ...plain, size: 12, color: '#000000', opacity: 0.5 } },
      { text: 'd', style: { ...plain, font: 'SimSun', size: 13.5 } },
      { text: 'e', style: plain },
      { text: 'f', style: { ...plain, oblique: true } },
      { text: 'g', style: { ...plain, oblique: true, underline: true, lineThrough: true } },
    ]);
  });

  it('maps font size 1..7 to 7.5, 10, 12, 13.5, 18, 24, 36 pt', () => {
    const sizes = [1, 2, 3, 4, 5, 6, 7, 9, 0].map((n) => parse(`<font size="${n}">x</font>`)[0]![0]!.style.size);
    expect(sizes).toEqual([7.5, 10, 12, 13.5, 18, 24, 36, 36, 7.5]);
  });

  it('makes headings bold paragraphs sized relative to the text', () => {
    const paragraphs = parse('<h1>A</h1>body<h3>C</h3><h6>F</h6>');
    expect(paragraphs.map((p) => [p[0]!.text, p[0]!.style.size, p[0]!.style.font])).toEqual([
      ['A', 18, 'default-Bold'],
      ['body', 9, 'default'],
      ['C', 10.53, 'default-Bold'],
      ['F', 6.03, 'default-Bold'],
    ]);
  });

  it('ignores unknown and invalid style values', () => {
    const [p] = parse('<span style="color: nope; font-size: -3pt; font-size: big; background: url(javascript:alert(1))">x</span>');
    expect(p).toEqual([{ text: 'x', style: plain }]);
  });

  it('drops script and style with their text, keeps other unknown tags’ text', () => {
    const out = parse('<style>p{color:red}</style><script>alert("x")</script><p>a<blink>b</blink><a href="javascript:alert(1)">c</a></p>');
    expect(allText(out)).toBe('abc');
  });

  it('drops embedded documents with their content', () => {
    const out = parse('<p>a<iframe src="x">inner</iframe><object data="x"><param name=a><span>fallback</span></object><svg><text>t</text><svg></svg>u</svg>b</p>');
    expect(allText(out)).toBe('ab');
  });

  it('never reads event handlers or script URLs', () => {
    const out = parse('<img src=x onerror=alert(1)><p onclick="alert(2)" style="color:red">ok</p><a href="javascript:alert(3)">link</a>');
    const text = allText(out);
    expect(text).not.toContain('alert');
    expect(text).toBe('ok|link');
    expect(JSON.stringify(out)).not.toContain('alert');
  });

  it('gives no output for an img alone', () => {
    expect(parse('<img src=x onerror=alert(1)>')).toEqual([]);
  });

  it('survives unbalanced and malformed markup', () => {
    expect(texts('<b>bold <i>both</b> after</i> <p>x</p></div></span><')).toEqual(['bold both after', 'x', '<']);
    expect(texts('<p>unterminated <span style="color:red')).toEqual(['unterminated']);
    expect(texts('<!-- never closed')).toEqual([]);
  });

  it('joins paragraphs with newlines carrying the next paragraph style', () => {
    const spans = joinParagraphs(parse('<p>a</p><h1>b</h1>'));
    expect(spans.map((s) => [s.text, s.style.size])).toEqual([
      ['a', 9],
      ['\nb', 18],
    ]);
  });
});
