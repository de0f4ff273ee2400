/**
 * Drags of the things views draw around elements: the header and footer lines, the paper
 * number, a table's column border and row grips. Each plan computes from where the drag
 * began (never from the last frame), so clamps and rounding do not drift over a long drag.
 * The select tool wraps a drag in one stopping point, so it is one undo step.
 */
import { PAPER_NUMBER_BOTTOM, PAPER_NUMBER_RIGHT } from '../../../engine/index.ts';
import { locate, num, paperOf } from './document.ts';
import type { Editor } from './editor.ts';
import { linesOf } from './paper-commands.ts';
import { resizeColumnIn, resizeRowIn, rowHeightOf } from './table-commands.ts';

/** A grip under the pointer, as the view reports it. */
export type Grip =
  | { kind: 'headerLine' }
  | { kind: 'footerLine' }
  | { kind: 'paperNumber' }
  /** The right border of the header cell at (row, visible col). */
  | { kind: 'column'; id: string; row: number; col: number }
  /** The bottom of header row `row` (rows past the header are the body row); `height` = as drawn, pt. */
  | { kind: 'row'; id: string; row: number; height?: number };

export interface GripDrag {
  /** What undo shows. */
  label: string;
  /** Apply the drag for a pointer offset (dx, dy) pt from where it began. */
  move(dx: number, dy: number): void;
}

/** A drag plan for a grip, or undefined when the grip may not be dragged (a table switch is off). */
export function gripDrag(editor: Editor, grip: Grip): GripDrag | undefined {
  const panel = editor.panel;
  const perform = (name: string, args: unknown) => editor.commands.get(name)!.perform(editor, args);
  const allowed = (name: string, args: unknown) => editor.commands.get(name)!.predicate?.(editor, args) ?? true;
  switch (grip.kind) {
    case 'headerLine':
    case 'footerLine': {
      const p = editor.doc.panels[panel];
      if (!p) return undefined;
      const lines = linesOf(p);
      const [name, from] = grip.kind === 'headerLine' ? ['setHeaderLine', lines.header] : ['setFooterLine', lines.footer];
      return { label: 'Move line', move: (_dx, dy) => perform(name, { panel, y: from + dy }) };
    }
    case 'paperNumber': {
      const p = editor.doc.panels[panel];
      if (!p) return undefined;
      const paper = paperOf(p);
      const left = num(p.paperNumberLeft, paper.width - PAPER_NUMBER_RIGHT);
      const top = num(p.paperNumberTop, paper.height - PAPER_NUMBER_BOTTOM);
      const clamp = (v: number, max: number) => Math.round(Math.min(Math.max(0, v), max) * 100) / 100;
      return {
        label: 'Move paper number',
        move: (dx, dy) =>
          perform('updatePanel', { panel, options: { paperNumberLeft: clamp(left + dx, paper.width), paperNumberTop: clamp(top + dy, paper.height) } }),
      };
    }
    case 'column': {
      const ref = locate(editor.doc, grip.id);
      if (!ref || !allowed('resizeColumn', { ...grip, dx: 0 })) return undefined;
      const start = ref.element;
      return { label: 'Column width', move: (dx) => resizeColumnIn(editor, grip.id, start, grip.row, grip.col, dx) };
    }
    case 'row': {
      const ref = locate(editor.doc, grip.id);
      if (!ref || !allowed('resizeTableRow', { id: grip.id, row: grip.row, dy: 0 })) return undefined;
      const from = rowHeightOf(ref.element, grip.row, grip.height);
      return { label: 'Row height', move: (_dx, dy) => resizeRowIn(editor, grip.id, grip.row, from, dy) };
    }
  }
}
