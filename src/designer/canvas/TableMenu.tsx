/**
 * The table's right-click menu: insert and delete rows and columns, merge and split cells.
 * 215 px wide on top of everything (z-index 9999), as the specification draws it. Each entry
 * dispatches an editor command by name; what is enabled comes from the editor.
 */
import { Paper, Portal, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useT } from '../../app/i18n/index.ts';
import { useEditor } from '../context.tsx';
import { tableMenuState } from '../editor/index.ts';
import { run } from './editorApi.ts';
import type { MenuTarget } from './pointer.ts';
import { entryEnabled, menuEntries, MENU_WIDTH, MENU_Z_INDEX } from './tableMenu.ts';
import classes from './DesignCanvas.module.css';

export function TableMenu({ target, onClose }: { target: MenuTarget; onClose(): void }) {
  const editor = useEditor();
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const outside = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose();
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', escape, true);
    window.addEventListener('blur', onClose);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', escape, true);
      window.removeEventListener('blur', onClose);
    };
  }, [onClose]);

  const state = tableMenuState(editor);
  // Keep the menu on screen near the right and bottom edges.
  const left = Math.min(target.clientX, window.innerWidth - MENU_WIDTH - 4);
  const top = Math.min(target.clientY, window.innerHeight - 300);
  return (
    <Portal>
      <Paper
        ref={ref}
        role="menu"
        data-testid="table-context-menu"
        aria-label={t('canvas.menu.label')}
        shadow="md"
        withBorder
        className={classes.menu}
        style={{ position: 'fixed', left, top, width: MENU_WIDTH, zIndex: MENU_Z_INDEX }}
        onContextMenu={(e) => e.preventDefault()}
      >
        {menuEntries(target).map((entry, i) =>
          entry === 'divider' ? (
            <div key={`d${i}`} className={classes.menuDivider} />
          ) : (
            <UnstyledButton
              key={entry.key}
              role="menuitem"
              className={classes.menuItem}
              disabled={!entryEnabled(state, entry)}
              onClick={() => {
                run(editor, entry.command, entry.args);
                onClose();
              }}
            >
              {t(`canvas.menu.${entry.key}`)}
            </UnstyledButton>
          ),
        )}
      </Paper>
    </Portal>
  );
}
