/** The side menu: the server's tree as nested links; at 80 px only the top-level icons with fly-out menus. */
import { Menu, NavLink, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import type { MenuItem } from '../../api/types.ts';
import { MenuIcon } from './icons.tsx';
import { useMenuTitle } from './menuTitle.ts';
import { openMenuPath } from './openMenuPath.ts';
import classes from './menu.module.css';

interface Props {
  tree: MenuItem[];
  current: string;
  collapsed: boolean;
  dark: boolean;
  onNavigate?: () => void;
}

const contains = (item: MenuItem, path: string): boolean =>
  item.path === path || !!item.children?.some((c) => contains(c, path));

export function SideMenu({ tree, current, collapsed, dark, onNavigate }: Props) {
  const titleOf = useMenuTitle();
  const go = (item: MenuItem) => {
    openMenuPath(item.meta.url || item.path, !!item.meta.internalOrExternal);
    onNavigate?.();
  };
  if (collapsed) {
    return (
      <Stack gap={4} align="center" className={dark ? classes.dark : classes.light} data-testid="side-menu" data-collapsed="true">
        {tree.map((item) =>
          item.children?.length ? (
            <Menu key={item.id} position="right-start" trigger="hover" withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.iconButton} data-active={contains(item, current) || undefined} aria-label={titleOf(item.meta.title)}>
                  <MenuIcon name={item.meta.icon} size={20} />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{titleOf(item.meta.title)}</Menu.Label>
                {flatLeaves(item).map((leaf) => (
                  <Menu.Item key={leaf.id} onClick={() => go(leaf)}>
                    {titleOf(leaf.meta.title)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Tooltip key={item.id} label={titleOf(item.meta.title)} position="right">
              <UnstyledButton className={classes.iconButton} data-active={item.path === current || undefined} onClick={() => go(item)} aria-label={titleOf(item.meta.title)}>
                <MenuIcon name={item.meta.icon} size={20} />
              </UnstyledButton>
            </Tooltip>
          ),
        )}
      </Stack>
    );
  }
  const render = (items: MenuItem[], depth: number) =>
    items.map((item) =>
      item.children?.length ? (
        <NavLink
          key={item.id}
          label={titleOf(item.meta.title)}
          leftSection={depth === 0 ? <MenuIcon name={item.meta.icon} /> : undefined}
          defaultOpened={contains(item, current)}
          className={classes.link}
          childrenOffset={16}
        >
          {render(item.children, depth + 1)}
        </NavLink>
      ) : (
        <NavLink
          key={item.id}
          label={titleOf(item.meta.title)}
          leftSection={depth === 0 ? <MenuIcon name={item.meta.icon} /> : undefined}
          active={item.path === current}
          onClick={() => go(item)}
          className={classes.link}
          href={item.path}
          onClickCapture={(e) => e.preventDefault()}
          component="a"
        />
      ),
    );
  return (
    <nav className={dark ? classes.dark : classes.light} data-testid="side-menu" data-collapsed="false">
      {render(tree, 0)}
    </nav>
  );
}

function flatLeaves(item: MenuItem): MenuItem[] {
  return item.children?.length ? item.children.flatMap(flatLeaves) : [item];
}
