/**
 * Any template, however broken, ends with pages or a clear error: random hiprint-like
 * templates with option values of every type go through load and pagination.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadTemplate, paginate, PaginationError, TemplateError } from '../../engine/index.ts';
import { testContext } from '../helpers/fonts.ts';

const TYPES = ['text', 'longText', 'image', 'html', 'hline', 'vline', 'rect', 'oval', 'table'];

const number = fc.oneof(fc.integer({ min: -50, max: 900 }), fc.double({ min: 0, max: 100, noNaN: true }).map((n) => String(n)));
const flag = fc.oneof(fc.boolean(), fc.constantFrom('true', 'false'));
const columns = fc.array(
  fc.array(
    fc.record(
      {
        title: fc.constantFrom('名称', 'a#b', '#x', '数量'),
        field: fc.constantFrom('a', 'b', 'rows'),
        width: fc.integer({ min: -10, max: 300 }),
        colspan: fc.integer({ min: -1, max: 4 }),
        rowspan: fc.integer({ min: -1, max: 3 }),
        tableTextType: fc.constantFrom('text', 'sequence', 'barcode', 'qrcode', 'image'),
        tableSummary: fc.constantFrom('count', 'sum', 'avg', 'min', 'max', 'text'),
        checked: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
    { maxLength: 4 },
  ),
  { maxLength: 3 },
);

/** Plausible values for each option: what real templates carry, at the edges. */
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  left: number, top: number, width: number, height: number, fontSize: number, letterSpacing: number, lineHeight: number,
  qrCodeLevel: fc.integer({ min: -1, max: 4 }), upperCase: fc.integer({ min: -1, max: 9 }), transform: number, borderWidth: number,
  contentPaddingTop: number, lHeight: number, longTextIndent: number, maxRows: fc.integer({ min: -2, max: 40 }),
  gridColumns: fc.integer({ min: 0, max: 5 }), gridColumnsGutter: number, tableBodyRowHeight: number, zIndex: number,
  field: fc.constantFrom('a', 'rows', 'b', 'missing.path'), title: fc.string({ maxLength: 30 }), testData: fc.string({ maxLength: 30 }),
  fontWeight: fc.constantFrom('bold', '400', 900, 'lighter'), textAlign: fc.constantFrom('left', 'center', 'right', 'justify'),
  textType: fc.constantFrom('text', 'barcode', 'qrcode'), barcodeMode: fc.constantFrom('CODE128', 'EAN13', 'ITF14', 'MSI1110', 'pharmacode', 'nope'),
  dataType: fc.constantFrom('datetime', 'boolean', 'number'), format: fc.constantFrom('yyyy-MM-dd', '是:否', '2', 'HH:mm'),
  showInPage: fc.constantFrom('none', 'first', 'odd', 'even', 'last'), unShowInPage: fc.constantFrom('first', 'last'),
  pageBreak: flag, fixed: flag, autoCompletion: flag, hideTitle: flag,
  src: fc.constantFrom('', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'missing.png'),
  fit: fc.constantFrom('contain', 'cover', 'fill', 'none'), content: fc.constantFrom('<b>粗</b><br><i>x</i>', '<script>x</script>', ''),
  backgroundColor: fc.constantFrom('#fff', 'red', 'rgba(0,0,0,0.5)', 'bogus'), borderLeft: fc.constantFrom('solid', 'dashed', 'none'),
  columns, tableHeaderRepeat: fc.constantFrom('page', 'first', 'none'), tableFooterRepeat: fc.constantFrom('no', 'page', 'last'),
  groupFields: fc.constantFrom(['a'], [], ['b', 'a']),
};

/** Junk of every type, now and then. */
const junk = fc.oneof(fc.constantFrom('', 'abc', null, -1e9, 1e9), fc.object({ maxDepth: 1 }), fc.array(fc.anything(), { maxLength: 2 }));

const options = fc
  .subarray(Object.keys(PLAUSIBLE), { maxLength: 12 })
  .chain((keys) =>
    fc.tuple(...keys.map((key) => fc.oneof({ weight: 19, arbitrary: PLAUSIBLE[key]! }, { weight: 1, arbitrary: junk }).map((v) => [key, v] as const))),
  )
  .map((entries) => Object.fromEntries(entries));

const element = fc.record({ options, printElementType: fc.record({ type: fc.constantFrom(...TYPES) }) });

const template = fc.record({
  panels: fc.array(
    fc.record(
      {
        paperHeader: number,
        paperFooter: number,
        paperType: fc.constantFrom(undefined, 'A4', 'A6', 'B8'),
        panelPageRule: fc.constantFrom(undefined, 'none'),
        lastPaperFooter: fc.oneof(fc.constant(undefined), fc.integer({ min: 0, max: 800 })),
        printElements: fc.array(element, { maxLength: 6 }),
      },
      { requiredKeys: ['printElements'] },
    ),
    { minLength: 1, maxLength: 2 },
  ),
});

const data = fc.record({
  a: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
  rows: fc.array(fc.record({ a: fc.oneof(fc.string({ maxLength: 60 }), fc.integer()), b: fc.double() }), { maxLength: 40 }),
});

describe('robustness', () => {
  it('ends every random template with pages or a clear error', () => {
    let paginated = 0;
    fc.assert(
      fc.property(template, data, (json, record) => {
        let loaded;
        try {
          loaded = loadTemplate(json);
        } catch (e) {
          expect(e).toBeInstanceOf(TemplateError);
          expect((e as TemplateError).issues.length).toBeGreaterThan(0);
          return;
        }
        try {
          const { pages } = paginate(loaded, record, testContext());
          paginated++;
          expect(pages.length).toBeGreaterThan(0);
          expect(JSON.parse(JSON.stringify(pages))).toEqual(pages);
        } catch (e) {
          expect(e).toBeInstanceOf(PaginationError);
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 150), seed: process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : 20241121 },
    );
    // Junk must not make every case a load error: most templates reach pagination.
    expect(paginated).toBeGreaterThan(Number(process.env.PROPERTY_RUNS ?? 150) / 3);
  });
});
