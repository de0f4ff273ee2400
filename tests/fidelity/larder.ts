/** larder's side of the fidelity harness: the template printed to PDF by the CLI, pages rasterised by pdftoppm. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../e2e/harness.ts';
import { parsePgm, type Raster } from './compare.ts';

export interface LarderPage {
  widthMm: number;
  heightMm: number;
  raster: Raster;
  png: Buffer;
}

export interface LarderRender {
  pages: LarderPage[];
  /** The CLI's refusal, when it refused the template. */
  error?: string;
}

const PT_PER_MM = 72 / 25.4;

/** `larder render` the template with its data (none: no --data), then each page at `dpi` as grey PGM and as PNG. */
export function renderLarder(templateFile: string, dataFile: string | undefined, dpi: number, design = false): LarderRender {
  const dir = mkdtempSync(join(tmpdir(), 'larder-fidelity-'));
  try {
    const pdf = join(dir, 'out.pdf');
    try {
      execFileSync(process.execPath, [join(ROOT, 'src/cli/larder.mjs'), 'render', templateFile, ...(dataFile !== undefined ? ['--data', dataFile] : []), '--out', pdf, '--tz', '480', ...(design ? ['--mode', 'design'] : [])], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, TZ: 'Asia/Shanghai' },
      });
    } catch (error) {
      const e = error as { stderr?: string; message: string };
      return { pages: [], error: (e.stderr || e.message).trim() };
    }
    const info = execFileSync('pdfinfo', ['-l', '9999', pdf], { encoding: 'utf8' });
    const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => [Number(m[1]) / PT_PER_MM, Number(m[2]) / PT_PER_MM] as const);
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', pdf, join(dir, 'g')]);
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', pdf, join(dir, 'c')]);
    const files = readdirSync(dir);
    const numbered = (prefix: string, ext: string) =>
      files
        .filter((f) => f.startsWith(`${prefix}-`) && f.endsWith(ext))
        .sort((a, b) => Number(/-(\d+)\./.exec(a)![1]) - Number(/-(\d+)\./.exec(b)![1]))
        .map((f) => readFileSync(join(dir, f)));
    const grays = numbered('g', '.pgm');
    const pngs = numbered('c', '.png');
    return {
      pages: grays.map((g, i) => ({ widthMm: sizes[i]![0], heightMm: sizes[i]![1], raster: parsePgm(new Uint8Array(g)), png: pngs[i]! })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
