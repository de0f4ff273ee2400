/**
 * The select tool as a small state machine: idle, pointing_element, translating,
 * pointing_canvas, brushing, resizing, rotating, editing_text, dragging_grip (header/footer
 * line, paper number, table column and row grips). Each gesture that changes the
 * document is one stopping point, squashed on pointer up, so a drag is one undo step.
 */
import type { KeyInput } from './commands.ts';
import { axisOf, boxOf, elementRefs, isDraggable, locate, paperOf, rotationOf, typeOf, type ElementRef } from './document.ts';
import type { Editor } from './editor.ts';
import { gripDrag, type Grip, type GripDrag } from './grip-drag.ts';
import {
  boxContains,
  boxesIntersect,
  boxFromPoints,
  clampToPaper,
  handlesFor,
  resizeBox,
  rotateBy,
  snapBox,
  unionBox,
  type Box,
  type HandleOrRotate,
} from './geometry.ts';

export interface PointerInput {
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** Alt held: no snapping while dragging. */
  altKey?: boolean;
  /** The pointer went down on a transformer handle of this element (default: the selected one). */
  handle?: HandleOrRotate;
  id?: string;
  /** The pointer went down on a grip: header/footer line, paper number, table column or row grip. */
  grip?: Grip;
}

/** Clicks closer than this to the previous one leave the selection alone (section 2). */
export const CLICK_DEBOUNCE_MS = 500;

/** Movement before a press becomes a drag, pt. */
export const DRAG_THRESHOLD = 2;

type State =
  | { name: 'idle' }
  | { name: 'pointing_element'; x: number; y: number; id: string }
  /** starts: stored boxes (clamped to the paper); drawn: their drawn union (snapped). */
  | { name: 'translating'; x: number; y: number; starts: Map<string, Box>; drawn: Box | undefined }
  | { name: 'pointing_canvas'; x: number; y: number; additive: boolean }
  | { name: 'brushing'; x: number; y: number; additive: boolean; before: readonly string[] }
  | { name: 'resizing'; x: number; y: number; id: string; handle: Exclude<HandleOrRotate, 'r'>; start: Box }
  | { name: 'rotating'; x: number; y: number; id: string; start: Box; rotation: number }
  | { name: 'editing_text'; id: string; text: string }
  | { name: 'dragging_grip'; x: number; y: number; drag: GripDrag };

const GESTURE_MARK = 'gesture';

export class SelectTool {
  private current: State = { name: 'idle' };
  private lastClick = -Infinity;

  constructor(private readonly editor: Editor) {}

  get state(): string {
    return `select.${this.current.name}`;
  }

  /** The selection rectangle while brushing, for the view. */
  get brushBox(): Box | undefined {
    const s = this.current;
    return s.name === 'brushing' && this.pointer ? boxFromPoints(s.x, s.y, this.pointer.x, this.pointer.y) : undefined;
  }

  private get pointer() {
    return this.editor.pointer;
  }

  /** The text being edited in place, kept in step by the view. */
  setEditingText(text: string): void {
    if (this.current.name === 'editing_text') this.current.text = text;
  }

  private to(state: State): void {
    const changed = state.name !== this.current.name;
    this.current = state;
    if (changed) this.editor.emitState(this.state);
  }

  /** Topmost element of the current panel under the point (zIndex, then paint order). */
  hit(x: number, y: number): ElementRef | undefined {
    const refs = elementRefs(this.editor.doc, this.editor.panel);
    const z = (r: ElementRef) => Number(r.element.options?.zIndex ?? 0) || 0;
    const ordered = refs.map((r, i) => ({ r, i })).sort((a, b) => z(a.r) - z(b.r) || a.i - b.i);
    for (let k = ordered.length - 1; k >= 0; k--) {
      const { r } = ordered[k]!;
      if (boxContains(this.editor.drawnBox(r), rotationOf(r.element), x, y)) return r;
    }
    return undefined;
  }

