/**
 * The headless designer editor: the template document, selection, the select tool and
 * history. Views forward pointer (in pt) and key events and subscribe to `on(...)`.
 */
import type { TemplateJson } from '../../../engine/index.ts';
import { registerBuiltinCommands } from './builtin-commands.ts';
import { CommandRegistry, type KeyInput } from './commands.ts';
import { boxOf, elementRefs, locate, type ElementRef } from './document.ts';
import { flowShifts, storedTopFor } from './flow.ts';
import { Emitter, type CellSelection, type ChangeEvent, type EditorEvents, type TemplateChangeReason } from './events.ts';
import { DEFAULT_HANDLES, DEFAULT_SNAP, growBox, MOVING_DISTANCE, RESIZE_STEP, type Box, type HandleOrRotate, type Size, type SnapConfig } from './geometry.ts';
import { History, HISTORY_LIMIT } from './history.ts';
import { registerImageCommands } from './image-fit.ts';
import { registerPaperCommands } from './paper-commands.ts';
import { registerTableCommands } from './table-commands.ts';
import { idOf, peekId } from './identity.ts';
import { applyDocPatches, freezeDoc, produceChange, type Patch } from './produce.ts';
import { SelectTool, type PointerInput } from './select-tool.ts';

export { CLICK_DEBOUNCE_MS } from './select-tool.ts';

export interface EditorOptions {
  templateId?: string;
  /** Keyboard move step, pt (default 1.5). */
  movingDistance: number;
  snap: SnapConfig;
  resizeStep: number;
  handles: Readonly<Record<string, readonly HandleOrRotate[]>>;
  historyLimit: number;
  /** Clock for the click debounce (tests pass a fake). */
  now: () => number;
  /** The host clipboard; the editor also keeps the text for in-app paste. */
  writeClipboard?: (text: string) => void;
}

export class Editor {
  readonly options: EditorOptions;
  readonly commands = new CommandRegistry();
  readonly history: History;
  private readonly events = new Emitter<EditorEvents>();
  private readonly tool: SelectTool;
  private _doc: TemplateJson;
  private _selection: string[] = [];
  private _panel = 0;
  private _cells: CellSelection | undefined;
  /** Sizes the view drew larger than stored, by element id (see setDrawnSize). */
  private readonly drawn = new Map<string, Partial<Size>>();
  /** Bumped on every drawn-size change: the flow shifts are worked out again after one. */
  private drawnVersion = 0;
  private shifts: { doc: TemplateJson; version: number; byId: Map<string, number> } | undefined;
  /** True once the document changed since load or `markSaved`. */
  changed = false;
  clipboardText?: string;
  /** Last pointer position over the paper, pt (paste target). */
  pointer?: { x: number; y: number };

  constructor(doc: TemplateJson, options: Partial<EditorOptions> = {}) {
    this.options = {
      movingDistance: MOVING_DISTANCE,
      snap: DEFAULT_SNAP,
      resizeStep: RESIZE_STEP,
      handles: DEFAULT_HANDLES,
      historyLimit: HISTORY_LIMIT,
      now: () => Date.now(),
      ...options,
    };
    this.history = new History(this.options.historyLimit);
    this._doc = adopt(doc);
    this.tool = new SelectTool(this);
    registerBuiltinCommands(this.commands);
    registerPaperCommands(this.commands);
    registerTableCommands(this.commands);
    registerImageCommands(this.commands);
  }

  get doc(): TemplateJson {
    return this._doc;
  }

  get templateId(): string | undefined {
    return this.options.templateId;
  }

  on<K extends keyof EditorEvents>(event: K, listener: (value: EditorEvents[K]) => void): () => void {
    return this.events.on(event, listener);
  }

  /**
   * Replace the document (no undo step); emits 初始. The editor owns the document from here:
   * it is frozen, and every change goes through `change`.
   */
  load(doc: TemplateJson): void {
    this._doc = adopt(doc);
    this.history.clear();
    this.changed = false;
    this.select([]);
    this.setPanel(0);
    this.events.emit('change', { templateReason: '初始', ids: [], source: 'user' });
  }

  markSaved(): void {
    this.changed = false;
  }

  /**
   * A template-level event that changes no document, from a view (缩放 when the zoom
   * changes, as hiprint reports it). No history step; `changed` is not set.
   */
  notify(templateReason: TemplateChangeReason): void {
    this.events.emit('change', { templateReason, ids: [], source: 'user' });
  }

  // ---- changes and history ------------------------------------------------------------

  /**
   * Change the document: `recipe` mutates an immer draft of it. Records one history diff
   * (immer's patches and inverse patches) and emits one change event. Returns false when the
   * recipe changed nothing. Elements a recipe inserts get an id if they have none.
   */
  change(event: Omit<ChangeEvent, 'source'>, recipe: (draft: TemplateJson) => void): boolean {
    const { doc, patches, inverse } = produceChange(this._doc, recipe);
    if (patches.length === 0) return false;
    this._doc = doc;
    this.history.record(patches, inverse);
    this.changed = true;
    this.afterDocChange();
    this.events.emit('change', { ...event, source: 'user' });
    return true;
  }

