/**
 * Where an options patch goes. The panel edits three kinds of target; each patch becomes a
 * plan of named editor commands (data, tested without React), which `runPlan` executes —
 * one undo step per command, skipping commands this editor does not have.
 */
import type { Editor } from '../editor/index.ts';

export interface CommandStep {
  name: string;
  args: Record<string, unknown>;
}

export type Patch = Record<string, unknown>;

/** What the panel is editing. */
export type PanelTarget =
  | { kind: 'elements'; ids: readonly string[] }
  | { kind: 'paper'; panel: number }
  | { kind: 'column'; id: string; row: number; col: number };

/** Elements: every option in one updateOptions (one undo step for all selected elements). */
export function planElements(ids: readonly string[], patch: Patch): CommandStep[] {
  if (ids.length === 0 || Object.keys(patch).length === 0) return [];
  return [{ name: 'updateOptions', args: { ids: [...ids], options: patch } }];
}

/**
 * The paper: size and orientation have their own commands (they validate the paper type),
 * header and footer lines go through the clamping commands, everything else is updatePanel.
 */
export function planPaper(panel: number, patch: Patch): CommandStep[] {
  const rest: Patch = { ...patch };
  const steps: CommandStep[] = [];
  const take = (key: string) => {
    const value = rest[key];
    delete rest[key];
    return value;
  };
  if ('paperType' in rest) {
    steps.push({ name: 'setPaper', args: { panel, paperType: take('paperType') } });
  } else if ('width' in rest && 'height' in rest) {
    const width = take('width');
    const height = take('height');
    if (typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0) {
      steps.push({ name: 'setPaper', args: { panel, width, height } });
    }
  }
  if ('orient' in rest) steps.push({ name: 'setOrientation', args: { panel, orient: take('orient') } });
  for (const [key, name] of [['paperHeader', 'setHeaderLine'], ['paperFooter', 'setFooterLine']] as const) {
    // A cleared line goes back to its default through updatePanel; a number is clamped by the command.
    if (typeof rest[key] === 'number') steps.push({ name, args: { panel, y: take(key) } });
  }
  if (Object.keys(rest).length > 0) steps.push({ name: 'updatePanel', args: { panel, options: rest } });
  return steps;
}

/** A column: the title through setColumnTitle (its '#' rule), the other fields through updateColumn. */
export function planColumn(id: string, row: number, col: number, patch: Patch): CommandStep[] {
  const rest: Patch = { ...patch };
  const steps: CommandStep[] = [];
  if ('title' in rest) {
    steps.push({ name: 'setColumnTitle', args: { id, row, col, text: rest.title ?? '' } });
    delete rest.title;
  }
  if (Object.keys(rest).length > 0) steps.push({ name: 'updateColumn', args: { id, row, col, options: rest } });
  return steps;
}

export function planFor(target: PanelTarget, patch: Patch): CommandStep[] {
  switch (target.kind) {
    case 'elements':
      return planElements(target.ids, patch);
    case 'paper':
      return planPaper(target.panel, patch);
    case 'column':
      return planColumn(target.id, target.row, target.col, patch);
  }
}

/** The delete button's command for a target (the paper has none). */
export function planDelete(target: PanelTarget): CommandStep | undefined {
  if (target.kind === 'elements') return target.ids.length > 0 ? { name: 'deleteElements', args: { ids: [...target.ids] } } : undefined;
  if (target.kind === 'column') return { name: 'deleteColumn', args: { id: target.id, row: target.row, col: target.col } };
  return undefined;
}

/** Whether a step would run: the editor has the command and its predicate allows it (one column left: no deleteColumn). */
export function canRun(editor: Editor, step: CommandStep): boolean {
  const command = editor.commands.get(step.name);
  return command !== undefined && (command.predicate?.(editor, step.args) ?? true);
}

const warned = new Set<string>();

/**
 * Run a plan. Commands the editor lacks are skipped (and named once on the console), so the
 * panel keeps working while a part of the editor is still missing. Returns the skipped names.
 */
export function runPlan(editor: Editor, steps: readonly CommandStep[]): string[] {
  const missing: string[] = [];
  for (const step of steps) {
    if (!editor.commands.get(step.name)) {
      missing.push(step.name);
      if (!warned.has(step.name)) {
        warned.add(step.name);
        console.warn(`setting panel: the editor has no '${step.name}' command`);
      }
      continue;
    }
    editor.exec(step.name, step.args);
  }
  return missing;
}
