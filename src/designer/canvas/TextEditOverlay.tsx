/**
 * In-place text editing: a text area over the element while the select tool is in
 * select.editing_text. The editor keeps the text (setEditingText); Enter without Alt and
 * Escape go to the editor, which finishes or cancels the edit.
 */
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/index.ts';
import { useDoc, useEditor, useSelection, useToolState } from '../context.tsx';
import { boxOf, locate, rotationOf } from '../editor/document.ts';
import type { ElementJson } from '../../../engine/index.ts';
import { keyInput } from './keys.ts';
import { placeOver, type PaperPlacement } from './overlayPlace.ts';
import { LABEL_FONT } from './PaperLayer.tsx';
import classes from './DesignCanvas.module.css';

/** The text the select tool starts editing with: `title：testData` for a bound element, else the title. */
export function editingText(element: ElementJson): string {
  const o = element.options ?? {};
  const title = typeof o.title === 'string' ? o.title : '';
  const testData = typeof o.testData === 'string' ? o.testData : '';
  return o.field ? `${title}：${testData}` : title;
}

export function TextEditOverlay({ place }: { place: PaperPlacement }) {
  const editor = useEditor();
  const state = useToolState();
  const selection = useSelection();
  const doc = useDoc();
  if (state !== 'select.editing_text' || selection.length !== 1) return null;
  const ref = locate(doc, selection[0]!);
  if (!ref) return null;
  // Keyed by element: a new edit starts from the element's text, not the last one typed.
  return <TextArea key={ref.id} element={ref.element} shift={editor.flowShift(ref.id)} place={place} onText={(text) => editor.setEditingText(text)} />;
}

function TextArea({ element, shift, place, onText }: { element: ElementJson; shift: number; place: PaperPlacement; onText(text: string): void }) {
  const editor = useEditor();
  const t = useT();
  const ref = useRef<HTMLTextAreaElement>(null);
  const o = element.options ?? {};
  const fontSize = (Number(o.fontSize) || 9) * place.scale;

  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.focus();
    // The caret at the end: the usual edit adds to the text (a test value after the colon).
    area.setSelectionRange(area.value.length, area.value.length);
  }, []);

  return (
    <textarea
      ref={ref}
      className={classes.textEdit}
      data-testid="canvas-text-edit"
      aria-label={t('canvas.textEdit')}
      defaultValue={editingText(element)}
      style={{
        // Over the element where the canvas draws it (below a grown table: its flow shift).
        ...placeOver(place, { ...boxOf(element), y: boxOf(element).y + shift }, rotationOf(element)),
        fontSize,
        fontFamily: LABEL_FONT,
        textAlign: (['center', 'right', 'justify'].includes(String(o.textAlign)) ? o.textAlign : 'left') as 'left',
      }}
      onInput={(e) => onText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.altKey) {
          // Alt+Enter is a line break in the text (plain Enter finishes).
          e.preventDefault();
          const area = e.currentTarget;
          area.setRangeText('\n', area.selectionStart, area.selectionEnd, 'end');
          onText(area.value);
          return;
        }
        if (e.key !== 'Enter' && e.key !== 'Escape') return;
        // The editor owns these two keys while editing; the area is not an "input" for them.
        if (editor.keyDown(keyInput(e, false))) e.preventDefault();
        e.stopPropagation();
      }}
      onBlur={() => {
        // Leaving the text area (the side panel, the toolbar) finishes the edit as Enter does.
        if (editor.isIn('select.editing_text')) editor.keyDown({ key: 'Enter' });
      }}
    />
  );
}
