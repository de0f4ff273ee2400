import { describe, expect, it } from 'vitest';
import { createSandbox, type DisplayItem, type TextItem } from '../../../engine/index.ts';
import { testContext } from '../../../tests/helpers/fonts.ts';
import { layoutElement, toTemplateElement } from './layoutElement.ts';

const env = { context: () => testContext({ mode: 'design' }) };
const flat = (items: DisplayItem[]): DisplayItem[] => items.flatMap((i) => (i.kind === 'group' ? flat(i.items) : [i]));
const texts = (items: DisplayItem[]) => flat(items).filter((i): i is TextItem => i.kind === 'text').map((i) => i.text).join('');

describe('layoutElement', () => {
  it('paints a text element at (0, 0) with its title and test data in design mode', () => {
    const paint = layoutElement(
      { options: { left: 100, top: 200, width: 200, height: 20, title: '单号', field: 'no', testData: 'DN-1' }, printElementType: { type: 'text' } },
      env,
    );
    expect(paint.error).toBeUndefined();
    expect(texts(paint.items)).toContain('DN-1');
    const first = flat(paint.items).find((i): i is TextItem => i.kind === 'text')!;
    // Relative to the element: the left/top of the template do not appear in the items.
    expect(first.x).toBeLessThan(100);
    expect(first.y).toBeLessThan(20);
  });

  it('runs a formatter hook through the context’s sandbox, as the worker does', async () => {
    const sandbox = await createSandbox();
    try {
      const element = {
        options: { left: 0, top: 0, width: 200, height: 20, field: 'no', testData: 'dn-1', formatter: 'function (title, value) { return String(value).toUpperCase() + "!"; }' },
        printElementType: { type: 'text' },
      };
      const withHooks = layoutElement(element, { context: () => testContext({ mode: 'design', hooks: sandbox }) });
      expect(texts(withHooks.items)).toContain('DN-1!');
      // Without a sandbox the hook is skipped and the raw test data shows.
      expect(texts(layoutElement(element, env).items)).toContain('dn-1');
    } finally {
      sandbox.dispose();
    }
  });

  it('paints the first chunk of a table (a flow) with its header titles', () => {
    const paint = layoutElement(
      {
        options: { left: 0, top: 0, width: 300, height: 40, columns: [[{ title: '品名', field: 'name' }, { title: '数量', field: 'qty' }]] },
        printElementType: { type: 'table' },
      },
      env,
    );
    expect(paint.error).toBeUndefined();
    expect(texts(paint.items)).toContain('品名');
    expect(texts(paint.items)).toContain('数量');
  });

  it('turns a failing element into a red box with the message instead of throwing', () => {
    const paint = layoutElement({ options: { width: 80, height: 20 }, printElementType: { tid: 'nowhere.thing' } }, env);
    expect(paint.error).toMatch(/provider configuration/);
    const rect = paint.items.find((i) => i.kind === 'rect');
    expect(rect).toMatchObject({ width: 80, height: 20, stroke: { color: '#e03131' } });
    expect(texts(paint.items)).toMatch(/nowhere\.thing/);
  });

  it('reads the element as loading does (numbers given as strings are coerced)', () => {
    const element = toTemplateElement({ options: { left: '12', top: 3, width: 50, height: 9, fontSize: '10.5' }, printElementType: { type: 'text' } });
    expect(element.type).toBe('text');
    expect(element.options.fontSize).toBe(10.5);
    expect(element.options.left).toBe(12);
  });
});

describe('layoutElement drawn height', () => {
  it('is the height a table is drawn at (header and test rows), beyond its stored height', () => {
    const rows = JSON.stringify([{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }]);
    const paint = layoutElement(
      {
        options: { left: 0, top: 0, width: 300, height: 20, field: 'rows', testData: rows, columns: [[{ title: '品名', field: 'name' }]] },
        printElementType: { type: 'table' },
      },
      env,
    );
    expect(paint.error).toBeUndefined();
    expect(paint.height).toBeGreaterThan(20 + 4 * 10);
  });

  it('is the border box of a box element', () => {
    const paint = layoutElement({ options: { left: 0, top: 0, width: 50, height: 30 }, printElementType: { type: 'rect' } }, env);
    expect(paint.height).toBe(30);
  });
});
