import { describe, expect, it } from 'vitest';
import { htmlText } from './htmlText.ts';

describe('htmlText', () => {
  it('breaks lines at <br/> and decodes &nbsp;', () => {
    expect(htmlText('数量<br/>(kg)')).toBe('数量\n(kg)');
    expect(htmlText('单&nbsp;价')).toBe('单\u00a0价');
  });

  it('collapses whitespace between tags as CSS does: divs are lines, spans run on', () => {
    const html = '<div>\n    <span>大米</span>\n    <span>5 kg</span>\n  </div>\n  <div><span>产地</span></div>';
    expect(htmlText(html)).toBe('大米 5 kg\n产地');
  });

  it('gives each table row a line and drops a <style>', () => {
    expect(htmlText('<style>td { border: 1px solid }</style><table><tr><td>品名</td><td>数量</td></tr>\n<tr><td>大米</td><td>5</td></tr></table>')).toBe('品名 数量\n大米 5');
  });

  it('returns text with no tag or entity as it is', () => {
    expect(htmlText('a  b\nc')).toBe('a  b\nc');
  });
});
