/**
 * The canvas's pointer handling without React or the DOM: client-pixel events in, editor
 * calls and view updates out. The canvas finds what is under the pointer (handles, grips,
 * the header/footer lines, the paper number, table header cells) by geometry and tells the
 * editor's select tool, which does every drag in pt as one undo step. Panning is the only
 * gesture of the canvas itself.
 */
import type { ElementJson } from '../../../engine/index.ts';
import type { Editor, Grip, HandleOrRotate, PointerInput, Box } from '../editor/index.ts';
import { handlesFor, tableSwitch } from '../editor/index.ts';
import { boxOf, idOf, locate, rotationOf, typeOf } from '../editor/document.ts';
import type { SidePanel } from '../state.ts';
import { handleAt, handleCursor, handlePoints, rotatePoint } from './handles.ts';
import { lineAt, paperNumberBox, paperView, type PaperView } from './paper.ts';
import { cellAt, gripAt, tableFields, type HeaderCellBox, type TableGeometry } from './tableGeometry.ts';
import { menuOpens } from './tableMenu.ts';
import { clientToPt, RULER_SIZE, type ScreenFrame } from './viewport.ts';

/** How close to a line or grip the pointer must be to grab it, CSS px. */
export const GRAB_PX = 4;

export interface PointerEventLike {
  clientX: number;
  clientY: number;
  /** 0 primary, 1 middle, 2 secondary. */
  button: number;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** What the guides layer draws for a gesture in progress (pt, paper coordinates). */
export interface Preview {
  /** The element under the pointer while nothing is pressed (not a selected one): outlined lightly. */
  hover?: Box & { rotation: number };
  brush?: Box;
  /** The header or footer line being dragged: its position is labelled. */
  line?: { which: 'header' | 'footer'; y: number };
}

/** A header cell of a table in paper coordinates. */
export interface CellTarget {
  id: string;
  cell: HeaderCellBox;
  /** The cell's box on the paper, pt (before the table's rotation). */
  box: Box;
  rotation: number;
}

export interface ColumnTitleTarget extends CellTarget {
  /** Fields to choose from; empty: a text input. */
  fields: { value: string; label: string }[];
}

export interface MenuTarget extends CellTarget {
  clientX: number;
  clientY: number;
}

/** What the controller needs from the canvas around it. */
export interface CanvasView {
  frame(): ScreenFrame;
  /** The header geometry of a table element; undefined while fonts load. */
  tableGeometry(element: ElementJson): TableGeometry | undefined;
  scrollTo(left: number, top: number): void;
  setCursor(cursor: string): void;
  setPreview(preview: Preview): void;
  setSidePanel(panel: SidePanel): void;
  openTableMenu(target: MenuTarget): void;
  editColumnTitle(target: ColumnTitleTarget): void;
}

type Gesture =
  | { kind: 'none' }
  | { kind: 'editor'; line?: 'header' | 'footer' }
  /** A press on a table's header cell: dragging selects a range of cells (merge, split), it does not move the table. */
  | { kind: 'cells'; id: string; row: number; col: number }
  | { kind: 'pan'; clientX: number; clientY: number; left: number; top: number };

const modifiers = (e: PointerEventLike): PointerInput => ({ shiftKey: e.shiftKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey });

export class PointerController {
  private gesture: Gesture = { kind: 'none' };
  /** What the hover outline shows now (element id and box), so moving within it redraws nothing. */
  private hoverKey = '';
  /** Space held: the primary button pans. */
  spaceHeld = false;

  constructor(
    private readonly editor: Editor,
    private readonly view: CanvasView,
  ) {}

  get busy(): boolean {
    return this.gesture.kind !== 'none';
  }

  /** The pointer in paper pt, to 1/100 pt (client pixels are fractional: no float dust in options). */
  private pt(e: PointerEventLike) {
    const p = clientToPt(this.view.frame(), e.clientX, e.clientY);
    return { x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 };
  }

  /** Grab distance in pt at the current zoom. */
  private reach(): number {
    return GRAB_PX / this.view.frame().scale;
  }

  private paper(): PaperView {
    return paperView(this.editor.doc.panels[this.editor.panel]);
  }

