import { describe, expect, it } from 'vitest';
import { PAGE_FORMAT_VERSION, type DisplayItem, type PageDescription } from '../page.ts';
import { pagesToHtml, type HtmlResources } from './html.ts';
import { A4, SAMPLE_ITEMS, samplePage } from './sample-items.ts';

const resources: HtmlResources = {
  fontUrl: (key) => (key === 'NotoSansSC-Regular' ? '/fonts/NotoSansSC-Regular.ttf' : undefined),
};

function page(items: DisplayItem[], size = A4, index = 0): PageDescription {
  return { version: PAGE_FORMAT_VERSION, index, width: size.width, height: size.height, items };
}

const count = (s: string, needle: string | RegExp): number => s.split(needle).length - 1;

describe('pagesToHtml', () => {
  it('writes one complete document with one exact-size div.larder-page per page', () => {
    const html = pagesToHtml([samplePage(0), samplePage(1), samplePage(2)], resources, { title: 'Orders' });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<title>Orders</title>');
    expect(count(html, '<div class="larder-page"')).toBe(3);
    expect(html).toContain('style="width:595.276pt;height:841.89pt"');
    expect(html).toContain('viewBox="0 0 595.276 841.89"');
    expect(html).toContain('@page{size:595.276pt 841.89pt;margin:0}');
    expect(html).toContain('page-break-after:always');
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
  });

  it('gives pages of another size a named @page', () => {
    const html = pagesToHtml([page([]), page([], { width: 283.465, height: 170.079 }, 1)], resources);
    expect(html).toContain('@page larder-size-1{size:283.465pt 170.079pt;margin:0}');
    expect(html).toContain('.larder-page.larder-size-1{page:larder-size-1}');
    expect(html).toContain('<div class="larder-page larder-size-1" data-page="1"');
  });

  it('draws text in SVG at its baseline, with font-face rules for the fonts used', () => {
    const html = pagesToHtml([page([{ ...SAMPLE_ITEMS.text, charSpacing: 1.5, wordSpacing: 2, opacity: 0.5, oblique: true }])], resources);
    expect(html).toContain('@font-face{font-family:"NotoSansSC-Regular";src:url("/fonts/NotoSansSC-Regular.ttf")}');
    expect(html).toContain('.lf0{font-family:"NotoSansSC-Regular"}');
    expect(html).toContain(
      '<text class="lf0" x="56.693" y="80" font-size="14" fill="#000000" fill-opacity="0.5" style="letter-spacing:1.5px;word-spacing:2px" ' +
        'transform="matrix(1 0 -0.25 1 20 0)" xml:space="preserve">送货单 Delivery note</text>',
    );
  });

  it('draws every shape as SVG', () => {
    const html = pagesToHtml([samplePage()], resources);
    expect(html).toContain('<line x1="56.693" y1="100" x2="538.583" y2="100" stroke="#333333" stroke-width="1" stroke-dasharray="3 3"/>');
    expect(html).toContain('<rect x="56.693" y="120" width="200" height="60" fill="#ffeecc" fill-opacity="0.5" stroke="#cc6600" stroke-width="2"/>');
    expect(html).toContain('<ellipse cx="400" cy="150" rx="60" ry="30" fill="none" stroke="#0066cc" stroke-width="1.5" stroke-dasharray="1.5 1.5"/>');
    expect(html).toContain(`<path d="${SAMPLE_ITEMS.path.d}" fill-rule="nonzero" fill="#000000"/>`);
    expect(html).toContain('<clipPath id="p0c1"><rect x="300" y="200" width="30" height="40"/></clipPath><g clip-path="url(#p0c1)"><image href="data:image/png;base64,sample"');
    expect(html).toContain('preserveAspectRatio="none" opacity="0.8"/></g>');
    // Group: transform and clip on one <g>, opacity multiplied into the children.
    expect(html).toMatch(/<g transform="matrix\(0 1 -1 0 500 200\)" clip-path="url\(#p0c2\)">.*stroke-opacity="0.9".*<\/g>/);
  });

  it('keeps clip ids unique across pages', () => {
    const html = pagesToHtml([samplePage(0), samplePage(1)], resources);
    expect(html).toContain('id="p0c1"');
    expect(html).toContain('id="p1c1"');
  });

  it('escapes user data in text, attributes and CSS', () => {
    const evil = '</text><script>alert("x")</script> & \'q\'';
    const html = pagesToHtml(
      [
        page([
          { ...SAMPLE_ITEMS.text, text: evil, color: '#000" onload="alert(1)', font: 'Evil"}</style><script>' },
          { ...SAMPLE_ITEMS.image, ref: 'https://x.test/a.png?a=1&b="2"', clip: undefined },
          { ...SAMPLE_ITEMS.image, ref: 'javascript:alert(1)' },
        ]),
      ],
      { fontUrl: () => 'u")}</style><script>' },
      { title: '<b>t</b>' },
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/text&gt;&lt;script&gt;alert("x")&lt;/script&gt; &amp; \'q\'</text>');
    expect(html).toContain('fill="#000&quot; onload=&quot;alert(1)"');
    expect(html).toContain('href="https://x.test/a.png?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<title>&lt;b&gt;t&lt;/b&gt;</title>');
    expect(count(html, '</style>')).toBe(1);
  });

  it('maps image refs through imageUrl and skips images it has no URL for', () => {
    const html = pagesToHtml([page([SAMPLE_ITEMS.image, { ...SAMPLE_ITEMS.image, ref: 'other' }])], {
      ...resources,
      imageUrl: (ref) => (ref === 'other' ? undefined : 'blob:1'),
    });
    expect(count(html, '<image ')).toBe(1);
    expect(html).toContain('href="blob:1"');
  });

  it('throws on an unknown item kind', () => {
    expect(() => pagesToHtml([page([{ kind: 'triangle' } as unknown as DisplayItem])], resources)).toThrow(/unknown display item kind "triangle"/);
  });
});
