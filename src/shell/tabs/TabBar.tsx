/**
 * The page tabs: click to switch, × to close (refusals shown as warnings), right-click for the menu of
 * section 2 (keys 1 close left, 2 close right, 3 close others, 4 refresh; the digit keys work while it is open).
 */
import { useEffect, useRef, useState } from 'react';
import { CloseButton, Group, Menu, ScrollArea, UnstyledButton } from '@mantine/core';
import { IconArrowBarLeft, IconArrowBarRight, IconRefresh, IconX } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { useT } from '../../i18n/index.ts';
import { useMenuTitle } from '../menu/menuTitle.ts';
import { showNotice } from '../events/notice.ts';
import { closeTab, isHome, tabMenuAction, tabsState, type TabMenuKey } from '../state/tabs.ts';
import classes from './tabs.module.css';

export function TabBar() {
  const t = useT();
  // tabs keep the server's title (it is what session storage holds); the label is translated here
  const titleOf = useMenuTitle();
  const snap = useSnapshot(tabsState);
  const [menuFor, setMenuFor] = useState<string>();
  const viewport = useRef<HTMLDivElement>(null);

  // The active tab is always in view, however many tabs run off the edge.
  useEffect(() => {
    const tab = viewport.current?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(snap.active)}"]`);
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [snap.active, snap.tabs.length]);

  const close = (key: string) => {
    const refusal = closeTab(key);
    if (refusal) showNotice({ color: 'yellow', message: t(refusal) });
    else if (tabsState.active !== key) navigate(tabsState.active);
  };
  const act = (menuKey: TabMenuKey, key: string) => {
    setMenuFor(undefined);
    tabMenuAction(menuKey, key);
    if (menuKey !== '4') navigate(tabsState.active);
  };

  useEffect(() => {
    if (!menuFor) return;
    const onKey = (e: KeyboardEvent) => {
      if (['1', '2', '3', '4'].includes(e.key)) act(e.key as TabMenuKey, menuFor);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <ScrollArea
      type="hover"
      scrollbarSize={4}
      scrollbars="x"
      className={classes.bar}
      data-testid="tab-bar"
      viewportRef={viewport}
      // A mouse wheel scrolls the row of tabs sideways.
      onWheel={(e) => {
        if (viewport.current && Math.abs(e.deltaY) > Math.abs(e.deltaX)) viewport.current.scrollLeft += e.deltaY;
      }}
    >
      <Group gap={4} wrap="nowrap" px="sm" py={6}>
        {snap.tabs.map((tab) => (
          <Menu key={tab.key} opened={menuFor === tab.key} onChange={(o) => setMenuFor(o ? tab.key : undefined)} position="bottom-start" withinPortal>
            <Menu.Target>
              <UnstyledButton
                className={classes.tab}
                data-active={tab.key === snap.active || undefined}
                data-tab={tab.key}
                onClick={() => navigate(tab.key)}
                onContextMenu={(e) => {
                  e.preventDefault();
                  setMenuFor(tab.key);
                }}
              >
                <span>{titleOf(tab.title)}</span>
                {/* The home tab is permanent: no × whose only effect is a refusal (the menu's 关闭 still says why). */}
                {!isHome(tab.key) && (
                <CloseButton
                  size="xs"
                  component="span"
                  aria-label={t('common.close')}
                  data-testid="tab-close"
                  onClick={(e: React.MouseEvent) => {
                    e.stopPropagation();
                    close(tab.key);
                  }}
                />
                )}
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown data-testid="tab-menu">
              <Menu.Item
                data-key="close"
                leftSection={<IconX size={14} />}
                onClick={() => {
                  setMenuFor(undefined);
                  close(tab.key);
                }}
              >
                {t('tabs.close')}
              </Menu.Item>
              <Menu.Item data-key="4" leftSection={<IconRefresh size={14} />} onClick={() => act('4', tab.key)}>
                {t('tabs.refresh')}
              </Menu.Item>
              <Menu.Item data-key="1" leftSection={<IconArrowBarLeft size={14} />} onClick={() => act('1', tab.key)}>
                {t('tabs.closeLeft')}
              </Menu.Item>
              <Menu.Item data-key="2" leftSection={<IconArrowBarRight size={14} />} onClick={() => act('2', tab.key)}>
                {t('tabs.closeRight')}
              </Menu.Item>
              <Menu.Item data-key="3" leftSection={<IconX size={14} />} onClick={() => act('3', tab.key)}>
                {t('tabs.closeOthers')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ))}
      </Group>
    </ScrollArea>
  );
}
