/** The designer's built-in element commands: add, move, resize, rotate, options, delete, copy, paste, undo. */
import { type ElementJson, elementType, resolveElementType, TABLE_CUSTOM_REMOVED, unknownTid } from '../../../engine/index.ts';
import { isKey, mod, type Command, type CommandRegistry } from './commands.ts';
import { axisOf, boxOf, draftOptions, elementAt, isDraggable, locate, paperOf } from './document.ts';
import type { Editor } from './editor.ts';
import { clampToPaper, wrapRotation, type Box } from './geometry.ts';
import { idOf, withoutId } from './identity.ts';
import { finishTextEdit } from './text-edit.ts';
import type { ElementChangeReason, TemplateChangeReason } from './events.ts';

/** Offset of a paste without a pointer position, pt (section 2). */
export const PASTE_OFFSET = 10;

const selected = (editor: Editor, ids?: readonly string[]) => ids ?? editor.selection;
const hasSelection = (editor: Editor) => editor.selection.length > 0;
/** Commands on "the given ids, else the selection" need one of them. */
const hasTargets = (editor: Editor, a?: { ids?: readonly string[] }) => selected(editor, a?.ids).length > 0;

export interface AddElementArgs {
  /** A type name (text, image ...) or a provider tid (defaultModule.text). */
  tid: string;
  options?: Record<string, unknown>;
  printElementType?: Record<string, unknown>;
  panel?: number;
}

/** Build a new element of a type with its defaults; unknown and removed types throw the spec's errors. */
export function newElement(args: AddElementArgs): ElementJson {
  const printElementType = { ...args.printElementType, tid: args.tid };
  const resolved = resolveElementType({ printElementType });
  if (resolved.kind === 'tableCustom') throw new Error(TABLE_CUSTOM_REMOVED);
  if (resolved.kind === 'unknown') throw new Error(unknownTid(args.tid));
  const defaults = elementType(resolved.type)?.defaults ?? {};
  return {
    options: { ...defaults, ...resolved.impliedOptions, ...args.options },
    printElementType: { type: resolved.type, ...printElementType },
  };
}

/** Positions of moved elements, with axis locks, non-draggable elements and the paper clamp applied. */
export function plannedMoves(editor: Editor, ids: readonly string[], dx: number, dy: number): { id: string; x: number; y: number }[] {
  const out: { id: string; x: number; y: number }[] = [];
  for (const id of ids) {
    const ref = locate(editor.doc, id);
    if (!ref || !isDraggable(ref.element)) continue;
    const axis = axisOf(ref.element);
    const box = boxOf(ref.element);
    const moved = clampToPaper(
      { ...box, x: box.x + (axis === 'v' ? 0 : dx), y: box.y + (axis === 'h' ? 0 : dy) },
      paperOf(editor.doc.panels[ref.panel]),
    );
    if (moved.x !== box.x || moved.y !== box.y) out.push({ id, x: moved.x, y: moved.y });
  }
  return out;
}

/** Move elements to positions; non-draggable elements are never moved, whoever asks. */
function moveTo(editor: Editor, moves: { id: string; x: number; y: number }[], reason: ElementChangeReason): boolean {
  const refs = moves
    .map((m) => ({ m, ref: locate(editor.doc, m.id) }))
    .filter((r): r is { m: (typeof moves)[number]; ref: NonNullable<ReturnType<typeof locate>> } => r.ref !== undefined && isDraggable(r.ref.element));
  if (refs.length === 0) return false;
  return editor.change({ reason, templateReason: refs.length > 1 ? '框选移动' : undefined, ids: refs.map((r) => r.m.id) }, (doc) => {
    for (const { m, ref } of refs) {
      const options = draftOptions(elementAt(doc, ref));
      options.left = m.x;
      options.top = m.y;
    }
  });
}

/** Set options of elements; `undefined` removes an option. */
export function setOptions(
  editor: Editor,
  ids: readonly string[],
  options: Record<string, unknown>,
  reason: ElementChangeReason,
  templateReason?: TemplateChangeReason,
): boolean {
  const refs = ids.map((id) => locate(editor.doc, id)).filter((r) => r !== undefined);
  if (refs.length === 0) return false;
  return editor.change({ reason, templateReason, ids: refs.map((r) => r.id) }, (doc) => {
    for (const ref of refs) {
      const target = draftOptions(elementAt(doc, ref));
      for (const [key, value] of Object.entries(options)) {
        if (value === undefined) delete target[key];
        else target[key] = value;
      }
    }
  });
}

