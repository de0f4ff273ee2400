/**
 * The content area. With tabs, pages of keepAlive routes stay mounted (hidden) while another tab is
 * shown, so their state survives switching; other pages mount afresh. Refresh remounts by key.
 */
import { useSnapshot } from 'valtio';
import type { ShellRoute } from '../menu/menuModel.ts';
import { useMenuTitle } from '../menu/menuTitle.ts';
import { ScreenView } from '../pages/ScreenView.tsx';
import { resolveScreen, type Screen } from '../pages/resolveScreen.ts';
import { tabsState } from '../state/tabs.ts';

interface Props {
  current: string;
  screen: Screen;
  /** The server's title of the current route (translated here for display). */
  title: string;
  routes: readonly ShellRoute[];
  tabbed: boolean;
}

const keepsAlive = (s: Screen | undefined): boolean => !!s && (s.kind === 'page' || s.kind === 'frame') && s.keepAlive;

export function PageStack({ current, screen, title, routes, tabbed }: Props) {
  const snap = useSnapshot(tabsState);
  const titleOf = useMenuTitle();
  const refresh = (key: string) => snap.refreshKeys[key] ?? 0;
  const kept = tabbed
    ? snap.tabs.filter((tab) => tab.key !== current && keepsAlive(resolveScreen(tab.key.split('?')[0], routes)))
    : [];
  // one keyed list, so a page keeps its element (and state) whether it is shown or hidden
  const items = [...kept.map((tab) => ({ key: tab.key, title: tab.title, screen: resolveScreen(tab.key.split('?')[0], routes)! })), { key: current, title, screen }];
  items.sort((a, b) => a.key.localeCompare(b.key));
  return (
    <>
      {items.map((item) => (
        <div key={`${item.key}#${refresh(item.key)}`} style={item.key === current ? undefined : { display: 'none' }} data-current={item.key === current || undefined}>
          <ScreenView screen={item.screen} title={titleOf(item.title)} />
        </div>
      ))}
    </>
  );
}