  pointerDown(x: number, y: number, input: PointerInput): void {
    const editor = this.editor;
    if (this.current.name === 'editing_text') this.finishEditing();
    if (input.grip) {
      const drag = gripDrag(editor, input.grip);
      if (!drag) return;
      editor.mark(GESTURE_MARK, drag.label);
      this.to({ name: 'dragging_grip', x, y, drag });
      return;
    }
    if (input.handle) {
      const id = input.id ?? editor.selection[0];
      const ref = id ? locate(editor.doc, id) : undefined;
      if (!ref || !handlesFor(typeOf(ref.element), editor.options.handles).includes(input.handle)) return;
      editor.mark(GESTURE_MARK, input.handle === 'r' ? 'Rotate' : 'Resize');
      // From the drawn box, where the handles are: dragging a table's s handle grows it from
      // its drawn bottom, not from a stored height hidden inside it.
      const drawn = editor.drawnBox(ref);
      if (input.handle === 'r') this.to({ name: 'rotating', x, y, id: ref.id, start: drawn, rotation: rotationOf(ref.element) });
      // Resized from its stored top, though: the drawn box sits lower by the flow shift.
      else this.to({ name: 'resizing', x, y, id: ref.id, handle: input.handle, start: { ...drawn, y: drawn.y - editor.flowShift(ref.id) } });
      return;
    }
    const ref = this.hit(x, y);
    const additive = Boolean(input.shiftKey || input.ctrlKey || input.metaKey);
    if (!ref) {
      this.to({ name: 'pointing_canvas', x, y, additive });
      return;
    }
    const now = editor.options.now();
    const debounced = now - this.lastClick < CLICK_DEBOUNCE_MS;
    this.lastClick = now;
    if (!debounced) {
      if (additive) editor.toggle(ref.id);
      else if (!editor.selection.includes(ref.id)) editor.select([ref.id]);
    }
    this.to({ name: 'pointing_element', x, y, id: ref.id });
  }

  pointerMove(x: number, y: number, input: PointerInput): void {
    const s = this.current;
    const far = 'x' in s && Math.hypot(x - s.x, y - s.y) >= DRAG_THRESHOLD;
    switch (s.name) {
      case 'pointing_element':
        if (far && this.editor.selection.includes(s.id)) {
          this.editor.mark(GESTURE_MARK, 'Move');
          const starts = new Map<string, Box>();
          const drawn: Box[] = [];
          for (const id of this.editor.selection) {
            const ref = locate(this.editor.doc, id);
            if (!ref || !isDraggable(ref.element)) continue;
            starts.set(id, boxOf(ref.element));
            drawn.push(this.editor.drawnBox(ref));
          }
          this.to({ name: 'translating', x: s.x, y: s.y, starts, drawn: unionBox(drawn) });
          this.translate(x, y, input);
        }
        return;
      case 'translating':
        return this.translate(x, y, input);
      case 'pointing_canvas':
        if (far) {
          this.to({ name: 'brushing', x: s.x, y: s.y, additive: s.additive, before: this.editor.selection });
          this.brush(x, y);
        }
        return;
      case 'brushing':
        return this.brush(x, y);
      case 'resizing': {
        const box = resizeBox(s.start, s.handle, x - s.x, y - s.y, this.editor.options.resizeStep);
        // perform, not exec: the gesture's stopping point is already set.
        this.editor.commands.get('resizeElement')!.perform(this.editor, { id: s.id, box });
        return;
      }
      case 'rotating':
        this.editor.commands.get('rotateElement')!.perform(this.editor, {
          id: s.id,
          rotation: rotateBy(s.start, s.rotation, [s.x, s.y], [x, y]),
        });
        return;
      case 'dragging_grip':
        s.drag.move(x - s.x, y - s.y);
        return;
      default:
        return;
    }
  }

  pointerUp(_x: number, _y: number, _input: PointerInput): void {
    const s = this.current;
    switch (s.name) {
      case 'translating':
      case 'resizing':
      case 'rotating':
      case 'dragging_grip':
        this.editor.squashToMark(GESTURE_MARK);
        this.editor.emitGuides([]);
        break;
      case 'pointing_canvas':
        // A click on the paper background deselects (shift/ctrl-click keeps the selection).
        if (!s.additive) this.editor.select([]);
        break;
      default:
        break;
    }
    this.to({ name: 'idle' });
  }

