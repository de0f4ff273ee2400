/**
 * The top menu: a drop-down per top-level item. Entries that do not fit beside the search box, bell
 * and user menu go under a trailing 更多 entry, so every menu stays reachable at any width.
 */
import { Group, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { MenuItem } from '../../api/types.ts';
import { useT } from '../../i18n/index.ts';
import { MenuIcon } from './icons.tsx';
import { useMenuTitle } from './menuTitle.ts';
import { openMenuPath } from './openMenuPath.ts';
import { fitCount } from './overflow.ts';

const contains = (item: MenuItem, path: string): boolean => item.path === path || !!item.children?.some((c) => contains(c, path));
const GAP = 2;

export function TopMenu({ tree, current, dark }: { tree: MenuItem[]; current: string; dark: boolean }) {
  const t = useT();
  const titleOf = useMenuTitle();
  const color = dark ? 'rgba(255,255,255,0.85)' : undefined;
  const go = (item: MenuItem) => openMenuPath(item.meta.url || item.path, !!item.meta.internalOrExternal);
  const root = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(tree.length);
  const titles = tree.map((item) => titleOf(item.meta.title)).join('\u0000');

  // Measure every entry once laid out (hidden), then show as many as the header leaves room for.
  useLayoutEffect(() => {
    const box = root.current;
    const row = measure.current;
    if (!box || !row) return;
    const update = () => {
      const widths = [...row.children].map((child) => (child as HTMLElement).offsetWidth);
      const more = widths.pop() ?? 0;
      setShown(fitCount(widths, box.clientWidth, more, GAP));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => observer.disconnect();
  }, [titles]);

  const items = (list: MenuItem[]): ReactNode =>
    list.map((item) =>
      item.children?.length ? (
        <Menu.Sub key={item.id}>
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<MenuIcon name={item.meta.icon} size={14} />}>{titleOf(item.meta.title)}</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>{items(item.children)}</Menu.Sub.Dropdown>
        </Menu.Sub>
      ) : (
        <Menu.Item key={item.id} onClick={() => go(item)}>
          {titleOf(item.meta.title)}
        </Menu.Item>
      ),
    );
  const entryStyle = (item?: MenuItem): CSSProperties => ({
    color,
    fontWeight: item && contains(item, current) ? 600 : 400,
    whiteSpace: 'nowrap',
    display: 'flex',
    gap: 6,
    alignItems: 'center',
  });
  const label = (item: MenuItem) => (
    <>
      {item.children?.length ? <MenuIcon name={item.meta.icon} size={16} /> : null}
      {titleOf(item.meta.title)}
    </>
  );
  const entry = (item: MenuItem) =>
    item.children?.length ? (
      <Menu key={item.id} trigger="hover" position="bottom-start">
        <Menu.Target>
          <UnstyledButton px="sm" py={6} style={entryStyle(item)}>
            {label(item)}
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>{items(item.children)}</Menu.Dropdown>
      </Menu>
    ) : (
      <UnstyledButton key={item.id} px="sm" py={6} style={entryStyle(item)} onClick={() => go(item)}>
        {label(item)}
      </UnstyledButton>
    );
  const hidden = tree.slice(shown);

  return (
    <div ref={root} style={{ position: 'relative', flex: 1, minWidth: 0, overflow: 'hidden' }}>
      <Group gap={GAP} wrap="nowrap" data-testid="top-menu">
        {tree.slice(0, shown).map(entry)}
        {hidden.length > 0 && (
          <Menu trigger="click-hover" position="bottom-end">
            <Menu.Target>
              <UnstyledButton px="sm" py={6} style={entryStyle(hidden.find((item) => contains(item, current)))} data-testid="top-menu-more">
                <IconDots size={16} />
                {t('shell.header.moreMenu')}
                <IconChevronDown size={12} />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown data-testid="top-menu-more-dropdown">{items(hidden)}</Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {/* The measuring row: every entry and the 更多 entry at their natural width, never seen. */}
      <div ref={measure} aria-hidden style={{ position: 'absolute', top: 0, left: 0, visibility: 'hidden', pointerEvents: 'none', display: 'flex', gap: GAP, whiteSpace: 'nowrap' }}>
        {tree.map((item) => (
          <UnstyledButton key={item.id} component="span" px="sm" py={6} style={entryStyle(item)} tabIndex={-1}>
            {label(item)}
          </UnstyledButton>
        ))}
        <UnstyledButton component="span" px="sm" py={6} style={entryStyle()} tabIndex={-1}>
          <IconDots size={16} />
          {t('shell.header.moreMenu')}
          <IconChevronDown size={12} />
        </UnstyledButton>
      </div>
    </div>
  );
}
