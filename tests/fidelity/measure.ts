/**
 * One corpus template measured against hiprint: both sides rendered with the same data, page
 * counts compared and each page pair cut into 2 mm cells (compare.ts). A report folder per
 * template holds the side-by-side pictures (hiprint, larder, the cell map) and figures.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CELL_MM, compareCells, inkCells, type PageFigures } from './compare.ts';
import { DPI, type Hiprint } from './hiprint.ts';
import { renderLarder } from './larder.ts';

export const CORPUS = fileURLToPath(new URL('./corpus/', import.meta.url));
export const REPORT = fileURLToPath(new URL('./report/', import.meta.url));

export interface TemplateFigures {
  name: string;
  hiprintPages: number;
  larderPages: number;
  /** larder's refusal or hiprint's error, when either could not render. */
  larderError?: string;
  hiprintErrors: string[];
  /** Figures of each page pair (as many as both have). */
  pages: PageFigures[];
  /** Page 1's IoU, and the mean IoU and tolerant figure over the page pairs (0 when none). */
  firstIou: number;
  meanIou: number;
  meanTolerant: number;
  missing: number;
  extra: number;
}

/** The corpus templates' names (each NAME.json with NAME.data.json). */
export function corpusNames(): string[] {
  const sources = readFileSync(join(CORPUS, 'SOURCES'), 'utf8');
  return sources
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split(/\s+/)[0]!);
}

/** Suffix of a measurement in design mode: hiprint's getSimpleHtml against larder's --mode design. */
export const DESIGN = '@design';

/** Corpus templates also measured in design mode (test data in place of data). */
export const DESIGN_SAMPLES = ['ccsimple-template1', 'hs-labelTemplate', 'hs-product-standard', 'tw-panel'];

/** Every measurement record.ts takes: each corpus template printed, a few also in design mode. */
export function measurementNames(): string[] {
  return [...corpusNames(), ...DESIGN_SAMPLES.map((n) => `${n}${DESIGN}`)];
}

/** Measure corpus template `name` (NAME@design: in design mode); with `report`, write its report folder. */
export async function measureTemplate(hiprint: Hiprint, name: string, report = true): Promise<TemplateFigures> {
  const design = name.endsWith(DESIGN);
  const file = design ? name.slice(0, -DESIGN.length) : name;
  const templateFile = join(CORPUS, `${file}.json`);
  const dataFile = join(CORPUS, `${file}.data.json`);
  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as unknown;
  // Design mode shows a template with no data, as the designer does: test data and titles.
  const data = design ? undefined : (JSON.parse(readFileSync(dataFile, 'utf8')) as unknown);
  const theirs = await hiprint.render(template, data, design);
  const ours = renderLarder(templateFile, design ? undefined : dataFile, DPI, design);
  const pages: PageFigures[] = [];
  const maps: Buffer[] = [];
  const pairs = Math.min(theirs.pages.length, ours.pages.length);
  for (let i = 0; i < pairs; i++) {
    const h = theirs.pages[i]!;
    const l = ours.pages[i]!;
    const a = inkCells(h.raster, h.widthMm, h.heightMm);
    const b = inkCells(l.raster, l.widthMm, l.heightMm, h);
    pages.push(compareCells(a, b));
    if (report && i < 3) maps.push(await hiprint.cellMap(a.cols, a.rows, a.ink, b.ink, (CELL_MM * DPI) / 25.4));
  }
  const mean = (f: (p: PageFigures) => number) => (pages.length === 0 ? 0 : pages.reduce((s, p) => s + f(p), 0) / pages.length);
  const figures: TemplateFigures = {
    name,
    hiprintPages: theirs.pages.length,
    larderPages: ours.pages.length,
    ...(ours.error !== undefined ? { larderError: ours.error } : {}),
    hiprintErrors: theirs.errors,
    pages,
    firstIou: pages[0]?.iou ?? 0,
    meanIou: mean((p) => p.iou),
    meanTolerant: mean((p) => p.tolerant),
    missing: mean((p) => p.missing),
    extra: mean((p) => p.extra),
  };
  if (report) {
    const dir = join(REPORT, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
    for (let i = 0; i < Math.max(theirs.pages.length, ours.pages.length) && i < 3; i++) {
      const columns = [];
      if (theirs.pages[i]) columns.push({ caption: `hiprint 0.0.56, page ${i + 1}`, png: theirs.pages[i]!.png });
      if (ours.pages[i]) columns.push({ caption: `larder, page ${i + 1}`, png: ours.pages[i]!.png });
      if (maps[i]) columns.push({ caption: `2 mm cells: grey both, red hiprint only, blue larder only (IoU ${pages[i]!.iou.toFixed(3)})`, png: maps[i]! });
      writeFileSync(join(dir, `page-${i + 1}.png`), await hiprint.sideBySide(columns));
    }
  }
  return figures;
}
