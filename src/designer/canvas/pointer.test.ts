import { beforeEach, describe, expect, it } from 'vitest';
import type { ElementJson } from '../../../engine/index.ts';
import { testContext } from '../../../tests/helpers/fonts.ts';
import { Editor } from '../editor/index.ts';
import { idOf } from '../editor/document.ts';
import type { SidePanel } from '../state.ts';
import { toTemplateElement } from '../render/layoutElement.ts';
import { drawnSizeOf } from './editorApi.ts';
import { paperView } from './paper.ts';
import { PointerController, type CanvasView, type ColumnTitleTarget, type MenuTarget, type Preview } from './pointer.ts';
import { tableGeometry } from './tableGeometry.ts';
import type { ScreenFrame } from './viewport.ts';

const frame: ScreenFrame = { left: 0, top: 0, scrollLeft: 0, scrollTop: 0, originX: 44, originY: 44, scale: 2 };
/** Client px of a paper point. */
const at = (x: number, y: number) => ({ clientX: 44 + x * 2, clientY: 44 + y * 2 });
const press = (x: number, y: number, extra: Partial<{ button: number; shiftKey: boolean }> = {}) => ({
  ...at(x, y), button: 0, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...extra,
});

const text = (left: number, top: number): ElementJson => ({ options: { left, top, width: 100, height: 20, title: 't' }, printElementType: { type: 'text' } });
const table: ElementJson = {
  options: { left: 50, top: 300, width: 200, height: 40, columns: [[{ title: 'A', width: 100 }, { title: 'B', width: 100 }]] },
  printElementType: { type: 'table' },
};

let clock = 0;
let editor: Editor;
let view: CanvasView & { side?: SidePanel; preview: Preview; scrolled?: [number, number]; menu?: MenuTarget; title?: ColumnTitleTarget; cursor?: string };
let pointer: PointerController;
const ctx = testContext({ mode: 'design' });

beforeEach(() => {
  clock += 10_000;
  editor = new Editor(
    { panels: [{ index: 0, paperType: 'A4', paperHeader: 40, paperFooter: 800, printElements: [text(100, 100), text(100, 200), table] }] },
    { now: () => clock },
  );
  view = {
    preview: {},
    frame: () => frame,
    tableGeometry: (element) => tableGeometry(toTemplateElement(element), { ctx, data: {} }),
    scrollTo: (l, t) => (view.scrolled = [l, t]),
    setCursor: (c) => (view.cursor = c),
    setPreview: (p) => (view.preview = p),
    setSidePanel: (p) => (view.side = p),
    openTableMenu: (m) => (view.menu = m),
    editColumnTitle: (t) => (view.title = t),
  };
  pointer = new PointerController(editor, view);
});

const ids = () => editor.doc.panels[0]!.printElements!.map((e) => idOf(e));
const options = (i: number) => editor.doc.panels[0]!.printElements![i]!.options!;

describe('selecting and moving', () => {
  it('selects the element under a click and shows its panel; the background shows the paper panel', () => {
    pointer.down(press(110, 105));
    pointer.up(press(110, 105));
    expect(editor.selection).toEqual([ids()[0]]);
    expect(view.side).toEqual({ kind: 'element' });
    clock += 1000;
    pointer.down(press(400, 600));
    pointer.up(press(400, 600));
    expect(editor.selection).toEqual([]);
    expect(view.side).toEqual({ kind: 'paper' });
  });

  it('drags an element by screen pixels converted to pt, as one undo step', () => {
    pointer.down(press(110, 105));
    pointer.move(press(130, 145));
    pointer.up(press(130, 145));
    expect(options(0)).toMatchObject({ left: 120, top: 140 });
    editor.undo();
    expect(options(0)).toMatchObject({ left: 100, top: 100 });
  });

  it('resizes through the e handle of the selected element', () => {
    pointer.down(press(110, 105));
    pointer.up(press(110, 105));
    pointer.down(press(200, 110)); // the e handle: right edge, middle
    pointer.move(press(230, 110));
    pointer.up(press(230, 110));
    expect(options(0).width).toBe(130);
  });

  it('brushes a selection rectangle over the background and previews it', () => {
    pointer.down(press(90, 90));
    pointer.move(press(300, 230));
    expect(view.preview.brush).toMatchObject({ x: 90, y: 90, width: 210, height: 140 });
    pointer.up(press(300, 230));
    expect(editor.selection).toEqual(ids().slice(0, 2));
    expect(view.preview).toEqual({});
  });

  it('pans with the middle button and with space held', () => {
    pointer.down({ ...press(10, 10), button: 1 });
    pointer.move(press(0, 0));
    expect(view.scrolled).toEqual([20, 20]);
    pointer.up(press(0, 0));
    pointer.spaceHeld = true;
    pointer.down(press(110, 105));
    pointer.move(press(110, 95));
    expect(view.scrolled).toEqual([0, 20]);
    pointer.up(press(110, 95));
    expect(editor.selection).toEqual([]);
  });
});