  /** Run a command by name; one stopping point per run. Returns whether it did anything. */
  exec<A>(name: string, args?: A): boolean {
    const command = this.commands.get(name);
    if (!command) throw new Error(`unknown command '${name}'`);
    if (command.predicate && !command.predicate(this, args)) return false;
    if (command.changesDocument !== false) this.history.mark(name, command.label);
    return command.perform(this, args) !== false;
  }

  mark(id: string, label = id): void {
    this.history.mark(id, label);
  }

  squashToMark(id: string): void {
    this.history.squashToMark(id);
  }

  /** Revert and forget everything since the mark (a cancelled drag). */
  bailToMark(id: string): void {
    this.applyHistory(this.history.bailToMark(id), 'undo');
  }

  undo(): boolean {
    return this.applyHistory(this.history.undo(), 'undo');
  }

  redo(): boolean {
    return this.applyHistory(this.history.redo(), 'redo');
  }

  private applyHistory(patches: Patch[] | undefined, source: 'undo' | 'redo'): boolean {
    if (!patches || patches.length === 0) return false;
    this._doc = applyDocPatches(this._doc, patches);
    this.changed = true;
    // Selected elements that no longer exist drop out of the selection.
    const alive = new Set(this._doc.panels.flatMap((_, i) => elementRefs(this._doc, i).map((r) => r.id)));
    if (this._selection.some((id) => !alive.has(id))) this.select(this._selection.filter((id) => alive.has(id)));
    this.afterDocChange();
    this.events.emit('change', { templateReason: '模板调整', ids: [], source });
    return true;
  }

  /** Keep the current panel and the cell selection pointing at things that exist. */
  private afterDocChange(): void {
    if (this._panel >= this._doc.panels.length) this.setPanel(Math.max(0, this._doc.panels.length - 1));
    if (this._cells && !locate(this._doc, this._cells.id)) this.setCells(undefined);
  }

  // ---- panels ---------------------------------------------------------------------------

  /** Index of the panel being edited. */
  get panel(): number {
    return this._panel;
  }

  set panel(index: number) {
    this.setPanel(index);
  }

  /** Switch the panel being edited (not a document change); the selection is cleared. */
  setPanel(index: number): void {
    const next = Math.max(0, Math.min(Math.trunc(index) || 0, this._doc.panels.length - 1));
    if (next === this._panel) return;
    this._panel = next;
    this.select([]);
    this.events.emit('panel', next);
  }

  // ---- selection ------------------------------------------------------------------------

  get selection(): readonly string[] {
    return this._selection;
  }

  select(ids: readonly string[]): void {
    const next = [...new Set(ids)];
    if (next.length === this._selection.length && next.every((id, i) => id === this._selection[i])) return;
    this._selection = next;
    // The cell selection belongs to one table: selecting away from it ends it.
    if (this._cells && !next.includes(this._cells.id)) this.setCells(undefined);
    this.events.emit('selection', next);
  }

  // ---- table cells ----------------------------------------------------------------------

  /**
   * Selected header cells of a table: (row0, col0) is the anchor, (row1, col1) the focus, in
   * header rows and visible leaf columns (the engine's HeaderCell row and col).
   */
  get cellSelection(): CellSelection | undefined {
    return this._cells;
  }

  /** Select cells of table `id` (the table becomes the element selection); focus defaults to the anchor. */
  selectCells(id: string, anchor: { row: number; col: number }, focus: { row: number; col: number } = anchor): void {
    if (!locate(this._doc, id)) return;
    if (this._selection.length !== 1 || this._selection[0] !== id) this.select([id]);
    this.setCells({ id, row0: anchor.row, col0: anchor.col, row1: focus.row, col1: focus.col });
  }

  clearCellSelection(): void {
    this.setCells(undefined);
  }

  private setCells(cells: CellSelection | undefined): void {
    const same =
      cells === this._cells ||
      (cells && this._cells && (Object.keys(cells) as (keyof CellSelection)[]).every((k) => cells[k] === this._cells![k]));
    if (same) return;
    this._cells = cells;
    this.events.emit('cells', cells);
  }

  /** Add or remove one element (shift/ctrl-click). */
  toggle(id: string): void {
    this.select(this._selection.includes(id) ? this._selection.filter((s) => s !== id) : [...this._selection, id]);
  }

  // ---- drawn sizes ----------------------------------------------------------------------

