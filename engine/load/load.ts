/**
 * Loading a template: validate the hiprint-shaped JSON, coerce what real templates carry,
 * and build the typed view the engine lays out. The JSON itself is never modified, so saving
 * gives back exactly what was loaded plus the user's edits.
 */
import { elementType } from '../elements/registry.ts';
import '../elements/index.ts';
import { MAX_PAPER_MM } from '../limits.ts';
import { mmToPt, paperSize, PAPER_NOT_FOUND } from '../units.ts';
import { isInvalid, isUnknownValue, num, numPx, str, bool, oneOf } from '../model/coerce.ts';
import { TABLE_CUSTOM_REMOVED, TemplateError, unknownTid } from '../model/errors.ts';
import { OPTION_SCHEMA } from '../model/options.ts';
import { resolveElementType } from './tids.ts';
import type {
  ElementJson,
  ElementOptions,
  Panel,
  PanelJson,
  Template,
  TemplateElement,
  TemplateIssue,
  TemplateJson,
  WatermarkOptions,
} from '../model/types.ts';

/** Minimum distance between header and footer lines, pt (specification section 5). */
export const HEADER_FOOTER_GAP = 10;
export const PAPER_NUMBER_RIGHT = 30;
export const PAPER_NUMBER_BOTTOM = 22;
export const PAPER_NUMBER_FORMAT = 'paperNo-paperCount';

export const WATERMARK_DEFAULTS: Omit<WatermarkOptions, 'content'> = {
  fillStyle: 'rgba(184,184,184,0.3)',
  fontSize: 14,
  rotate: 25,
  width: 200,
  height: 200,
  timestamp: false,
  format: 'YYYY-MM-DD HH:mm',
};

/**
 * Parse and validate a template (an object or its JSON text). Throws {@link TemplateError}
 * listing every problem with its path; recoverable oddities land in `template.warnings`.
 */
export function loadTemplate(input: unknown): Template {
  const issues: TemplateIssue[] = [];
  const warnings: TemplateIssue[] = [];
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch (e) {
      throw new TemplateError([{ path: '', message: `not valid JSON: ${(e as Error).message}` }]);
    }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new TemplateError([{ path: '', message: 'expected a template object with a panels list' }]);
  }
  const tpl = json as TemplateJson;
  if (!Array.isArray(tpl.panels)) {
    throw new TemplateError([{ path: 'panels', message: 'expected a list of panels' }]);
  }
  const panels = tpl.panels.map((p, i) => loadPanel(p, i, issues, warnings));
  if (issues.length) throw new TemplateError(issues);
  return { panels: panels as Panel[], json: tpl, warnings };
}

