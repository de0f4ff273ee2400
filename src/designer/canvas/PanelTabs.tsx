/** The panels (pages definitions) of the template as tabs above the canvas, with a button to add one. */
import { ActionIcon, Tabs, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useT } from '../../i18n/index.ts';
import { useEditor } from '../context.tsx';
import { hasCommand, run } from './editorApi.ts';
import { useEditorValue, usePanelIndex } from './hooks.ts';
import classes from './DesignCanvas.module.css';

const sameNames = (a: string[], b: string[]) => a.length === b.length && a.every((n, i) => n === b[i]);

export function PanelTabs() {
  const editor = useEditor();
  const t = useT();
  const names = useEditorValue((e) => e.doc.panels.map((p, i) => (typeof p.name === 'string' && p.name ? p.name : t('canvas.panel', { n: i + 1 }))), sameNames);
  const current = usePanelIndex();
  return (
    <div className={classes.tabs}>
      <Tabs value={String(current)} onChange={(v) => v !== null && run(editor, 'selectPanel', { panel: Number(v) })} variant="outline">
        <Tabs.List>
          {names.map((name, i) => (
            <Tabs.Tab key={i} value={String(i)} data-testid={`panel-tab-${i}`}>
              {name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {hasCommand(editor, 'addPanel') && (
        <Tooltip label={t('canvas.addPanel')}>
          <ActionIcon variant="subtle" size="sm" aria-label={t('canvas.addPanel')} onClick={() => run(editor, 'addPanel')}>
            <IconPlus size={14} />
          </ActionIcon>
        </Tooltip>
      )}
    </div>
  );
}
