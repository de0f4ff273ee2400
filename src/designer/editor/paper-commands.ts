/**
 * Paper-level commands: header and footer lines, the paper number, panel options, paper size
 * and orientation, and the panels (pages definitions) themselves. Template-level reason 模板调整.
 * Lines and positions are pt; paper sizes are mm, as templates store them.
 */
import {
  clampHeaderFooter,
  HEADER_FOOTER_GAP,
  isPaperDimension,
  namedPaper,
  type PanelJson,
  PAPER_NOT_FOUND,
  PAPER_NUMBER_BOTTOM,
  PAPER_NUMBER_RIGHT,
  PAPERS,
  paperSize,
  type TemplateJson,
} from '../../../engine/index.ts';
import type { CommandRegistry } from './commands.ts';
import { num, paperOf } from './document.ts';
import type { Editor } from './editor.ts';

/** Lengths stored in templates are rounded to 0.01 (no float dust in saved JSON). */
const round2 = (v: number): number => Math.round(v * 100) / 100 + 0;

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Header and footer lines of a panel in pt, as loading reads them (footer defaults to the paper's bottom). */
export function linesOf(panel: PanelJson): { header: number; footer: number } {
  const height = paperOf(panel).height;
  return { header: num(panel.paperHeader, 0), footer: given(panel.paperFooter) ? num(panel.paperFooter, height) : height };
}

/** Where a dragged header line lands: at least 10 pt above the footer, not above the paper (section 5). */
export function headerLineAt(panel: PanelJson, y: number): number {
  const { footer } = linesOf(panel);
  return round2(clampHeaderFooter(y, footer)[0]);
}

/**
 * Where a dragged footer line lands: at least 10 pt below the header (the header stays), and
 * not below the paper's bottom.
 */
export function footerLineAt(panel: PanelJson, y: number): number {
  const { header } = linesOf(panel);
  const bottom = paperOf(panel).height;
  // Not clampHeaderFooter(header, y): that would move the header up instead of stopping the footer.
  return round2(Math.max(Math.min(y, bottom), header + HEADER_FOOTER_GAP));
}

export type PaperRequest = { paperType: string } | { width: number | string; height: number | string };

/**
 * The paper fields for a request: a named type (A1-A8, B1-B8, any case) in the panel's
 * orientation, or a custom size in mm (positive, at most two decimals). Anything else throws
 * 'not found pagetype'.
 */
export function paperFields(panel: PanelJson, request: PaperRequest): { paperType?: string; width: number; height: number } {
  if ('paperType' in request) {
    const name = typeof request.paperType === 'string' ? namedPaper(request.paperType) : undefined;
    if (!name) throw new Error(PAPER_NOT_FOUND);
    const [w, h] = PAPERS[name]!;
    return String(panel.orient) === '2' ? { paperType: name, width: h, height: w } : { paperType: name, width: w, height: h };
  }
  if (!isPaperDimension(request.width) || !isPaperDimension(request.height)) throw new Error(PAPER_NOT_FOUND);
  return { width: Number(request.width), height: Number(request.height) };
}

/**
 * After the paper changed size: a footer at (or past) the old bottom follows the new bottom,
 * one past the new bottom stops there; the header keeps its 10 pt gap; an explicit paper
 * number position that fell off the paper moves back to its default distance from the edges.
 */
function refit(panel: PanelJson, before: { width: number; height: number }): void {
  const after = paperOf(panel);
  if (given(panel.paperFooter)) {
    const footer = num(panel.paperFooter, before.height);
    if (footer >= before.height - 0.01 || footer > after.height) panel.paperFooter = round2(after.height);
  }
  const { header, footer } = linesOf(panel);
  if (given(panel.paperHeader) && header > footer - HEADER_FOOTER_GAP) panel.paperHeader = round2(Math.max(0, footer - HEADER_FOOTER_GAP));
  if (given(panel.paperNumberLeft) && num(panel.paperNumberLeft) > after.width) panel.paperNumberLeft = round2(after.width - PAPER_NUMBER_RIGHT);
  if (given(panel.paperNumberTop) && num(panel.paperNumberTop) > after.height) panel.paperNumberTop = round2(after.height - PAPER_NUMBER_BOTTOM);
}

/** The index of the panel a command acts on (its `panel` argument, else the current one). */
const panelOf = (editor: Editor, panel?: number): number => panel ?? editor.panel;

/** Change one panel through a draft; false when the panel does not exist or nothing changed. */
function changePanel(editor: Editor, index: number, recipe: (panel: PanelJson, doc: TemplateJson) => void): boolean {
  if (!editor.doc.panels[index]) return false;
  return editor.change({ templateReason: '模板调整', ids: [] }, (doc) => recipe(doc.panels[index]!, doc));
}

/** Panels carry their position in `index`; keep it true after panels come and go. */
function renumber(doc: TemplateJson): void {
  doc.panels.forEach((p, i) => {
    if (p.index !== i) p.index = i;
  });
}

export function registerPaperCommands(registry: CommandRegistry): void {
  registry.register<{ panel?: number; y: number }>({
    name: 'setHeaderLine',
    label: 'Move header line',
    perform: (editor, a) =>
      changePanel(editor, panelOf(editor, a.panel), (p) => {
        p.paperHeader = headerLineAt(p, a.y);
      }),
  });

  registry.register<{ panel?: number; y: number }>({
    name: 'setFooterLine',
    label: 'Move footer line',
    perform: (editor, a) =>
      changePanel(editor, panelOf(editor, a.panel), (p) => {
        p.paperFooter = footerLineAt(p, a.y);
      }),
  });

  registry.register<{ panel?: number } | undefined>({
    name: 'togglePaperNumber',
    label: 'Toggle paper number',
    perform: (editor, a) =>
      changePanel(editor, panelOf(editor, a?.panel), (p) => {
        p.paperNumberDisabled = !(p.paperNumberDisabled === true || p.paperNumberDisabled === 'true');
      }),
  });

  registry.register<{ panel?: number; options: Record<string, unknown> }>({
    name: 'updatePanel',
    label: 'Change paper options',
    perform: (editor, a) =>
      changePanel(editor, panelOf(editor, a.panel), (p) => {
        for (const [key, value] of Object.entries(a.options)) {
          // Elements change only through element commands (ids, reasons, clamping).
          if (key === 'printElements') continue;
          if (value === undefined) delete p[key];
          else p[key] = value;
        }
        if ('paperHeader' in a.options || 'paperFooter' in a.options) {
          const { header, footer } = linesOf(p);
          const [h, f] = clampHeaderFooter(header, footer);
          if (given(p.paperHeader)) p.paperHeader = round2(h);
          if (given(p.paperFooter) || f !== footer) p.paperFooter = round2(f);
        }
      }),
  });

  registry.register<{ panel?: number } & PaperRequest>({
    name: 'setPaper',
    label: 'Paper size',
    perform(editor, a) {
      const index = panelOf(editor, a.panel);
      const panel = editor.doc.panels[index];
      if (!panel) return false;
      const fields = paperFields(panel, a); // throws 'not found pagetype' before anything changes
      const before = paperOf(panel);
      return changePanel(editor, index, (p) => {
        if (fields.paperType) p.paperType = fields.paperType;
        else delete p.paperType;
        p.width = fields.width;
        p.height = fields.height;
        refit(p, before);
      });
    },
  });

  registry.register<{ panel?: number; orient: 1 | 2 | '1' | '2' }>({
    name: 'setOrientation',
    label: 'Orientation',
    perform(editor, a) {
      const index = panelOf(editor, a.panel);
      const panel = editor.doc.panels[index];
      const orient = String(a.orient) === '2' ? 2 : 1;
      if (!panel || (String(panel.orient) === '2' ? 2 : 1) === orient) return false;
      const before = paperOf(panel);
      // As hiprint does: the stored width and height swap, and orient records the choice.
      const mm = paperSize(panel.paperType, panel.width, panel.height, String(panel.orient) === '2' ? 2 : 1);
      return changePanel(editor, index, (p) => {
        p.width = mm.height;
        p.height = mm.width;
        p.orient = orient;
        refit(p, before);
      });
    },
  });

  registry.register<{ panel?: number } | undefined>({
    name: 'addPanel',
    label: 'Add panel',
    perform(editor, a) {
      const source = editor.doc.panels[panelOf(editor, a?.panel)];
      const at = editor.doc.panels.length;
      // The new panel takes the paper of the panel it was added from.
      const panel: PanelJson = { index: at, printElements: [] };
      for (const key of ['paperType', 'width', 'height', 'orient']) if (source && given(source[key])) (panel as Record<string, unknown>)[key] = source[key];
      const ok = editor.change({ templateReason: '模板调整', ids: [] }, (doc) => {
        doc.panels.push(panel);
      });
      if (ok) editor.setPanel(at);
      return ok;
    },
  });

  registry.register<{ panel?: number } | undefined>({
    name: 'removePanel',
    label: 'Remove panel',
    // A template always keeps one panel.
    predicate: (editor, a) => editor.doc.panels.length > 1 && editor.doc.panels[panelOf(editor, a?.panel)] !== undefined,
    perform(editor, a) {
      const index = panelOf(editor, a?.panel);
      const current = editor.panel;
      const ok = editor.change({ templateReason: '模板调整', ids: [] }, (doc) => {
        doc.panels.splice(index, 1);
        renumber(doc);
      });
      if (ok && index <= current) editor.setPanel(Math.max(0, current - (index < current ? 1 : 0)));
      if (ok && index === current) editor.select([]);
      return ok;
    },
  });

  registry.register<{ panel: number }>({
    name: 'selectPanel',
    label: 'Select panel',
    changesDocument: false,
    perform(editor, a) {
      if (!editor.doc.panels[a.panel] || a.panel === editor.panel) return false;
      editor.setPanel(a.panel);
      return true;
    },
  });
}
