import { describe, expect, it } from 'vitest';
import { loadTemplate } from './load.ts';
import { TemplateError } from '../model/errors.ts';
import { saveTemplate } from '../model/save.ts';
import { mmToPt } from '../units.ts';

const panel = (extra: Record<string, unknown> = {}, elements: unknown[] = []) => ({
  panels: [{ index: 0, name: 1, paperType: 'A4', width: 210, height: 297, printElements: elements, ...extra }],
});
const text = (options: Record<string, unknown>, pet: Record<string, unknown> = { title: '文本', type: 'text' }) => ({
  options,
  printElementType: pet,
});

function errorOf(json: unknown): TemplateError {
  try {
    loadTemplate(json);
  } catch (e) {
    if (e instanceof TemplateError) return e;
    throw e;
  }
  throw new Error('expected a TemplateError');
}

describe('loadTemplate: panels and papers', () => {
  it('reads a hiprint panel with sizes in mm and lines in pt', () => {
    const t = loadTemplate(panel({ paperHeader: 43.5, paperFooter: 801 }));
    const p = t.panels[0]!;
    expect(p.width).toBeCloseTo(595.2756, 3);
    expect(p.height).toBeCloseTo(841.8898, 3);
    expect([p.paperHeader, p.paperFooter]).toEqual([43.5, 801]);
  });

  it('defaults to A4 portrait, footer at the paper bottom, paper number 30 pt from right and 22 pt from bottom', () => {
    const p = loadTemplate({ panels: [{ printElements: [] }] }).panels[0]!;
    expect([p.widthMm, p.heightMm]).toEqual([210, 297]);
    expect(p.paperHeader).toBe(0);
    expect(p.paperFooter).toBeCloseTo(mmToPt(297), 6);
    expect(p.paperNumberLeft).toBeCloseTo(mmToPt(210) - 30, 6);
    expect(p.paperNumberTop).toBeCloseTo(mmToPt(297) - 22, 6);
    expect(p.paperNumberFormat).toBe('paperNo-paperCount');
    expect(p.paperNumberDisabled).toBe(false);
  });

  it('swaps a named paper for orient 2 (landscape)', () => {
    const p = loadTemplate({ panels: [{ paperType: 'A5', orient: 2, printElements: [] }] }).panels[0]!;
    expect([p.widthMm, p.heightMm]).toEqual([148, 210]);
    expect(p.orient).toBe(2);
  });

  it('accepts custom sizes with up to two decimals, given as strings too', () => {
    const p = loadTemplate({ panels: [{ width: '76.25', height: 40, printElements: [] }] }).panels[0]!;
    expect([p.widthMm, p.heightMm]).toEqual([76.25, 40]);
  });

  it.each([
    [{ paperType: 'A9' }, 'panels[0].paperType'],
    [{ width: 76.255, height: 40 }, 'panels[0].width'],
    [{ width: -10, height: 40 }, 'panels[0].width'],
    [{ width: 'wide', height: 40 }, 'panels[0].width'],
  ])('raises not found pagetype for %j', (paper, path) => {
    const e = errorOf({ panels: [{ ...paper, printElements: [] }] });
    expect(e.issues).toEqual([{ path, message: 'not found pagetype' }]);
  });

  it('clamps the header to the footer minus 10 pt and floors it at 0', () => {
    expect(loadTemplate(panel({ paperHeader: 900, paperFooter: 500 })).panels[0]!.paperHeader).toBe(490);
    expect(loadTemplate(panel({ paperHeader: -20, paperFooter: 500 })).panels[0]!.paperHeader).toBe(0);
    const p = loadTemplate(panel({ paperHeader: 0, paperFooter: 4 })).panels[0]!;
    expect([p.paperHeader, p.paperFooter]).toEqual([0, 10]);
  });

  it('fills watermark defaults', () => {
    const p = loadTemplate(panel({ watermarkOptions: { content: '机密' } })).panels[0]!;
    expect(p.watermark).toEqual({
      content: '机密',
      fillStyle: 'rgba(184,184,184,0.3)',
      fontSize: 14,
      rotate: 25,
      width: 200,
      height: 200,
      timestamp: false,
      format: 'YYYY-MM-DD HH:mm',
    });
    expect(loadTemplate(panel({ watermarkOptions: { content: '' } })).panels[0]!.watermark).toBeUndefined();
  });
});

