import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitizeHtml } from './sanitize.ts';

/** Nothing executable may survive: no script-ish tags, no event handlers, no script URLs. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<\s*\/?\s*(script|style|iframe|object|embed|svg|math|form|input|meta|link|base|textarea|template)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data:text)/i);
}

describe('sanitizeHtml', () => {
  it('keeps the allowed rich text as it is', () => {
    const html = '<p>各位：<strong>注意</strong><em>安全</em><u>下划线</u><br><span style="color: #d4380d">红色</span></p>'
      + '<ul><li>一</li></ul><ol><li>二</li></ol><h1>标题</h1><h6>小</h6><blockquote>引用</blockquote>'
      + '<table><thead><tr><th>品名</th></tr></thead><tbody><tr><td colspan="2">大米</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links and images and hardens new-window links', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank">x</a>'))
      .toBe('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="mailto:ops@example.com">mail</a>')).toBe('<a href="mailto:ops@example.com">mail</a>');
    expect(sanitizeHtml('<img src="http://example.com/a.png" alt="图" width="100">')).toBe('<img src="http://example.com/a.png" alt="图" width="100">');
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=">');
  });

  it.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok', 'ok'],
    ['<script>document.write("</scr" + "ipt>")</script>ok', 'ok'],
    // like a browser, the first </script> ends the script: the rest is markup again
    ['<script>var s = "</script><b>x</b>";</script>', '<b>x</b>";'],
    ['a<script>never closed', 'a'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<iframe src="https://evil.example">inner <b>text</b></iframe>ok', 'ok'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>ok', '"&gt;ok'],
    ['<textarea><script>x</script></textarea>ok', 'ok'],
    ['<svg><g><svg></svg><script>alert(1)</script></g></svg>ok', 'ok'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<object data="x.swf"><param name=a></object>ok', 'ok'],
    ['<template><img src=x onerror=alert(1)></template>ok', 'ok'],
    ['<plaintext><b>all of this', ''],
  ])('drops %s with its content', (input, expected) => {
    const output = sanitizeHtml(input);
    expect(output).toBe(expected);
    expectInert(output);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<img/src="x"/onerror=alert(1)>', ''],
    ['<img src="https://ok.example/a.png" onerror="alert(1)" onload=alert(2)>', '<img src="https://ok.example/a.png">'],
    ['<p onclick="alert(1)" ONMOUSEOVER=alert(2)>x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" \tjavascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\nscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#97script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
    ['<img src="data:text/html;base64,PHNjcmlwdD4=">', ''],
    ['<a href="https://ok.example" target="_top">x</a>', '<a href="https://ok.example">x</a>'],
    ['<div style="background:url(javascript:alert(1)); color: red">x</div>', '<div style="color: red">x</div>'],
    ['<div style="width: expression(alert(1))">x</div>', '<div>x</div>'],
    ['<span style="color: rgb(255, 0, 0); font-family: \'x\'; position: fixed">x</span>', '<span style="color: rgb(255, 0, 0)">x</span>'],
    ['<span style="color: \\65xpression(1)">x</span>', '<span>x</span>'],
    ['<td width="100 onmouseover=alert(1)">x</td>', '<td>x</td>'],
  ])('neutralises %s', (input, expected) => {
    const output = sanitizeHtml(input);
    expect(output).toBe(expected);
    expectInert(output);
  });

  it('escapes stray markup characters and keeps well-formed entities', () => {
    expect(sanitizeHtml('1 < 2 > 0 & a &amp; b &lt;script&gt; &hellip;')).toBe('1 &lt; 2 &gt; 0 &amp; a &amp; b &lt;script&gt; &hellip;');
    expect(sanitizeHtml('<<script>alert(1)</script>')).toBe('&lt;');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeHtml('< p>x')).toBe('&lt; p&gt;x');
  });

  it('quotes attribute values so they cannot break out', () => {
    expect(sanitizeHtml('<a title=\'x" onclick="alert(1)\' href="https://ok.example">y</a>'))
      .toBe('<a title="x&quot; onclick=&quot;alert(1)" href="https://ok.example">y</a>');
    expect(sanitizeHtml('<a title="a>b<c">y</a>')).toBe('<a title="a&gt;b&lt;c">y</a>');
  });

  it('drops unknown tags but keeps their text, and comments and doctypes entirely', () => {
    expect(sanitizeHtml('<font color=red>红</font><center>中</center><button>按</button>')).toBe('红中按');
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b<!DOCTYPE html><?xml x?></ >c')).toBe('abc');
    expect(sanitizeHtml('<base href="https://evil.example"><meta http-equiv=refresh content=0><link rel=import href=x>ok')).toBe('ok');
    expect(sanitizeHtml('<form action="https://evil.example"><input name=a value=b>text</form>')).toBe('text');
  });

  it('balances tags: closes what is left open and ignores stray end tags', () => {
    expect(sanitizeHtml('<p><b>x')).toBe('<p><b>x</b></p>');
    expect(sanitizeHtml('</div></p>x<br/></br>')).toBe('x<br>');
    expect(sanitizeHtml('<div><p><b>x</div>y')).toBe('<div><p><b>x</b></p></div>y');
    // absurd nesting is capped (it would make end-tag matching quadratic)
    const deep = sanitizeHtml('<b>'.repeat(50_000) + 'x' + '</i>'.repeat(50_000));
    expect(deep).toBe('<b>'.repeat(100) + 'x' + '</b>'.repeat(100));
  });

  it('survives NUL bytes and is idempotent', () => {
    const nasty = '<scr\u0000ipt>alert(1)</scr\u0000ipt><a href="java\u0000script:x">a</a><p style="color: blue">ok</p>';
    const once = sanitizeHtml(nasty);
    expectInert(once);
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('never lets anything executable through, whatever the fragments are mixed into', () => {
    const fragments = [
      '<', '>', '/', '"', "'", '=', ' ', '\n', '&', '#', ';', '&#x6a;', '&colon;', '<!--', '-->', '<!', '<?',
      'script', 'SCRIPT', 'style', 'iframe', 'svg', 'math', 'img', 'a', 'p', 'b', 'noscript', 'textarea', 'template',
      'src', 'href', 'style', 'onerror', 'onload', 'javascript:', 'data:text/html,', 'alert(1)', 'x', '中文',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fragments), { maxLength: 40 }), (parts) => {
        const output = sanitizeHtml(parts.join(''));
        expectInert(output);
        expect(sanitizeHtml(output)).toBe(output);
      }),
      { numRuns: 3000, seed: 4 },
    );
  });
});