/** The clipboard JSON of the selection: one element as hiprint copies it, several as a list. */
export function copyJson(editor: Editor, ids: readonly string[]): string | undefined {
  const elements = ids.map((id) => locate(editor.doc, id)?.element).filter((e) => e !== undefined);
  if (elements.length === 0) return undefined;
  const templateId = editor.templateId;
  if (elements.length === 1) return JSON.stringify({ ...elements[0], templateId });
  return JSON.stringify({ templateId, printElements: elements });
}

/**
 * Elements to paste from clipboard text: only JSON carrying printElementType or templateId
 * (section 5); anything else yields nothing, silently.
 */
export function parsePaste(text: string): ElementJson[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return [];
  const o = json as Record<string, unknown>;
  if (o.printElementType === undefined && o.templateId === undefined) return [];
  const list = Array.isArray(o.printElements) ? (o.printElements as unknown[]) : o.printElementType ? [o] : [];
  return list
    .filter((e): e is ElementJson => typeof e === 'object' && e !== null && !Array.isArray(e))
    .filter((e) => resolveElementType(e).kind === 'type')
    .map((e) => {
      const { templateId: _drop, ...rest } = e;
      return rest as ElementJson;
    });
}

export interface PasteArgs {
  text?: string;
  /** Paste position (the pointer), pt; without it the copies land 10 pt from the originals. */
  at?: { x: number; y: number };
}

function arrow(name: string, label: string, key: string, code: number, dx: number, dy: number): Command<void> {
  return {
    name,
    label,
    keyTest: (k) => isKey(k, key, code) && !mod(k) && !k.altKey,
    predicate: hasSelection,
    perform: (editor) => {
      const d = editor.options.movingDistance;
      return moveTo(editor, plannedMoves(editor, editor.selection, dx * d, dy * d), 'keyboard move');
    },
  };
}

