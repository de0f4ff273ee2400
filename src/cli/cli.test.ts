/** The larder command end to end: real processes, real files, PDFs read back with poppler. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DisplayItem, PageDescription } from '../../engine/index.ts';

const BIN = fileURLToPath(new URL('./larder.mjs', import.meta.url));
const TEMPLATES = fileURLToPath(new URL('../../public/templates/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'larder-cli-'));
const FIXED = ['--now', '2024-05-01T08:00:00Z', '--tz', '480'];

/** Run larder from a scratch folder, so nothing depends on the cwd being the repository. */
function larder(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: work, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function tool(cmd: string, ...args: string[]): string {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

const squash = (s: string) => s.replace(/\s+/g, '');

/** A two-page document of our own: a Chinese title and a longText that overflows page 1. */
function writeFixture(): { template: string; data: string } {
  const template = {
    panels: [
      {
        index: 0,
        name: '配送单测试',
        paperType: 'A4',
        paperHeader: 30,
        paperFooter: 780,
        printElements: [
          { options: { left: 20, top: 10, width: 300, height: 14, title: '学校食堂配送单', fontSize: 12 }, printElementType: { type: 'text' } },
          { options: { left: 20, top: 40, width: 380, height: 30, field: 'notes', fontSize: 10 }, printElementType: { type: 'longText' } },
        ],
      },
    ],
  };
  const notes = Array.from({ length: 120 }, (_, i) => `第${i + 1}行：大米、面粉、食用油，已验收合格。`).join('\n');
  const t = join(work, 'fixture.json');
  const d = join(work, 'fixture.data.json');
  writeFileSync(t, JSON.stringify(template));
  writeFileSync(d, JSON.stringify({ notes }));
  return { template: t, data: d };
}

function topLevelTexts(page: PageDescription): string[] {
  return page.items.filter((i: DisplayItem): i is Extract<DisplayItem, { kind: 'text' }> => i.kind === 'text').map((i) => i.text);
}

interface Case {
  name: string;
  template: string;
  data?: string;
}

const fixture = writeFixture();
const manifest = existsSync(join(TEMPLATES, 'index.json'))
  ? (JSON.parse(readFileSync(join(TEMPLATES, 'index.json'), 'utf8')) as { templates: { id: string; template: string; data?: string }[] })
  : { templates: [] };
const cases: Case[] = [
  { name: 'fixture', template: fixture.template, data: fixture.data },
  ...manifest.templates
    .filter((t) => existsSync(join(TEMPLATES, t.template)))
    .map((t) => ({ name: t.id, template: join(TEMPLATES, t.template), data: t.data && join(TEMPLATES, t.data) })),
];

describe.each(cases)('larder render / paginate: $name', ({ name, template, data }) => {
  const dataArgs = data ? ['--data', data] : [];

  it('paginate --json prints pages, per-page item counts and diagnostics', () => {
    const r = larder('paginate', template, ...dataArgs, ...FIXED, '--json');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { pages: number; items: number[]; diagnostics: unknown[] };
    expect(Object.keys(out).sort()).toEqual(['diagnostics', 'items', 'pages']);
    expect(out.pages).toBeGreaterThan(0);
    expect(out.items).toHaveLength(out.pages);
    expect(out.items.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    expect(Array.isArray(out.diagnostics)).toBe(true);
    if (name === 'fixture') expect(out.pages).toBeGreaterThanOrEqual(2);
  });

  it('render writes a PDF with the same pages, sizes and selectable text', () => {
    const out = join(work, `${name}.pdf`);
    const r = larder('render', template, ...dataArgs, ...FIXED, '--out', out);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(new RegExp(`^(larder: warning: .*\\n)*\\d+ pages? in \\d+ ms -> .*${name}\\.pdf\\n$`));

    const described = JSON.parse(larder('paginate', template, ...dataArgs, ...FIXED, '--pages').stdout) as {
      pageDescriptions: PageDescription[];
    };
    const pages = described.pageDescriptions;
    const info = tool('pdfinfo', out);
    expect(info).toMatch(new RegExp(`^Pages:\\s+${pages.length}$`, 'm'));
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info)!;
    expect(Number(size[1])).toBeCloseTo(pages[0]!.width, 1);
    expect(Number(size[2])).toBeCloseTo(pages[0]!.height, 1);

    // Every unrotated text run of the first and last page is real text in the PDF (-raw keeps
    // content-stream order, so rotated watermark text does not interleave with the runs).
    for (const index of new Set([0, pages.length - 1])) {
      const text = squash(tool('pdftotext', '-raw', '-f', String(index + 1), '-l', String(index + 1), out, '-'));
      for (const run of topLevelTexts(pages[index]!)) if (squash(run)) expect(text).toContain(squash(run));
    }
    if (name === 'fixture') expect(squash(tool('pdftotext', '-l', '1', out, '-'))).toContain('学校食堂配送单');
  });
});

describe('larder with bad input', () => {
  const write = (file: string, text: string) => {
    writeFileSync(join(work, file), text);
    return file;
  };
  const expectCleanFailure = (r: ReturnType<typeof larder>, message: RegExp) => {
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/^\s+at /m); // no stack trace
    expect(r.stdout).toBe('');
  };

  it('reports invalid JSON with line and column', () => {
    write('broken.json', '{\n  "panels": [\n    {"name": "x",}\n  ]\n}\n');
    expectCleanFailure(larder('render', 'broken.json'), /^larder: broken\.json: invalid JSON at line 3, column 1\d: /);
  });

  it('reports a missing file', () => {
    expectCleanFailure(larder('paginate', 'nowhere.json', '--json'), /^larder: nowhere\.json: no such file\n$/);
  });

  it('reports template errors with their path', () => {
    write('badpaper.json', JSON.stringify({ panels: [{ paperType: 'Z9', printElements: [] }] }));
    expectCleanFailure(larder('render', 'badpaper.json'), /^larder: badpaper\.json: panels\[0\][.\w]*: .*not found pagetype/);
    write('gizmo.json', JSON.stringify({ panels: [{ printElements: [{ options: {}, printElementType: { tid: 'nowhere.gizmo' } }] }] }));
    expectCleanFailure(larder('paginate', 'gizmo.json', '--json'), /^larder: gizmo\.json: panels\[0\]\.printElements\[0\]\.printElementType\.tid: .*provider configuration/);
  });

  it('reports bad data files too', () => {
    expectCleanFailure(larder('render', fixture.template, '--data', write('bad.data.json', '[1, 2')), /^larder: bad\.data\.json: invalid JSON/);
  });

  it('rejects unknown options and commands as usage errors', () => {
    const r = larder('render', fixture.template, '--colour', 'red');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^larder: Unknown option '--colour'.*see larder --help/);
    expect(larder('frobnicate').code).toBe(2);
    const bench = larder('bench', '--only', 'larder,nope');
    expect(bench.code).toBe(2);
    expect(bench.stderr).toMatch(/--only: unknown tool 'nope'/);
  });

  it('prints help', () => {
    const r = larder('--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('larder render TEMPLATE.json');
    expect(r.stdout).toContain('larder serve');
  });
});

describe('larder check', () => {
  const folder = join(work, 'to-migrate');
  const text = (options: Record<string, unknown>) => ({ options, printElementType: { type: 'text' } });
  const put = (name: string, json: unknown) => writeFileSync(join(folder, name), JSON.stringify(json));

  it('lists every warning and refusal with its path, exit 0 when every template opens and 1 when one is refused', () => {
    mkdirSync(folder, { recursive: true });
    put('clean.json', { panels: [{ printElements: [text({ title: 'A' })] }] });
    put('odd.json', { panels: [{ watermarkOptions: { content: 'x', fontSize: '14px' }, printElements: [text({ fontSize: 'big', textAlign: 'start' }), text({ top: '2mm' })] }] });
    put('odd.data.json', { not: 'a template' });
    const ok = larder('check', 'to-migrate/clean.json', 'to-migrate/odd.json');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('to-migrate/odd.json: opens with 1 warning(s)');
    expect(ok.stdout).toContain("warning panels[0].printElements[0].options.fontSize: expected a number; 'big' ignored, the default used");

    put('old.json', { panels: [{ printElements: [{ options: { field: 'rows', columns: [{ columns: [{ title: 'A', field: 'a' }] }] }, printElementType: { type: 'tableCustom' } }] }] });
    put('refused.json', { panels: [{ paperType: 'Z9', printElements: [{ options: {}, printElementType: { tid: 'nowhere.gizmo' } }] }] });
    const all = larder('check', 'to-migrate', '--json');
    expect(all.code).toBe(1);
    const report = JSON.parse(all.stdout) as {
      templates: Array<{ file: string; opens: boolean; errors: Array<{ path: string }>; warnings: Array<{ path: string; message: string }> }>;
      refused: number;
    };
    expect(report.templates.map((t) => [t.file, t.opens])).toEqual([
      ['to-migrate/clean.json', true],
      ['to-migrate/odd.json', true],
      ['to-migrate/old.json', true],
      ['to-migrate/refused.json', false],
    ]);
    // A hiprint 2.x table opens, converted, and the conversions are listed with their paths.
    expect(report.templates[2]!.warnings.map((w) => [w.path, w.message.startsWith('converted:')])).toEqual([
      ['panels[0].printElements[0].printElementType', true],
      ['panels[0].printElements[0].options.columns', true],
    ]);
    expect(report.templates[3]!.errors.map((e) => e.path)).toEqual(['panels[0].paperType', 'panels[0].printElements[0].printElementType.tid']);
    expect(report.refused).toBe(1);
  });
});