  /** True over the rulers along the top and left edges (no editing there). */
  private onRuler(e: PointerEventLike): boolean {
    const f = this.view.frame();
    return e.clientX - f.left < RULER_SIZE || e.clientY - f.top < RULER_SIZE;
  }

  /** The one selected element, when exactly one is selected. */
  private single() {
    const ids = this.editor.selection;
    return ids.length === 1 ? locate(this.editor.doc, ids[0]!) : undefined;
  }

  /** The resize or rotate handle of the selected element under the point. */
  handleAt(x: number, y: number): { id: string; handle: HandleOrRotate; rotation: number } | undefined {
    if (this.editor.isIn('select.editing_text')) return undefined;
    const ref = this.single();
    if (!ref) return undefined;
    const rotation = rotationOf(ref.element);
    const scale = this.view.frame().scale;
    const points = handlePoints(this.editor.drawnBox(ref), rotation, handlesFor(typeOf(ref.element), this.editor.options.handles), scale);
    const handle = handleAt(points, x, y, scale);
    return handle ? { id: ref.id, handle, rotation } : undefined;
  }

  /** A table's geometry and the point in its own (unrotated) coordinates. */
  private inTable(element: ElementJson, x: number, y: number) {
    if (typeOf(element) !== 'table') return undefined;
    const geometry = this.view.tableGeometry(element);
    if (!geometry) return undefined;
    // Where the table is drawn: moved down by its flow shift when it sits below a grown one.
    const stored = boxOf(element);
    const box = { ...stored, y: stored.y + this.editor.flowShift(idOf(element)) };
    const rotation = rotationOf(element);
    const local = rotatePoint(x, y, -rotation, box.x + box.width / 2, box.y + box.height / 2);
    return { geometry, box, rotation, x: local.x - box.x, y: local.y - box.y };
  }

  /** The table and header cell under the point (the topmost element must be the table). */
  cellAt(x: number, y: number): CellTarget | undefined {
    const ref = this.editor.elementAt(x, y);
    const t = ref && this.inTable(ref.element, x, y);
    const cell = t && cellAt(t.geometry, t.x, t.y);
    if (!ref || !t || !cell) return undefined;
    return { id: ref.id, cell, rotation: t.rotation, box: { x: t.box.x + cell.x, y: t.box.y + cell.y, width: cell.width, height: cell.height } };
  }

  /**
   * The header cell under the point, unless the point is on the table's outer edge: the edge
   * (and the body rows below the header) is where the table is grabbed to move it.
   */
  cellInside(x: number, y: number): CellTarget | undefined {
    const target = this.cellAt(x, y);
    const ref = target && locate(this.editor.doc, target.id);
    const t = ref && this.inTable(ref.element, x, y);
    if (!target || !t) return undefined;
    const reach = this.reach();
    const onEdge = t.x <= reach || t.x >= t.box.width - reach || t.y <= reach;
    return onEdge ? undefined : target;
  }

  /** The grip under the point: table grips of the selected table, then the paper's lines and number. */
  gripAt(x: number, y: number): Grip | undefined {
    const ref = this.single();
    const t = ref && this.inTable(ref.element, x, y);
    const hit = t && gripAt(t.geometry, t.x, t.y, this.reach());
    if (ref && hit) {
      return hit.kind === 'column'
        ? { kind: 'column', id: ref.id, row: hit.grip.row, col: hit.grip.col }
        : { kind: 'row', id: ref.id, row: hit.grip.row, height: hit.grip.height };
    }
    // Inside the paper, elements win over the lines and the number drawn under them.
    const paper = this.paper();
    const outside = x < 0 || x > paper.width;
    if (!outside && this.editor.elementAt(x, y)) return undefined;
    const line = lineAt(paper, y, this.reach());
    if (line) return { kind: line === 'header' ? 'headerLine' : 'footerLine' };
    const n = paperNumberBox(paper);
    if (x >= n.x && x <= n.x + n.width && y >= n.y && y <= n.y + n.height) return { kind: 'paperNumber' };
    return undefined;
  }