function loadPanel(p: PanelJson, i: number, issues: TemplateIssue[], warnings: TemplateIssue[]): Panel | undefined {
  const path = `panels[${i}]`;
  if (typeof p !== 'object' || p === null || Array.isArray(p)) {
    issues.push({ path, message: 'expected a panel object' });
    return undefined;
  }
  const read = field(p, path, warnings);
  const orient = read('orient', oneOf(['1', '2'] as const)) === '2' ? 2 : 1;
  let size = { width: 210, height: 297 };
  try {
    size = paperSize(read('paperType', str) as string | undefined, p.width, p.height, orient);
  } catch {
    const sized = [p.width, p.height].some((v) => v !== undefined && v !== null && v !== '');
    const where = sized || p.paperType === undefined || p.paperType === '' ? 'width' : 'paperType';
    issues.push({ path: `${path}.${where}`, message: PAPER_NOT_FOUND });
  }
  const tooLarge = (['width', 'height'] as const).filter((side) => size[side] > MAX_PAPER_MM);
  for (const side of tooLarge) issues.push({ path: `${path}.${side}`, message: paperTooLarge(size[side]) });
  const width = mmToPt(size.width);
  const height = mmToPt(size.height);
  const [paperHeader, paperFooter] = clampHeaderFooter(
    (read('paperHeader', num) as number | undefined) ?? 0,
    (read('paperFooter', num) as number | undefined) ?? height,
  );
  const elementsJson = p.printElements ?? [];
  if (!Array.isArray(elementsJson)) issues.push({ path: `${path}.printElements`, message: 'expected a list of elements' });
  const elements = (Array.isArray(elementsJson) ? elementsJson : [])
    .map((e, j) => loadElement(e, `${path}.printElements[${j}]`, j, issues, warnings))
    .filter((e): e is TemplateElement => e !== undefined);
  const optionalFooter = (key: string) => read(key, num) as number | undefined;
  return {
    index: (read('index', num) as number | undefined) ?? i,
    name: (read('name', str) as string | undefined) ?? String(i + 1),
    widthMm: size.width,
    heightMm: size.height,
    width,
    height,
    paperType: read('paperType', str) as string | undefined,
    orient,
    paperHeader,
    paperFooter,
    firstPaperFooter: optionalFooter('firstPaperFooter'),
    evenPaperFooter: optionalFooter('evenPaperFooter'),
    oddPaperFooter: optionalFooter('oddPaperFooter'),
    lastPaperFooter: optionalFooter('lastPaperFooter'),
    paperNumberLeft: (read('paperNumberLeft', num) as number | undefined) ?? width - PAPER_NUMBER_RIGHT,
    paperNumberTop: (read('paperNumberTop', num) as number | undefined) ?? height - PAPER_NUMBER_BOTTOM,
    paperNumberDisabled: (read('paperNumberDisabled', bool) as boolean | undefined) ?? false,
    paperNumberFormat: (read('paperNumberFormat', str) as string | undefined) ?? PAPER_NUMBER_FORMAT,
    panelPaperRule: read('panelPaperRule', oneOf(['odd', 'even'] as const)) as Panel['panelPaperRule'],
    panelPageRule: read('panelPageRule', oneOf(['none'] as const)) as Panel['panelPageRule'],
    leftOffset: (read('leftOffset', num) as number | undefined) ?? 0,
    topOffset: (read('topOffset', num) as number | undefined) ?? 0,
    fontFamily: read('fontFamily', str) as string | undefined,
    watermark: loadWatermark(p.watermarkOptions, `${path}.watermarkOptions`, warnings),
    elements,
    path,
    json: p,
  };
}

/** A paper side past {@link MAX_PAPER_MM}. */
export const paperTooLarge = (mm: number): string => `a paper side of ${mm} mm is longer than the ${MAX_PAPER_MM} mm (5 m) allowed`;

/**
 * The header/footer rule of section 5: the header is floored at 0 and kept at least 10 pt
 * above the footer; the footer is kept at least 10 pt below the header.
 */
export function clampHeaderFooter(header: number, footer: number): [number, number] {
  const h = Math.max(0, Math.min(header, footer - HEADER_FOOTER_GAP));
  const f = Math.max(footer, h + HEADER_FOOTER_GAP);
  return [h, f];
}

function loadWatermark(raw: unknown, path: string, warnings: TemplateIssue[]): WatermarkOptions | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    warnings.push({ path, message: `expected an object; ${describeValue(raw)} ignored, no watermark` });
    return undefined;
  }
  const read = field(raw as Record<string, unknown>, path, warnings);
  const content = (read('content', str) as string | undefined) ?? '';
  const timestamp = (read('timestamp', bool) as boolean | undefined) ?? WATERMARK_DEFAULTS.timestamp;
  if (!content && !timestamp) return undefined;
  const pick = (key: keyof typeof WATERMARK_DEFAULTS, c: typeof num) =>
    (read(key, c) as never) ?? WATERMARK_DEFAULTS[key];
  return {
    content,
    fillStyle: pick('fillStyle', str),
    // The watermark is drawn on a canvas in CSS px: its sizes are px ('14px' is hiprint's own default).
    fontSize: pick('fontSize', numPx),
    rotate: pick('rotate', num),
    width: pick('width', numPx),
    height: pick('height', numPx),
    timestamp,
    format: pick('format', str),
  };
}