describe('loadTemplate: elements', () => {
  it('gives a text element the defaults 120 x 9.75 and font size 9', () => {
    const e = loadTemplate(panel({}, [text({ left: 10, top: 20 })])).panels[0]!.elements[0]!;
    expect(e.type).toBe('text');
    expect(e.options).toMatchObject({ left: 10, top: 20, width: 120, height: 9.75, fontSize: 9 });
  });

  it('coerces numbers and flags carried as strings, keeps unknown options', () => {
    const e = loadTemplate(panel({}, [text({ left: '66', top: '12.5', borderWidth: '0.75', fixed: 'true', fancyNewOption: { a: 1 } })]))
      .panels[0]!.elements[0]!;
    expect(e.options).toMatchObject({ left: 66, top: 12.5, borderWidth: 0.75, fixed: true, fancyNewOption: { a: 1 } });
  });

  it('treats empty values as not set', () => {
    const e = loadTemplate(panel({}, [text({ fontSize: '', width: null })])).panels[0]!.elements[0]!;
    expect(e.options.fontSize).toBe(9);
    expect(e.options.width).toBe(120);
  });

  it('wraps rotation past 360 degrees', () => {
    const e = loadTemplate(panel({}, [text({ transform: 370 })])).panels[0]!.elements[0]!;
    expect(e.options.transform).toBe(10);
  });

  it('resolves tids with or without printElementType.type', () => {
    const t = loadTemplate(
      panel({}, [
        { options: {}, tid: 'defaultModule.text' },
        { options: {}, printElementType: { tid: 'defaultModule.longText' } },
        { options: {}, printElementType: { tid: 'defaultModule.barcode' } },
        { options: {}, printElementType: { title: '横线', type: 'hline' } },
      ]),
    );
    expect(t.panels[0]!.elements.map((e) => e.type)).toEqual(['text', 'longText', 'text', 'hline']);
    expect(t.panels[0]!.elements[2]!.options.textType).toBe('barcode');
  });

  it('warns about a value it cannot read, with its path, and uses the default (hiprint prints such templates)', () => {
    const t = loadTemplate(panel({ paperHeader: 'top' }, [text({}), text({}), text({}), text({ fontSize: 'big' })]));
    expect(t.panels[0]!.elements[3]!.options.fontSize).toBe(9);
    expect(t.panels[0]!.paperHeader).toBe(0);
    expect(t.warnings).toEqual([
      { path: 'panels[0].paperHeader', message: "expected a number; 'top' ignored, the default used" },
      { path: 'panels[0].printElements[3].options.fontSize', message: "expected a number; 'big' ignored, the default used" },
    ]);
  });

  it('reads numbers with CSS units in their unit: pt as is, px at 0.75 pt, mm at 72/25.4 pt', () => {
    const e = loadTemplate(panel({}, [text({ fontSize: '12px', left: '10mm', top: '9pt', width: ' 100 PX ' })])).panels[0]!.elements[0]!;
    expect(e.options).toMatchObject({ fontSize: 9, top: 9, width: 75 });
    expect(e.options.left).toBeCloseTo(28.346457, 5);
  });

  it("opens a watermark with hiprint's own default fontSize '14px' and reads its px options in px", () => {
    const t = loadTemplate(panel({ watermarkOptions: { content: '样例', fontSize: '14px', width: '150pt', rotate: '30' } }));
    expect(t.warnings).toEqual([]);
    expect(t.panels[0]!.watermark).toMatchObject({ fontSize: 14, width: 200, rotate: 30 });
  });

  it('sizes a panel whose paperType is no named paper by its width and height', () => {
    const p = loadTemplate({ panels: [{ paperType: '10x15', width: 100, height: 150, printElements: [] }] }).panels[0]!;
    expect([p.widthMm, p.heightMm]).toEqual([100, 150]);
  });

  it('opens a hiprint 2.x tableCustom as a table and says what it converted, old column rows included', () => {
    const columns = [{ columns: [{ title: '品名', field: 'name', width: 100 }] }];
    const t = loadTemplate(panel({}, [{ options: { field: 'rows', columns }, printElementType: { title: '表格', type: 'tableCustom' } }]));
    const e = t.panels[0]!.elements[0]!;
    expect(e.type).toBe('table');
    expect(e.options.columns).toEqual([[{ title: '品名', field: 'name', width: 100 }]]);
    expect(t.warnings.map((w) => w.path)).toEqual(['panels[0].printElements[0].printElementType', 'panels[0].printElements[0].options.columns']);
    expect(t.warnings[0]!.message).toMatch(/^converted: .*tableCustom.*'table'/);
    // What is saved is what was loaded.
    expect(saveTemplate(t)).toEqual(t.json);
  });

  it('rejects an unknown tid, telling the user to check the provider configuration', () => {
    const e = errorOf(panel({}, [{ options: {}, tid: 'myModule.gizmo' }]));
    expect(e.issues[0]!.path).toBe('panels[0].printElements[0].tid');
    expect(e.issues[0]!.message).toContain("'myModule.gizmo'");
    expect(e.issues[0]!.message).toContain('check the provider configuration');
  });

  it('lists every problem, not just the first', () => {
    const e = errorOf({ panels: [{ paperType: 'Z1', printElements: [{ options: {}, tid: 'x.y' }] }, { paperType: 'Z2' }] });
    expect(e.issues.map((i) => i.path)).toEqual(['panels[0].paperType', 'panels[0].printElements[0].tid', 'panels[1].paperType']);
  });

  it('warns about option values of other versions instead of failing', () => {
    const t = loadTemplate(panel({}, [text({ textAlign: 'start', showInPage: 'sometimes' })]));
    expect(t.panels[0]!.elements[0]!.options.textAlign).toBe('left');
    expect(t.warnings.map((w) => w.path)).toEqual(['panels[0].printElements[0].options.showInPage']);
  });

  it('rejects input that is not a template', () => {
    expect(errorOf('{nope').message).toMatch(/^not valid JSON/);
    expect(errorOf({ panel: [] }).issues).toEqual([{ path: 'panels', message: 'expected a list of panels' }]);
  });
});

describe('saveTemplate', () => {
  it('gives back exactly the JSON that was loaded, unknown keys and string numbers included', () => {
    const json = {
      panels: [{ index: 0, paperType: 'A4', height: 297, width: 210, paperHeader: '43.5', custom: [1, 2], printElements: [text({ left: '66', x: 'y' })] }],
      meta: { by: 'hiprint' },
    };
    const saved = saveTemplate(loadTemplate(structuredClone(json)));
    expect(saved).toEqual(json);
    expect(saveTemplate(loadTemplate(saved))).toEqual(saved);
  });
});