describe('paper lines and number', () => {
  it('drags the header line with the pointer, labelled in pt, as one undo step', () => {
    pointer.down(press(400, 41)); // 1 pt below the line: within reach
    pointer.move(press(400, 61));
    expect(paperView(editor.doc.panels[0]).header).toBe(60);
    expect(view.preview.line).toEqual({ which: 'header', y: 60 });
    pointer.up(press(400, 61));
    expect(view.preview).toEqual({});
    editor.undo();
    expect(paperView(editor.doc.panels[0]).header).toBe(40);
  });

  it('lets an element under the pointer win over the line inside the paper', () => {
    editor.exec('moveElementsTo', { moves: [{ id: ids()[0]!, x: 100, y: 30 }] });
    pointer.down(press(110, 41));
    pointer.up(press(110, 41));
    expect(editor.selection).toEqual([ids()[0]]);
  });

  it('toggles the paper number on double-click', () => {
    const p = paperView(editor.doc.panels[0]);
    pointer.doubleClick(press(p.numberLeft + 2, p.numberTop + 2));
    expect(paperView(editor.doc.panels[0]).numberDisabled).toBe(true);
  });
});

describe('rotation handle', () => {
  it('resets the rotation on double-click of the r handle', () => {
    editor.exec('updateOptions', { ids: [ids()[0]!], options: { transform: 30 } });
    editor.select([ids()[0]!]);
    // Text has no r handle by default: give it one for this test.
    Object.assign(editor.options, { handles: { default: ['s', 'e', 'r'] } });
    // The r handle sits 18 px (9 pt at 2x) above the top centre, turned 30 degrees about the centre.
    const cx = 150;
    const cy = 110;
    const r = (30 * Math.PI) / 180;
    const hx = cx + 19 * Math.sin(r);
    const hy = cy - 19 * Math.cos(r);
    pointer.doubleClick(press(hx, hy));
    expect(options(0).transform ?? 0).toBe(0);
  });
});

describe('tables', () => {
  const tableId = () => ids()[2]!;

  it('opens the column panel on a header cell click', () => {
    pointer.down(press(200, 305));
    pointer.up(press(200, 305));
    expect(editor.selection).toEqual([tableId()]);
    expect(view.side).toEqual({ kind: 'column', elementId: tableId(), row: 0, col: 1 });
  });

  it('selects the cell under a click and extends the selection with shift', () => {
    pointer.down(press(60, 305));
    pointer.up(press(60, 305));
    expect(editor.cellSelection).toEqual({ id: tableId(), row0: 0, col0: 0, row1: 0, col1: 0 });
    clock += 1000;
    pointer.down(press(200, 305, { shiftKey: true }));
    pointer.up(press(200, 305, { shiftKey: true }));
    expect(editor.cellSelection).toEqual({ id: tableId(), row0: 0, col0: 0, row1: 0, col1: 1 });
    expect(editor.selection).toEqual([tableId()]);
  });

  it('selects the cells a drag goes across, leaving the table where it is; its edge and body rows move it', () => {
    pointer.down(press(60, 305));
    pointer.move(press(120, 306));
    pointer.move(press(200, 306));
    pointer.up(press(200, 306));
    expect(editor.selection).toEqual([tableId()]);
    expect(editor.cellSelection).toEqual({ id: tableId(), row0: 0, col0: 0, row1: 0, col1: 1 });
    expect([options(2).left, options(2).top]).toEqual([50, 300]);
    expect(editor.history.canUndo).toBe(false);
    // The hover says so: a cell cursor inside the header, a move cursor on the table's edge.
    pointer.move(press(80, 305));
    expect(view.cursor).toBe('cell');
    pointer.move(press(50.5, 305));
    expect(view.cursor).toBe('move');
    // Grabbed by its left edge, the table moves.
    clock += 1000;
    pointer.down(press(50.5, 305));
    pointer.move(press(60.5, 315));
    pointer.up(press(60.5, 315));
    expect([options(2).left, options(2).top]).toEqual([60, 310]);
  });

  it('resizes a column with its grip on the selected table, as one undo step', () => {
    editor.select([tableId()]);
    const columns = () => (options(2).columns as { width: number }[][])[0]!.map((c) => c.width);
    pointer.down(press(150, 305));
    pointer.move(press(160, 305));
    pointer.move(press(170, 305));
    pointer.up(press(170, 305));
    expect(columns()).toEqual([120, 80]);
    editor.undo();
    expect(columns()).toEqual([100, 100]);
  });

  it('edits a header title on double-click and opens the menu on right-click', () => {
    pointer.doubleClick(press(60, 305));
    expect(view.title).toMatchObject({ id: tableId(), cell: { row: 0, col: 0, title: 'A' }, box: { x: 50, y: 300, width: 100 }, fields: [] });
    expect(pointer.contextMenu(press(200, 305))).toBe(true);
    expect(view.menu).toMatchObject({ id: tableId(), cell: { col: 1 }, clientX: 44 + 400 });
    expect(editor.selection).toEqual([tableId()]);
    expect(editor.cellSelection).toMatchObject({ col0: 1, col1: 1 });
    expect(pointer.contextMenu(press(400, 600))).toBe(false);
  });
});