  down(e: PointerEventLike): void {
    const f = this.view.frame();
    if (e.button === 1 || (e.button === 0 && this.spaceHeld)) {
      this.gesture = { kind: 'pan', clientX: e.clientX, clientY: e.clientY, left: f.scrollLeft, top: f.scrollTop };
      this.view.setCursor('grabbing');
      return;
    }
    if (e.button !== 0 || this.onRuler(e)) return;
    // A press starts a gesture whose preview replaces the hover outline.
    this.hoverKey = '';
    const { x, y } = this.pt(e);
    const input = modifiers(e);
    const editor = this.editor;

    const handle = this.handleAt(x, y);
    if (handle) {
      this.gesture = { kind: 'editor' };
      editor.pointerDown(x, y, { ...input, handle: handle.handle, id: handle.id });
      return;
    }
    const grip = this.gripAt(x, y);
    if (grip) {
      const line = grip.kind === 'headerLine' ? 'header' : grip.kind === 'footerLine' ? 'footer' : undefined;
      this.gesture = { kind: 'editor', line };
      editor.pointerDown(x, y, { ...input, grip });
      return;
    }
    const target = this.cellAt(x, y);
    const sel = editor.cellSelection;
    if (target && e.shiftKey && sel?.id === target.id) {
      // Shift-click on a header cell of the table extends its cell selection.
      editor.selectCells(target.id, { row: sel.row0, col: sel.col0 }, { row: target.cell.row, col: target.cell.col });
      return;
    }
    const inside = target && !e.ctrlKey && !e.metaKey ? this.cellInside(x, y) : undefined;
    if (inside) {
      // A press inside a header cell selects the table and the cell; a drag goes on selecting cells.
      const { row, col } = inside.cell;
      editor.pointer = { x, y };
      editor.selectCells(inside.id, { row, col });
      this.view.setSidePanel({ kind: 'column', elementId: inside.id, row, col });
      this.gesture = { kind: 'cells', id: inside.id, row, col };
      return;
    }
    this.gesture = { kind: 'editor' };
    editor.pointerDown(x, y, input);
    if (target && editor.selection.includes(target.id)) {
      editor.selectCells(target.id, { row: target.cell.row, col: target.cell.col });
      this.view.setSidePanel({ kind: 'column', elementId: target.id, row: target.cell.row, col: target.cell.col });
    } else if (editor.selection.length > 0 && editor.elementAt(x, y)) {
      editor.clearCellSelection();
      this.view.setSidePanel({ kind: 'element' });
    }
  }

  move(e: PointerEventLike): void {
    const g = this.gesture;
    if (g.kind === 'pan') {
      this.view.scrollTo(g.left - (e.clientX - g.clientX), g.top - (e.clientY - g.clientY));
      return;
    }
    const { x, y } = this.pt(e);
    if (g.kind === 'cells') {
      // Across the header: the range from the pressed cell to the one under the pointer.
      this.editor.pointer = { x, y };
      const over = this.cellAt(x, y);
      if (over?.id === g.id) this.editor.selectCells(g.id, { row: g.row, col: g.col }, { row: over.cell.row, col: over.cell.col });
      return;
    }
    this.editor.pointerMove(x, y, modifiers(e));
    if (g.kind === 'editor') {
      if (this.editor.isIn('select.brushing')) this.view.setPreview({ brush: this.editor.brushBox });
      else if (g.line) {
        const paper = this.paper();
        this.view.setPreview({ line: { which: g.line, y: g.line === 'header' ? paper.header : paper.footer } });
      }
    } else {
      // Hovering: the editor keeps the pointer for pasting; the cursor tells what a press would do.
      this.view.setCursor(this.hoverCursor(x, y));
      this.hover(this.onRuler(e) ? undefined : { x, y });
    }
  }

  /** Outline the unselected element under the point (none over the rulers, handles or selection). */
  private hover(at: { x: number; y: number } | undefined): void {
    const ref = at && !this.spaceHeld && !this.handleAt(at.x, at.y) ? this.editor.elementAt(at.x, at.y) : undefined;
    const shown = ref && !this.editor.selection.includes(ref.id) ? { ...this.editor.drawnBox(ref), rotation: rotationOf(ref.element) } : undefined;
    const key = shown && ref ? `${ref.id}:${shown.x}:${shown.y}:${shown.width}:${shown.height}:${shown.rotation}` : '';
    if (key === this.hoverKey) return;
    this.hoverKey = key;
    this.view.setPreview(shown ? { hover: shown } : {});
  }

