/** Change events and their reasons (specification section 4). */

/** Element-level reasons. */
export type ElementChangeReason =
  | 'edit'
  | 'move'
  | 'element modified'
  | 'parameter modified'
  | 'rotate'
  | 'size'
  | 'delete'
  | 'keyboard move'
  | 'table column field';

/** Template-level reasons, kept verbatim as hiprint emits them. */
export type TemplateChangeReason = '新增' | '复制' | '清空' | '框选移动' | '缩放' | '调整大小' | '初始' | '模板调整';

export interface ChangeEvent {
  reason?: ElementChangeReason;
  templateReason?: TemplateChangeReason;
  /** Elements the change touched (ids). */
  ids: string[];
  /** Where the change came from: a command or tool, or history. */
  source: 'user' | 'undo' | 'redo';
}

/**
 * Selected header cells of one table: (row0, col0) is where the selection started, (row1,
 * col1) where it ends; rows are header rows, cols visible leaf columns.
 */
export interface CellSelection {
  id: string;
  row0: number;
  col0: number;
  row1: number;
  col1: number;
}

export interface EditorEvents {
  change: ChangeEvent;
  selection: readonly string[];
  state: string;
  guides: readonly import('./geometry.ts').Guide[];
  /** The panel being edited changed (its index). */
  panel: number;
  /** The table cell selection changed. */
  cells: CellSelection | undefined;
  /** The drawn size of an element changed (its id); see Editor.setDrawnSize. */
  drawn: string;
}

type Listener<T> = (value: T) => void;

/** A tiny typed emitter; `on` returns the unsubscribe function. */
export class Emitter<E> {
  private listeners = new Map<keyof E, Set<Listener<never>>>();

  on<K extends keyof E>(event: K, listener: Listener<E[K]>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  emit<K extends keyof E>(event: K, value: E[K]): void {
    for (const l of this.listeners.get(event) ?? []) (l as Listener<E[K]>)(value);
  }
}