export function registerBuiltinCommands(registry: CommandRegistry): void {
  registry.register<AddElementArgs>({
    name: 'addElement',
    label: 'Add element',
    perform(editor, args) {
      const element = newElement(args);
      const panel = args.panel ?? editor.panel;
      const id = idOf(element);
      const ok = editor.change({ templateReason: '新增', ids: [id] }, (doc) => {
        const p = doc.panels[panel];
        if (!p) throw new Error(`no panel ${panel}`);
        (p.printElements ??= []).push(element);
      });
      editor.select([id]);
      return ok;
    },
  });

  registry.register<{ ids?: string[]; dx: number; dy: number }>({
    name: 'moveElements',
    label: 'Move',
    perform: (editor, a) => moveTo(editor, plannedMoves(editor, selected(editor, a.ids), a.dx, a.dy), 'move'),
  });

  registry.register<{ moves: { id: string; x: number; y: number }[]; reason?: ElementChangeReason }>({
    name: 'moveElementsTo',
    label: 'Move',
    perform: (editor, a) => moveTo(editor, a.moves, a.reason ?? 'move'),
  });

  registry.register<{ id: string; box: Box }>({
    name: 'resizeElement',
    label: 'Resize',
    perform: (editor, { id, box }) =>
      setOptions(editor, [id], { left: box.x, top: box.y, width: box.width, height: box.height }, 'size', '调整大小'),
  });

  registry.register<{ id: string; rotation: number }>({
    name: 'rotateElement',
    label: 'Rotate',
    // Rotation wraps past 360 (section 4); 0 is stored as no transform, as hiprint does.
    perform: (editor, { id, rotation }) => setOptions(editor, [id], { transform: wrapRotation(rotation) || undefined }, 'rotate'),
  });

  registry.register<{ id?: string } | undefined>({
    name: 'resetRotation',
    label: 'Reset rotation',
    perform(editor, a) {
      const id = a?.id ?? editor.selection[0];
      return id !== undefined && setOptions(editor, [id], { transform: undefined }, 'rotate');
    },
  });

  registry.register<{ ids?: string[]; options: Record<string, unknown>; reason?: ElementChangeReason }>({
    name: 'updateOptions',
    label: 'Change options',
    perform: (editor, a) => setOptions(editor, selected(editor, a.ids), a.options, a.reason ?? 'parameter modified'),
  });

  registry.register<{ id: string; text: string }>({
    name: 'finishTextEdit',
    label: 'Edit text',
    perform(editor, { id, text }) {
      const ref = locate(editor.doc, id);
      if (!ref) return false;
      const o = ref.element.options ?? {};
      const result = finishTextEdit(text, o.title as string | undefined, o.field as string | undefined);
      return setOptions(editor, [id], result, 'edit');
    },
  });

  registry.register<{ ids?: string[] } | undefined>({
    name: 'deleteElements',
    label: 'Delete',
    keyTest: (k) => (isKey(k, 'Delete', 46) || isKey(k, 'Backspace', 8)) && !mod(k),
    predicate: hasTargets,
    perform(editor, a) {
      const refs = selected(editor, a?.ids)
        .map((id) => locate(editor.doc, id))
        .filter((r) => r !== undefined)
        // Highest index first, so earlier removals do not shift later indices.
        .sort((x, y) => x.panel - y.panel || y.index - x.index);
      if (refs.length === 0) return false;
      const ok = editor.change({ reason: 'delete', ids: refs.map((r) => r.id) }, (doc) => {
        for (const r of refs) doc.panels[r.panel]!.printElements!.splice(r.index, 1);
      });
      editor.select([]);
      return ok;
    },
  });

  registry.register<void>({
    name: 'clear',
    label: 'Clear',
    perform(editor) {
      const ok = editor.change({ templateReason: '清空', ids: [] }, (doc) => {
        for (const p of doc.panels) if (p.printElements?.length) p.printElements = [];
      });
      editor.select([]);
      return ok;
    },
  });

  registry.register<{ ids?: string[] } | undefined>({
    name: 'copy',
    label: 'Copy',
    changesDocument: false,
    keyTest: (k) => isKey(k, 'c', 67) && mod(k) && !k.shiftKey,
    predicate: hasTargets,
    perform(editor, a) {
      const text = copyJson(editor, selected(editor, a?.ids));
      if (text === undefined) return false;
      editor.writeClipboard(text);
      return true;
    },
  });

  registry.register<PasteArgs | undefined>({
    name: 'paste',
    label: 'Paste',
    keyTest: (k) => isKey(k, 'v', 86) && mod(k) && !k.shiftKey,
    perform(editor, a) {
      const elements = parsePaste(a?.text ?? editor.clipboardText ?? '');
      if (elements.length === 0) return false;
      const boxes = elements.map(boxOf);
      const x0 = Math.min(...boxes.map((b) => b.x));
      const y0 = Math.min(...boxes.map((b) => b.y));
      const at = a?.at ?? editor.pointer;
      const [dx, dy] = at ? [at.x - x0, at.y - y0] : [PASTE_OFFSET, PASTE_OFFSET];
      const paper = paperOf(editor.doc.panels[editor.panel]);
      const placed = elements.map((e, i) => {
        const b = clampToPaper({ ...boxes[i]!, x: boxes[i]!.x + dx, y: boxes[i]!.y + dy }, paper);
        return withoutId({ ...e, options: { ...e.options, left: b.x, top: b.y } });
      });
      const ids = placed.map((e) => idOf(e));
      const panel = editor.panel;
      const ok = editor.change({ templateReason: '复制', ids }, (doc) => {
        (doc.panels[panel]!.printElements ??= []).push(...placed);
      });
      editor.select(ids);
      return ok;
    },
  });

  registry.register<void>({
    name: 'undo',
    label: 'Undo',
    changesDocument: false,
    keyTest: (k) => isKey(k, 'z', 90) && mod(k) && !k.shiftKey,
    perform: (editor) => editor.undo(),
  });

  registry.register<void>({
    name: 'redo',
    label: 'Redo',
    changesDocument: false,
    keyTest: (k) => (isKey(k, 'z', 90) || isKey(k, 'Z', 90)) && mod(k) && Boolean(k.shiftKey),
    perform: (editor) => editor.redo(),
  });

  registry.register(arrow('moveLeft', 'Move left', 'ArrowLeft', 37, -1, 0));
  registry.register(arrow('moveUp', 'Move up', 'ArrowUp', 38, 0, -1));
  registry.register(arrow('moveRight', 'Move right', 'ArrowRight', 39, 1, 0));
  registry.register(arrow('moveDown', 'Move down', 'ArrowDown', 40, 0, 1));
}
