/**
 * A panel of option tabs for one target, with 确定 and 删除. Values apply as they are edited
 * (one undo step per committed field); 确定 commits fields whose typed edit is still pending.
 */
import { Button, Group, ScrollArea, Tabs, Text } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import type { Editor } from '../editor/index.ts';
import { canRun, planDelete, planFor, runPlan, type PanelTarget } from './apply.ts';
import { PendingEdits } from './debounce.ts';
import { PanelScopeContext, type PanelScope } from './hooks.ts';
import { OptionRow } from './OptionRow.tsx';
import { isItemVisible, optionItem, readItem, selectValues, writeItem, type OptionItem, type OptionTabs, type Options } from './registry.ts';
import classes from './SettingPanel.module.css';

export interface OptionsFormProps {
  editor: Editor;
  title: string;
  tabs: OptionTabs;
  options: Options;
  target: PanelTarget;
  /** Remembers the open tab per kind of panel ('element:text', 'paper' ...). */
  tabKey: string;
  /** After 删除 ran (the column panel closes itself). */
  onDeleted?: () => void;
}

/** The open tab of each kind of panel, kept while the designer is open. */
const openTabs = new Map<string, string>();

export function OptionsForm({ editor, title, tabs, options, target, tabKey, onDeleted }: OptionsFormProps) {
  const t = useT();
  const edits = useMemo(() => new PendingEdits(), []);
  const scope = useMemo<PanelScope>(() => ({ editor, target, edits }), [editor, target, edits]);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const commit = useCallback(
    (item: OptionItem, value: unknown) => {
      const patch = writeItem(item, value, optionsRef.current);
      runPlan(editor, planFor(target, patch));
    },
    [editor, target],
  );

  const names = tabs.map((tab) => tab.name);
  const [tab, setTab] = useState(() => openTabs.get(tabKey));
  const active = tab && names.includes(tab) ? tab : names[0];
  const onTab = (name: string | null) => {
    if (!name) return;
    openTabs.set(tabKey, name);
    setTab(name);
  };

  const deletion = planDelete(target);
  const remove = () => {
    if (!deletion) return;
    // Pending typed edits land first, while row and column indices still point where they did.
    edits.flushAll();
    runPlan(editor, [deletion]);
    onDeleted?.();
  };

  return (
    <PanelScopeContext.Provider value={scope}>
      <div className={classes.panel} data-testid="setting-panel">
        <Text className={classes.title} fw={600} size="sm" title={title}>
          {title}
        </Text>
        <Tabs value={active ?? null} onChange={onTab} keepMounted={false} className={classes.tabs} variant="default">
          <Tabs.List grow className={classes.tabList}>
            {names.map((name) => (
              <Tabs.Tab key={name} value={name} className={classes.tab}>
                {t(`options.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <ScrollArea className={classes.scroll} type="auto" offsetScrollbars="present" scrollbarSize={6}>
            {tabs.map((tabDef) => (
              <Tabs.Panel key={tabDef.name} value={tabDef.name} className={classes.rows}>
                <TabRows items={tabDef.items} options={options} panel={tabKey} commit={commit} />
              </Tabs.Panel>
            ))}
          </ScrollArea>
        </Tabs>
        {names.length === 0 && (
          <Text size="xs" c="dimmed" p="sm">
            {t('options.panel.empty')}
          </Text>
        )}
        <Group className={classes.footer} gap="xs" grow>
          <Button size="xs" onClick={() => edits.flushAll()}>
            {t('options.panel.ok')}
          </Button>
          {deletion && (
            <Button size="xs" color="red" variant="light" onClick={remove} disabled={!canRun(editor, deletion)}>
              {t('options.panel.delete')}
            </Button>
          )}
        </Group>
      </div>
    </PanelScopeContext.Provider>
  );
}

function TabRows({ items, options, panel, commit }: { items: readonly string[]; options: Options; panel: string; commit: (item: OptionItem, value: unknown) => void }) {
  return (
    <>
      {items.map((name) => {
        const item = optionItem(name);
        if (!item || !isItemVisible(item, options)) return null;
        const spec = item.control;
        return (
          <OptionRow
            key={name}
            item={item}
            value={readItem(item, options)}
            choices={spec.kind === 'select' ? selectValues(spec, options) : undefined}
            suggestions={spec.kind === 'text' ? spec.suggestions?.(options, panel) : undefined}
            commit={commit}
          />
        );
      })}
    </>
  );
}
