/** HTML character references: the named ones templates use, and numeric ones. */

const NAMED: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0',
  ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009', zwnj: '\u200c', zwj: '\u200d', shy: '\u00ad',
  copy: '\u00a9', reg: '\u00ae', trade: '\u2122', deg: '\u00b0', plusmn: '\u00b1', times: '\u00d7',
  divide: '\u00f7', middot: '\u00b7', bull: '\u2022', hellip: '\u2026', mdash: '\u2014', ndash: '\u2013',
  lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d', laquo: '\u00ab', raquo: '\u00bb',
  yen: '\u00a5', euro: '\u20ac', pound: '\u00a3', cent: '\u00a2', sect: '\u00a7', para: '\u00b6',
  permil: '\u2030', micro: '\u00b5', frac12: '\u00bd', frac14: '\u00bc', frac34: '\u00be',
  sup2: '\u00b2', sup3: '\u00b3', larr: '\u2190', rarr: '\u2192', uarr: '\u2191', darr: '\u2193',
  check: '\u2713', cross: '\u2717',
};

/** Code points a numeric reference may not produce; browsers draw U+FFFD instead. */
function safeCodePoint(cp: number): string {
  if (!Number.isFinite(cp) || cp <= 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(cp);
}

/**
 * Replace character references in `text`. Named references need their `;` (except the
 * legacy five and nbsp); numeric ones do not. Unknown references stay as written.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*)(;?)/g, (whole, ref: string, semi: string) => {
    if (ref[0] === '#') {
      const hex = ref[1] === 'x' || ref[1] === 'X';
      return safeCodePoint(parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    const name = ref;
    if (!Object.hasOwn(NAMED, name)) return whole;
    if (semi === '' && !['amp', 'lt', 'gt', 'quot', 'nbsp'].includes(name)) return whole;
    return NAMED[name]!;
  });
}
