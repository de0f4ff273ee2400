/**
 * The page header: menu toggle, brand and top menu (top layout), order-home button, menu search, the
 * notice bell, the welcome line and the user drop-down (system settings, account settings, department,
 * logout with confirmation).
 */
import { ActionIcon, Burger, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBuildingStore, IconChevronDown, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout, IconSettings, IconSitemap, IconUserCog } from '@tabler/icons-react';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import type { MenuItem } from '../../api/types.ts';
import { getToken, logoutUrl } from '../../api/session.ts';
import { useT } from '../../i18n/index.ts';
import { NoticeBell } from '../notices/NoticeBell.tsx';
import { openDepartSwitcher } from '../depart/DepartSwitcher.tsx';
import { MenuSearch } from '../menu/MenuSearch.tsx';
import { TopMenu } from '../menu/TopMenu.tsx';
import { deviceState, toggleSidebar } from '../state/device.ts';
import { logout, sessionState } from '../state/session.ts';
import { settings } from '../state/settings.ts';
import { useGreeting } from './greeting.ts';

interface Props {
  menu: readonly MenuItem[];
  tree: MenuItem[];
  current: string;
  brand: string;
  onOpenSettings(): void;
  onOpenAccount(): void;
  onOpenDrawerMenu(): void;
}

export function confirmLogout(t: (key: string) => string): void {
  modals.openConfirmModal({
    title: t('shell.header.logout'),
    children: <Text size="sm">{t('messages.logoutConfirm')}</Text>,
    labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
    onConfirm: () => {
      const token = getToken();
      void logout()
        .catch(() => logoutUrl(token))
        .then((url) => window.location.assign(url));
    },
  });
}

export function Header({ menu, tree, current, brand, onOpenSettings, onOpenAccount, onOpenDrawerMenu }: Props) {
  const t = useT();
  const greeting = useGreeting();
  const s = useSnapshot(settings);
  const device = useSnapshot(deviceState);
  const session = useSnapshot(sessionState);
  const mobile = device.device === 'mobile';
  const top = s.layout === 'topmenu' && !mobile;
  const dark = top && s.theme === 'dark';
  const user = session.user;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" style={{ background: dark ? '#001529' : undefined, color: dark ? '#fff' : undefined }}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        {mobile ? (
          <Burger opened={false} onClick={onOpenDrawerMenu} size="sm" aria-label={t('shell.header.menu')} data-testid="mobile-menu-button" />
        ) : top ? (
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {brand}
          </Text>
        ) : (
          <ActionIcon variant="subtle" color="gray" onClick={() => toggleSidebar()} aria-label={t('shell.header.toggleSidebar')}>
            {device.sidebarOpened ? <IconLayoutSidebarLeftCollapse size={20} /> : <IconLayoutSidebarLeftExpand size={20} />}
          </ActionIcon>
        )}
        {top && <TopMenu tree={tree} current={current} dark={dark} />}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Button size="xs" variant="light" leftSection={<IconBuildingStore size={16} />} onClick={() => navigate('/shop')} data-testid="order-home">
          {mobile ? null : t('shell.header.orderHome')}
        </Button>
        <MenuSearch menu={menu} mobile={mobile} />
        <NoticeBell />
        {!device.extraSmall && user && (
          <Text size="sm" data-testid="welcome" style={{ whiteSpace: 'nowrap' }}>
            {t('shell.header.welcome', { greeting: t(`shell.header.greetings.${greeting}`), depart: user.deptName ?? '', name: user.realname || user.username })}
          </Text>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton data-testid="user-menu" style={{ display: 'flex', alignItems: 'center', gap: 4, color: 'inherit' }}>
              <Text size="sm">{user?.realname || user?.username}</Text>
              <IconChevronDown size={14} />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconSettings size={16} />} onClick={onOpenSettings} data-testid="open-settings">
              {t('settings.title')}
            </Menu.Item>
            <Menu.Item leftSection={<IconUserCog size={16} />} onClick={onOpenAccount}>
              {t('shell.header.accountSettings')}
            </Menu.Item>
            {(session.departs?.length ?? 0) > 1 && (
              <Menu.Item leftSection={<IconSitemap size={16} />} onClick={() => openDepartSwitcher()}>
                {t('shell.header.switchDepart')}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={() => confirmLogout(t)} data-testid="logout">
              {t('shell.header.logout')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