describe('drawn size', () => {
  it('a click on the drawn part of a table below its stored height selects it; its s handle sits at the drawn bottom', () => {
    const id = ids()[2]!;
    pointer.down(press(100, 360)); // stored box: top 300, height 40
    pointer.up(press(100, 360));
    expect(editor.selection).toEqual([]);
    clock += 1000;
    editor.setDrawnSize(id, { height: 80 });
    pointer.down(press(100, 360));
    pointer.up(press(100, 360));
    expect(editor.selection).toEqual([id]);
    expect(pointer.handleAt(150, 380)).toMatchObject({ id, handle: 's' });
    expect(pointer.handleAt(150, 340)).toBeUndefined();
  });
});

describe('drawnSizeOf', () => {
  it('reports a drawn height only when it exceeds the stored one, rounded to 1/100 pt', () => {
    const box = { x: 0, y: 0, width: 100, height: 36 };
    expect(drawnSizeOf({ items: [], height: 80.123456 }, box)).toEqual({ height: 80.12 });
    expect(drawnSizeOf({ items: [], height: 36 }, box)).toBeUndefined();
    expect(drawnSizeOf({ items: [], height: 20 }, box)).toBeUndefined();
    expect(drawnSizeOf({ items: [], height: 80, error: 'x' }, box)).toBeUndefined();
    expect(drawnSizeOf(undefined, box)).toBeUndefined();
  });
});

describe('hovering', () => {
  const hover = (x: number, y: number) => pointer.move({ ...press(x, y), button: -1 });

  it('outlines the unselected element under the pointer, once per element, and nothing over the paper', () => {
    let sets = 0;
    const set = view.setPreview;
    view.setPreview = (p) => {
      sets++;
      set(p);
    };
    hover(110, 105);
    expect(view.preview.hover).toEqual({ x: 100, y: 100, width: 100, height: 20, rotation: 0 });
    hover(150, 110);
    hover(190, 115);
    expect(sets).toBe(1); // moving within the same element redraws nothing
    hover(110, 205);
    expect(view.preview.hover).toMatchObject({ x: 100, y: 200 });
    hover(400, 600);
    expect(view.preview.hover).toBeUndefined();
    expect(sets).toBe(3);
  });

  it('leaves the selected element to its own outline, and clears when the pointer leaves the canvas', () => {
    pointer.down(press(110, 105));
    pointer.up(press(110, 105));
    hover(120, 110);
    expect(view.preview.hover).toBeUndefined();
    hover(110, 205);
    expect(view.preview.hover).toMatchObject({ x: 100, y: 200 });
    pointer.leave();
    expect(view.preview.hover).toBeUndefined();
  });

  it('turns with a rotated element', () => {
    editor.exec('rotateElement', { id: ids()[1], rotation: 90 });
    // the element now stands upright about its centre (150, 210): 10 wide, 100 tall
    hover(150, 170);
    expect(view.preview.hover).toMatchObject({ x: 100, y: 200, rotation: 90 });
  });
});
