/**
 * Editing a table header title in place (double-click on a header cell): a select of the
 * template's fields when it has any (stored as title plus field), otherwise a text input
 * (the editor applies the title#field rule when field editing is enabled).
 */
import { Select, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useEditor } from '../context.tsx';
import { run } from './editorApi.ts';
import { placeOver, type PaperPlacement } from './overlayPlace.ts';
import type { ColumnTitleTarget } from './pointer.ts';

interface Props {
  target: ColumnTitleTarget;
  place: PaperPlacement;
  onClose(): void;
}

export function ColumnTitleEditor({ target, place, onClose }: Props) {
  const editor = useEditor();
  const t = useT();
  const [text, setText] = useState(target.cell.title);
  // Enter commits and closes; the blur that follows must not commit a second time.
  const done = useRef(false);
  const style = { ...placeOver(place, target.box, target.rotation), height: undefined, minWidth: 120, zIndex: 5 };
  const args = { id: target.id, row: target.cell.row, col: target.cell.col };

  if (target.fields.length > 0) {
    return (
      <Select
        style={style}
        size="xs"
        data-testid="column-title-editor"
        aria-label={t('canvas.columnTitle')}
        placeholder={t('canvas.chooseField')}
        data={target.fields}
        searchable
        autoFocus
        defaultDropdownOpened
        comboboxProps={{ withinPortal: true, zIndex: 400 }}
        onChange={(value) => {
          const field = target.fields.find((f) => f.value === value);
          if (field) run(editor, 'setColumnTitle', { ...args, text: field.label, field: field.value });
          onClose();
        }}
        onDropdownClose={onClose}
      />
    );
  }

  const commit = () => {
    if (done.current) return;
    done.current = true;
    if (text !== target.cell.title) run(editor, 'setColumnTitle', { ...args, text });
    onClose();
  };
  return (
    <TextInput
      style={style}
      size="xs"
      data-testid="column-title-editor"
      aria-label={t('canvas.columnTitle')}
      value={text}
      autoFocus
      onFocus={(e) => e.currentTarget.select()}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') commit();
        else if (e.key === 'Escape') {
          done.current = true;
          onClose();
        }
      }}
      onBlur={commit}
    />
  );
}