  doubleClick(x: number, y: number, input: PointerInput): void {
    // Double-click on the rotate handle resets rotation; on the paper number toggles it (section 2).
    if (input.handle === 'r') {
      const id = input.id ?? this.editor.selection[0];
      if (id) this.editor.exec('resetRotation', { id });
      return;
    }
    if (input.grip?.kind === 'paperNumber') {
      this.editor.exec('togglePaperNumber', { panel: this.editor.panel });
      return;
    }
    const ref = this.hit(x, y);
    if (!ref || typeOf(ref.element) !== 'text') return;
    const o = ref.element.options ?? {};
    if (o.textType && o.textType !== 'text') return;
    this.editor.select([ref.id]);
    const title = typeof o.title === 'string' ? o.title : '';
    const testData = typeof o.testData === 'string' ? o.testData : '';
    this.to({ name: 'editing_text', id: ref.id, text: o.field ? `${title}：${testData}` : title });
  }

  keyDown(key: KeyInput): boolean {
    const s = this.current;
    if (s.name === 'editing_text') {
      if (key.key === 'Enter' && !key.altKey) {
        this.finishEditing();
        return true;
      }
      if (key.key === 'Escape') {
        this.to({ name: 'idle' });
        return true;
      }
      return false; // typing belongs to the text field
    }
    if (key.key === 'Escape' && (s.name === 'translating' || s.name === 'resizing' || s.name === 'rotating' || s.name === 'dragging_grip')) {
      this.editor.bailToMark(GESTURE_MARK);
      this.editor.emitGuides([]);
      this.to({ name: 'idle' });
      return true;
    }
    return false;
  }

  private finishEditing(): void {
    const s = this.current;
    if (s.name !== 'editing_text') return;
    this.to({ name: 'idle' });
    this.editor.exec('finishTextEdit', { id: s.id, text: s.text });
  }

  private translate(x: number, y: number, input: PointerInput): void {
    const s = this.current;
    if (s.name !== 'translating' || s.starts.size === 0) return;
    const editor = this.editor;
    let dx = x - s.x;
    let dy = y - s.y;
    const paper = paperOf(editor.doc.panels[editor.panel]);
    // Snapping sees what is drawn (a table's visible bottom edge); the paper clamp below
    // keeps to the stored boxes, so a long table may still flow past the footer.
    const group = s.drawn!;
    if (!input.altKey) {
      const others = elementRefs(editor.doc, editor.panel)
        .filter((r) => !s.starts.has(r.id))
        .map((r) => editor.drawnBox(r));
      const plan = snapBox({ ...group, x: group.x + dx, y: group.y + dy }, paper, others, editor.options.snap);
      dx += plan.dx;
      dy += plan.dy;
      editor.emitGuides(plan.guides);
    }
    const moves: { id: string; x: number; y: number }[] = [];
    for (const [id, start] of s.starts) {
      const ref = locate(editor.doc, id);
      if (!ref) continue;
      const axis = axisOf(ref.element);
      const box = clampToPaper({ ...start, x: start.x + (axis === 'v' ? 0 : dx), y: start.y + (axis === 'h' ? 0 : dy) }, paper);
      moves.push({ id, x: box.x, y: box.y });
    }
    editor.commands.get('moveElementsTo')!.perform(editor, { moves });
  }

  private brush(x: number, y: number): void {
    const s = this.current;
    if (s.name !== 'brushing') return;
    const rect = boxFromPoints(s.x, s.y, x, y);
    const inside = elementRefs(this.editor.doc, this.editor.panel)
      .filter((r) => boxesIntersect(rect, this.editor.drawnBox(r)))
      .map((r) => r.id);
    this.editor.select(s.additive ? [...s.before, ...inside] : inside);
  }
}