  up(e: PointerEventLike): void {
    const g = this.gesture;
    this.gesture = { kind: 'none' };
    if (g.kind === 'pan') {
      this.view.setCursor(this.spaceHeld ? 'grab' : 'default');
      return;
    }
    if (g.kind !== 'editor') return;
    this.view.setPreview({});
    const { x, y } = this.pt(e);
    const wasOnCanvas = this.editor.isIn('select.pointing_canvas');
    this.editor.pointerUp(x, y, modifiers(e));
    if (wasOnCanvas && this.editor.selection.length === 0) this.view.setSidePanel({ kind: 'paper' });
  }

  /** The pointer was lost (capture lost, cancelled): a drag in progress is undone. */
  cancel(): void {
    const g = this.gesture;
    this.gesture = { kind: 'none' };
    this.view.setPreview({});
    if (g.kind !== 'editor') return;
    this.editor.keyDown({ key: 'Escape' });
    const p = this.editor.pointer;
    if (!this.editor.isIn('select.idle') && p) this.editor.pointerUp(p.x, p.y);
  }

  /** The pointer left the canvas: a paste now has no pointer position (10 pt offset instead). */
  leave(): void {
    if (this.gesture.kind !== 'none') return;
    this.editor.pointer = undefined;
    this.hover(undefined);
  }

  doubleClick(e: PointerEventLike): void {
    if (this.onRuler(e)) return;
    const { x, y } = this.pt(e);
    const handle = this.handleAt(x, y);
    if (handle?.handle === 'r') {
      this.editor.doubleClick(x, y, { handle: 'r', id: handle.id });
      return;
    }
    const grip = this.gripAt(x, y);
    if (grip?.kind === 'paperNumber') {
      this.editor.doubleClick(x, y, { grip });
      return;
    }
    const target = this.cellAt(x, y);
    const ref = target && locate(this.editor.doc, target.id);
    if (target && ref) {
      if (tableSwitch(ref.element, 'editable') && tableSwitch(ref.element, 'columnTitleEditable')) {
        this.view.editColumnTitle({ ...target, fields: tableFields(ref.element) });
      }
      return;
    }
    this.editor.doubleClick(x, y, modifiers(e));
  }

  /** Right-click: the table menu over a header cell. Returns true when the menu opened. */
  contextMenu(e: PointerEventLike): boolean {
    const { x, y } = this.pt(e);
    const target = this.cellAt(x, y);
    if (!target) return false;
    const sel = this.editor.cellSelection;
    const { row, col, rowspan, colspan } = target.cell;
    const inside =
      sel?.id === target.id &&
      row + rowspan - 1 >= Math.min(sel.row0, sel.row1) &&
      row <= Math.max(sel.row0, sel.row1) &&
      col + colspan - 1 >= Math.min(sel.col0, sel.col1) &&
      col <= Math.max(sel.col0, sel.col1);
    // A right-click outside the selected cells selects the clicked one (as spreadsheets do).
    if (!inside) {
      this.editor.selectCells(target.id, { row, col });
      this.view.setSidePanel({ kind: 'column', elementId: target.id, row, col });
    }
    if (!menuOpens(this.editor)) return false;
    this.view.openTableMenu({ ...target, clientX: e.clientX, clientY: e.clientY });
    return true;
  }

  private hoverCursor(x: number, y: number): string {
    if (this.spaceHeld) return 'grab';
    const handle = this.handleAt(x, y);
    if (handle) return handleCursor(handle.handle, handle.rotation);
    const grip = this.gripAt(x, y);
    if (!grip) {
      // Over a header cell a press selects cells; on the table's edge it grabs the table.
      if (this.cellInside(x, y)) return 'cell';
      return this.cellAt(x, y) ? 'move' : 'default';
    }
    if (grip.kind === 'column') return 'col-resize';
    if (grip.kind === 'row') return 'row-resize';
    return grip.kind === 'paperNumber' ? 'move' : 'ns-resize';
  }
}