function loadElement(
  e: ElementJson,
  path: string,
  index: number,
  issues: TemplateIssue[],
  warnings: TemplateIssue[],
): TemplateElement | undefined {
  if (typeof e !== 'object' || e === null || Array.isArray(e)) {
    issues.push({ path, message: 'expected an element object' });
    return undefined;
  }
  let resolved = resolveElementType(e);
  // A hiprint 2.x template opens: its tableCustom is read as a table, and the warning says so.
  // (Dragging a tableCustom into the designer still fails with TABLE_CUSTOM_REMOVED.)
  if (resolved.kind === 'tableCustom') {
    warnings.push({ path: `${path}.printElementType`, message: CONVERTED_TABLE_CUSTOM });
    resolved = { kind: 'type', type: 'table', impliedOptions: {} };
  }
  if (resolved.kind === 'unknown') {
    issues.push({ path: resolved.path ? `${path}.${resolved.path}` : path, message: unknownTid(resolved.tid) });
    return undefined;
  }
  const plugin = elementType(resolved.type);
  if (!plugin) {
    issues.push({ path, message: unknownTid(resolved.type) });
    return undefined;
  }
  const raw = e.options ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    issues.push({ path: `${path}.options`, message: 'expected an object' });
    return undefined;
  }
  const options: Record<string, unknown> = { left: 0, top: 0, width: 0, height: 0, ...plugin.defaults, ...resolved.impliedOptions };
  for (const [key, value] of Object.entries(raw)) {
    const coerce = OPTION_SCHEMA[key];
    if (!coerce) {
      options[key] = value;
      continue;
    }
    const v = coerce(value);
    if (isInvalid(v)) warnings.push({ path: `${path}.options.${key}`, message: unreadable(v.invalid, value) });
    else if (isUnknownValue(v)) warnings.push({ path: `${path}.options.${key}`, message: `${v.unknown}; ${describeValue(value)} ignored` });
    else if (v !== undefined) options[key] = v;
  }
  if (resolved.type === 'table') convertOldColumns(options, `${path}.options.columns`, warnings);
  return {
    type: resolved.type,
    path,
    index,
    options: options as ElementOptions,
    printElementType: e.printElementType ?? {},
    json: e,
  };
}

/** The warning for a hiprint 2.x tableCustom read as a table. */
export const CONVERTED_TABLE_CUSTOM = `converted: hiprint 2.x element type 'tableCustom' read as 'table' (${TABLE_CUSTOM_REMOVED.split(': ')[0]})`;

/**
 * hiprint 2.x's column rows as objects (`columns: [{columns: [...]}, ...]`) become the rows of
 * columns tables use now (`[[...], ...]`); the warning says so.
 */
function convertOldColumns(options: Record<string, unknown>, path: string, warnings: TemplateIssue[]): void {
  const columns = options.columns;
  if (!Array.isArray(columns) || columns.length === 0) return;
  const old = columns.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row) && Array.isArray((row as { columns?: unknown }).columns));
  if (!old) return;
  options.columns = columns.map((row) => (row as { columns: unknown[] }).columns);
  warnings.push({ path, message: 'converted: column rows of the form [{columns: [...]}] read as [[...]]' });
}

/** A short, safe rendering of a value for a message (objects may have no prototype). */
function describeValue(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'a list' : 'an object';
  return String(value);
}

/** The warning for a value that cannot be read: hiprint would still print, so the default stands in. */
const unreadable = (expected: string, value: unknown) => `${expected}; ${describeValue(value)} ignored, the default used`;

/**
 * A reader of one object's fields. A value that cannot be read is a warning under `path` and
 * reads as not set, so the caller's default applies: hiprint prints such templates.
 */
function field(obj: Record<string, unknown>, path: string, warnings: TemplateIssue[]) {
  return (key: string, coerce: (v: unknown) => unknown): unknown => {
    const v = coerce(obj[key]);
    if (isInvalid(v)) {
      warnings.push({ path: `${path}.${key}`, message: unreadable(v.invalid, obj[key]) });
      return undefined;
    }
    return isUnknownValue(v) ? undefined : v;
  };
}
