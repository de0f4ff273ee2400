/** The top menu: a drop-down per top-level item. */
import { Group, Menu, UnstyledButton } from '@mantine/core';
import type { MenuItem } from '../../api/types.ts';
import { MenuIcon } from './icons.tsx';
import { useMenuTitle } from './menuTitle.ts';
import { openMenuPath } from './openMenuPath.ts';

const contains = (item: MenuItem, path: string): boolean => item.path === path || !!item.children?.some((c) => contains(c, path));

export function TopMenu({ tree, current, dark }: { tree: MenuItem[]; current: string; dark: boolean }) {
  const titleOf = useMenuTitle();
  const color = dark ? 'rgba(255,255,255,0.85)' : undefined;
  const go = (item: MenuItem) => openMenuPath(item.meta.url || item.path, !!item.meta.internalOrExternal);
  const items = (list: MenuItem[]): React.ReactNode =>
    list.map((item) =>
      item.children?.length ? (
        <Menu.Sub key={item.id}>
          <Menu.Sub.Target>
            <Menu.Sub.Item>{titleOf(item.meta.title)}</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>{items(item.children)}</Menu.Sub.Dropdown>
        </Menu.Sub>
      ) : (
        <Menu.Item key={item.id} onClick={() => go(item)}>
          {titleOf(item.meta.title)}
        </Menu.Item>
      ),
    );
  return (
    <Group gap={2} wrap="nowrap" data-testid="top-menu" style={{ overflow: 'hidden' }}>
      {tree.map((item) =>
        item.children?.length ? (
          <Menu key={item.id} trigger="hover" position="bottom-start">
            <Menu.Target>
              <UnstyledButton px="sm" py={6} style={{ color, fontWeight: contains(item, current) ? 600 : 400, whiteSpace: 'nowrap', display: 'flex', gap: 6, alignItems: 'center' }}>
                <MenuIcon name={item.meta.icon} size={16} />
                {titleOf(item.meta.title)}
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>{items(item.children)}</Menu.Dropdown>
          </Menu>
        ) : (
          <UnstyledButton key={item.id} px="sm" py={6} style={{ color, whiteSpace: 'nowrap' }} onClick={() => go(item)}>
            {titleOf(item.meta.title)}
          </UnstyledButton>
        ),
      )}
    </Group>
  );
}
