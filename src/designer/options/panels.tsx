/**
 * The four things the setting panel can show, each subscribed to exactly what it edits: one
 * element, several elements, a table column, the paper.
 */
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from '../../i18n/index.ts';
import { useDesigner } from '../context.tsx';
import { locate, typeOf } from '../editor/document.ts';
import type { PanelTarget } from './apply.ts';
import { columnAt, columnName } from './columns.ts';
import { sameItems, useEditorSelector } from './hooks.ts';
import { OptionsForm } from './OptionsForm.tsx';
import { commonOptions, panelOptions } from './readOptions.ts';
import { COLUMN_TABS, commonTabs, elementTabs, PAPER_TABS } from './tabs.ts';

export function ElementPanel({ id }: { id: string }) {
  const t = useT();
  const { editor } = useDesigner();
  const element = useEditorSelector((e) => locate(e.doc, id)?.element);
  const target = useMemo<PanelTarget>(() => ({ kind: 'elements', ids: [id] }), [id]);
  if (!element) return <PaperPanel />;
  const type = typeOf(element);
  return (
    <OptionsForm
      // A new element starts with fresh fields (and flushes the last one's pending edits).
      key={id}
      editor={editor}
      title={t(`options.types.${type}`)}
      tabs={elementTabs(type)}
      options={panelOptions(element, type)}
      target={target}
      tabKey={`element:${type}`}
    />
  );
}

export function ElementsPanel({ ids }: { ids: readonly string[] }) {
  const t = useT();
  const { editor } = useDesigner();
  const elements = useEditorSelector((e) => ids.map((id) => locate(e.doc, id)?.element).filter((x) => x !== undefined), sameItems);
  const types = elements.map(typeOf);
  const target = useMemo<PanelTarget>(() => ({ kind: 'elements', ids }), [ids]);
  const options = useMemo(() => commonOptions(elements.map((el) => panelOptions(el, typeOf(el)))), [elements]);
  const typeKey = types.join(',');
  const tabs = useMemo(() => commonTabs(typeKey.split(',')), [typeKey]);
  return (
    <OptionsForm
      key={ids.join(',')}
      editor={editor}
      title={t('options.panel.several', { count: elements.length })}
      tabs={tabs}
      options={options}
      target={target}
      tabKey="elements"
    />
  );
}

export function ColumnPanel({ id, row, col }: { id: string; row: number; col: number }) {
  const t = useT();
  const { editor, ui } = useDesigner();
  const column = useEditorSelector((e) => columnAt(locate(e.doc, id)?.element, row, col));
  const target = useMemo<PanelTarget>(() => ({ kind: 'column', id, row, col }), [id, row, col]);
  if (!column) {
    return (
      <Text size="xs" c="dimmed" p="sm" data-testid="setting-panel">
        {t('options.panel.columnMissing')}
      </Text>
    );
  }
  return (
    <OptionsForm
      key={`${id}:${row}:${col}`}
      editor={editor}
      title={t('options.panel.column', { title: columnName(column) })}
      tabs={COLUMN_TABS}
      options={column}
      target={target}
      tabKey="column"
      onDeleted={() => {
        ui.sidePanel = { kind: 'element' };
      }}
    />
  );
}

export function PaperPanel() {
  const t = useT();
  const { editor } = useDesigner();
  const panel = useEditorSelector((e) => e.panel);
  const paper = useEditorSelector((e) => e.doc.panels[e.panel]);
  const target = useMemo<PanelTarget>(() => ({ kind: 'paper', panel }), [panel]);
  return (
    <OptionsForm
      key={`paper:${panel}`}
      editor={editor}
      title={t('options.panel.paper')}
      tabs={PAPER_TABS}
      options={paper ?? {}}
      target={target}
      tabKey="paper"
    />
  );
}
