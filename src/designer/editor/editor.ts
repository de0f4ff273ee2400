/**
 * The headless designer editor: the template document, selection, the select tool and
 * history. Views forward pointer (in pt) and key events and subscribe to `on(...)`.
 */
import type { TemplateJson } from '../../../engine/model/types.ts';
import { NON_DOCUMENT_COMMANDS, registerBuiltinCommands } from './builtin-commands.ts';
import { CommandRegistry, type KeyInput } from './commands.ts';
import { elementRefs, idOf } from './document.ts';
import { Emitter, type ChangeEvent, type EditorEvents } from './events.ts';
import { DEFAULT_HANDLES, DEFAULT_SNAP, MOVING_DISTANCE, RESIZE_STEP, type HandleOrRotate, type SnapConfig } from './geometry.ts';
import { applyPatches, Draft, History, HISTORY_LIMIT, type Patch } from './history.ts';
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
  /** Index of the panel being edited. */
  panel = 0;
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
    this._doc = doc;
    this.assignIds();
    this.tool = new SelectTool(this);
    registerBuiltinCommands(this.commands);
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

  /** Replace the document (no undo step); emits 初始. */
  load(doc: TemplateJson): void {
    this._doc = doc;
    this.assignIds();
    this.history.clear();
    this.changed = false;
    this.select([]);
    this.events.emit('change', { templateReason: '初始', ids: [], source: 'user' });
  }

  markSaved(): void {
    this.changed = false;
  }

  // ---- changes and history ------------------------------------------------------------

  /**
   * Change the document through a draft; records one history diff and emits one change
   * event. Returns false when the recipe changed nothing.
   */
  change(event: Omit<ChangeEvent, 'source'>, recipe: (draft: Draft<TemplateJson>) => void): boolean {
    const draft = new Draft(this._doc);
    recipe(draft);
    if (draft.patches.length === 0) return false;
    this._doc = draft.doc;
    this.history.record(draft.patches, draft.inverse);
    this.changed = true;
    this.events.emit('change', { ...event, source: 'user' });
    return true;
  }

  /** Run a command by name; one stopping point per run. Returns whether it did anything. */
  exec<A>(name: string, args?: A): boolean {
    const command = this.commands.get(name);
    if (!command) throw new Error(`unknown command '${name}'`);
    if (command.predicate && !command.predicate(this, args)) return false;
    if (!NON_DOCUMENT_COMMANDS.has(name)) this.history.mark(name, command.label);
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
    this._doc = applyPatches(this._doc, patches);
    this.changed = true;
    // Selected elements that no longer exist drop out of the selection.
    const alive = new Set(this._doc.panels.flatMap((_, i) => elementRefs(this._doc, i).map((r) => r.id)));
    if (this._selection.some((id) => !alive.has(id))) this.select(this._selection.filter((id) => alive.has(id)));
    this.events.emit('change', { templateReason: '模板调整', ids: [], source });
    return true;
  }

  // ---- selection ------------------------------------------------------------------------

  get selection(): readonly string[] {
    return this._selection;
  }

  select(ids: readonly string[]): void {
    const next = [...new Set(ids)];
    if (next.length === this._selection.length && next.every((id, i) => id === this._selection[i])) return;
    this._selection = next;
    this.events.emit('selection', next);
  }

  /** Add or remove one element (shift/ctrl-click). */
  toggle(id: string): void {
    this.select(this._selection.includes(id) ? this._selection.filter((s) => s !== id) : [...this._selection, id]);
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

  private assignIds(): void {
    this._doc.panels.forEach((p) => p.printElements?.forEach((e) => idOf(e)));
  }
}
