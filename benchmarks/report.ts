/** A generated long report: a header, a longText body that runs to about N pages, page numbers. */
import { random } from './random.ts';

const HANZI = '供应商配送学校食堂蔬菜水果大米面粉食用油鸡蛋牛奶猪肉牛肉鱼虾豆腐检验合格验收结算订单数量单价金额日期备注';
const WORDS = ['delivery', 'kitchen', 'invoice', 'supplier', 'carrots', 'rice', 'flour', 'audit', 'settled', 'crate'];

/** `paragraphs` paragraphs of mixed Chinese and Latin text, about 180 characters each. */
export function reportText(paragraphs: number, seed = 1): string {
  const next = random(seed);
  const out: string[] = [];
  for (let p = 0; p < paragraphs; p++) {
    let s = `${p + 1}. `;
    while (s.length < 180) {
      if (next() < 0.8) s += HANZI[Math.floor(next() * HANZI.length)];
      else s += ` ${WORDS[Math.floor(next() * WORDS.length)]} ${Math.floor(next() * 1000)} `;
      if (next() < 0.05) s += '，';
    }
    out.push(`${s}。`);
  }
  return out.join('\n');
}

/** Paragraphs per section: about 14 pages, well under the 25000 pt a longText may measure. */
export const PARAGRAPHS_PER_SECTION = 250;

/** Most sections that fit: every element must start above the footer line (800 pt). */
export const MAX_SECTIONS = 60;

/**
 * Template JSON (hiprint shape) of an A4 report of `sections` sections, each one longText
 * bound to `s<i>` with its title as the heading. One longText alone is capped at 25000 pt, so
 * a long report is many; pagination keeps each below the real end of the one before, which
 * is why their template tops are stacked 12 pt apart, all inside the header-footer band.
 */
export function reportTemplate(sections: number): unknown {
  const printElements: unknown[] = [
    {
      options: { left: 40, top: 18, width: 515, height: 16, title: '食材供应月度报告', fontSize: 14, fontWeight: 'bold' },
      printElementType: { title: '文本', type: 'text' },
    },
  ];
  for (let i = 0; i < Math.min(sections, MAX_SECTIONS); i++) {
    printElements.push({
      options: { left: 40, top: 60 + i * 12, width: 515, height: 8, title: `第${i + 1}部分`, field: `s${i}`, fontSize: 10, lHeight: 15 },
      printElementType: { title: '长文', type: 'longText' },
    });
  }
  return {
    panels: [
      {
        index: 0,
        name: 'Benchmark report',
        paperType: 'A4',
        paperHeader: 50,
        paperFooter: 800,
        paperNumberFormat: 'paperNo / paperCount',
        watermarkOptions: { content: 'larder bench', timestamp: true, format: 'YYYY-MM-DD HH:mm' },
        printElements,
      },
    ],
  };
}

/** Data for `reportTemplate(sections)`: every section its own text. */
export function reportData(sections: number): Record<string, string> {
  const data: Record<string, string> = {};
  for (let i = 0; i < sections; i++) data[`s${i}`] = reportText(PARAGRAPHS_PER_SECTION, i + 1);
  return data;
}
