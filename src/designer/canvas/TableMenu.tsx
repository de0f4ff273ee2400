/**
 * The table's right-click menu: insert and delete rows and columns, merge and split cells.
 * 215 px wide on top of everything (z-index 9999), as the specification draws it. Each entry
 * dispatches an editor command by name; what is enabled comes from the editor.
 */
import { Paper, Portal, UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useDesigner } from '../context.tsx';
import { tableMenuState } from '../editor/index.ts';
import { run } from './editorApi.ts';
import type { MenuTarget } from './pointer.ts';
import { entryEnabled, menuEntries, MENU_WIDTH, MENU_Z_INDEX } from './tableMenu.ts';
import classes from './DesignCanvas.module.css';

export function TableMenu({ target, onClose }: { target: MenuTarget; onClose(): void }) {
  const { editor, ui } = useDesigner();
  const t = useT();
  const ref = useRef<HTMLDivElement | null>(null);
  const [height, setHeight] = useState(0);
  // Measured when the portal attaches it (after the first render), so the whole menu stays
  // on screen near the bottom edge.
  const attach = useCallback((node: HTMLDivElement | null) => {
    ref.current = node;
    if (node) setHeight(node.offsetHeight);
  }, []);

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
  const top = Math.max(4, Math.min(target.clientY, window.innerHeight - height - 4));
  return (
    <Portal>
      <Paper
        ref={attach}
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
                // The column panel follows the cell the command selected (a moved column, a new one).
                const side = ui.sidePanel;
                const cells = editor.cellSelection;
                if (side.kind === 'column' && side.elementId === target.id && cells?.id === target.id) {
                  if (side.row !== cells.row0 || side.col !== cells.col0) ui.sidePanel = { ...side, row: cells.row0, col: cells.col0 };
                }
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