  /**
   * The size the view drew an element at, when larger than stored: a table is drawn with its
   * header, test rows and summary footer, a longText with all its lines, whatever the stored
   * height says. Hit-testing, the outline, handles, box selection and snapping use the larger
   * of the two, so what the user sees is what they can grab. View state, not document: no
   * undo step, `changed` untouched (the stored size stays what the template says until the
   * user resizes). `undefined` forgets the element (its node went away). Emits 'drawn'.
   */
  setDrawnSize(id: string, size: Partial<Size> | undefined): void {
    const before = this.drawn.get(id);
    const next = size && (size.width !== undefined || size.height !== undefined) ? size : undefined;
    if (before?.width === next?.width && before?.height === next?.height) return;
    if (next) this.drawn.set(id, { ...next });
    else this.drawn.delete(id);
    this.drawnVersion++;
    this.events.emit('drawn', id);
  }

  /** The size the view reported for an element, if any. */
  drawnSize(id: string): Partial<Size> | undefined {
    return this.drawn.get(id);
  }

  /**
   * How far down the output moves an element below a table or longText drawn taller than
   * stored (flow.ts), pt; the canvas draws it there. 0 for most elements.
   */
  flowShift(id: string): number {
    const doc = this._doc;
    if (this.shifts?.doc !== doc || this.shifts.version !== this.drawnVersion) {
      const byId = new Map<string, number>();
      doc.panels.forEach((panel, index) => {
        for (const [id, shift] of flowShifts(panel, elementRefs(doc, index), (e) => this.drawn.get(e)?.height)) byId.set(id, shift);
      });
      this.shifts = { doc, version: this.drawnVersion, byId };
    }
    return this.shifts.byId.get(id) ?? 0;
  }

  /** The stored top of a new element on the current panel that the canvas draws at `y` (its flow shift taken off). */
  storedTop(y: number): number {
    const doc = this._doc;
    return storedTopFor(doc.panels[this._panel], elementRefs(doc, this._panel), (id) => this.drawn.get(id)?.height, y);
  }

  /**
   * The box an element covers on the canvas: its stored box grown to the drawn size, moved
   * down by its flow shift (where the output puts it).
   */
  drawnBox(ref: Pick<ElementRef, 'id' | 'element'>): Box {
    const box = growBox(boxOf(ref.element), this.drawn.get(ref.id));
    const shift = this.flowShift(ref.id);
    return shift === 0 ? box : { ...box, y: box.y + shift };
  }

  /** Topmost element of the current panel under a point (pt), by the drawn boxes. */
  elementAt(x: number, y: number): ElementRef | undefined {
    return this.tool.hit(x, y);
  }

  // ---- input ----------------------------------------------------------------------------

  /** The select tool's state path, e.g. `select.translating`. */
  get state(): string {
    return this.tool.state;
  }

  /** True when the current state is `path` or inside it (`select` matches `select.idle`). */
  isIn(path: string): boolean {
    return this.state === path || this.state.startsWith(`${path}.`);
  }

  pointerDown(x: number, y: number, input: PointerInput = {}): void {
    this.pointer = { x, y };
    this.tool.pointerDown(x, y, input);
  }

  pointerMove(x: number, y: number, input: PointerInput = {}): void {
    this.pointer = { x, y };
    this.tool.pointerMove(x, y, input);
  }

  /** The pointer left the paper: a keyboard paste then lands 10 pt from the originals. */
  pointerLeave(): void {
    this.pointer = undefined;
  }

  pointerUp(x: number, y: number, input: PointerInput = {}): void {
    this.pointer = { x, y };
    this.tool.pointerUp(x, y, input);
  }

  doubleClick(x: number, y: number, input: PointerInput = {}): void {
    this.tool.doubleClick(x, y, input);
  }

  /**
   * A key press. Ignored while typing in an input; while editing text only Enter (without
   * Alt) and Escape are the editor's. Returns true when handled (the view prevents default).
   */
  keyDown(key: KeyInput & { inInput?: boolean }): boolean {
    if (key.inInput) return false;
    if (this.tool.keyDown(key)) return true;
    const command = this.commands.forKey(key, this);
    if (!command) return false;
    this.exec(command.name);
    return true;
  }

  /** Called by the tool when it changes state. */
  emitState(state: string): void {
    this.events.emit('state', state);
  }

  /** The selection rectangle while brushing. */
  get brushBox() {
    return this.tool.brushBox;
  }

  /** Keep the in-place editor's text in step (the view calls this on input). */
  setEditingText(text: string): void {
    this.tool.setEditingText(text);
  }

  emitGuides(guides: EditorEvents['guides']): void {
    this.events.emit('guides', guides);
  }

  writeClipboard(text: string): void {
    this.clipboardText = text;
    this.options.writeClipboard?.(text);
  }
}

/**
 * Take over a document: every element gets its id, then the whole tree is frozen. A frozen
 * document whose elements lack ids is copied first (ids must live on the element objects).
 */
function adopt(doc: TemplateJson): TemplateJson {
  const elements = () => (doc.panels ?? []).flatMap((p) => p?.printElements ?? []);
  if (Object.isFrozen(doc) && elements().some((e) => !peekId(e))) doc = structuredClone(doc);
  for (const e of elements()) if (e && typeof e === 'object') idOf(e);
  return freezeDoc(doc);
}
