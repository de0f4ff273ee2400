/** Golden PDFs of the sample tables: rendered by the CLI, read back with pdftotext page by page. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'larder-tables-'));

function run(cmd: string, ...args: string[]): string {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

/** The text of each page of the PDF rendered from `template` with its `.data.json`, spaces removed. */
function renderPages(template: string): string[] {
  const out = join(work, template.replace(/\W+/g, '_') + '.pdf');
  run(process.execPath, 'src/cli/larder.mjs', 'render', template, '--data', template.replace(/\.json$/, '.data.json'), '--out', out, '--now', '2024-11-21T08:00:00+08:00', '--tz', '480');
  const count = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', out))![1]);
  return Array.from({ length: count }, (_, i) => run('pdftotext', '-f', String(i + 1), '-l', String(i + 1), out, '-').replace(/\s+/g, ''));
}

describe('golden table PDFs', () => {
  it("hiprint-style demo: header groups on every page, each page's own count and sum under the plain labels, no grand total", () => {
    const pages = renderPages('tests/fixtures/hiprint-table-demo.json');
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page).toContain('商品信息');
      expect(page).toContain('数量与金额');
      expect(page).not.toContain('本页合计');
      expect(page).not.toContain('37039.31');
    }
    expect(pages[0]).toContain('计数:38');
    expect(pages[0]).toContain('合计:25058.94');
    expect(pages[1]).toContain('计数:20');
    expect(pages[1]).toContain('合计:11980.37');
    expect(pages[1]).toContain('此格式不支持该文本'); // a barcode cell with text its format cannot encode
    expect(pages.map((p) => /第(\d)页共(\d)页/.exec(p)?.slice(1).join('/'))).toEqual(['1/2', '2/2']);
  });

  it('delivery note: the item header on every page, rows in order, the grand total once on the last page', () => {
    const pages = renderPages('public/templates/delivery-note.json');
    expect(pages).toHaveLength(3);
    for (const page of pages) expect(page).toContain('序号品名规格单位数量单价金额');
    const text = pages.join('');
    expect(text.indexOf('大米（东北长粒香）')).toBeLessThan(text.indexOf('西红柿'));
    expect(pages.filter((p) => p.includes('16321.70')).length).toBe(1);
    expect(pages[2]).toContain('16321.70');
    expect(pages[2]).toContain('人民币壹万陆仟叁佰贰拾壹元柒角');
  });
});
