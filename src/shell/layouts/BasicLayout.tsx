/**
 * The main layout: side menu (200 / 80 px) or top menu, header, tabs, breadcrumb, content and footer;
 * on mobile (≤ 1087.99 px) the menu is a drawer. Fixed header / hide-on-scroll / fixed side menu and
 * content width follow the settings.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, AppShell, Box, Breadcrumbs, Drawer, Image, ScrollArea, Text } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { MenuItem } from '../../api/types.ts';
import { useT } from '../../i18n/index.ts';
import { AccountDrawer } from '../account/AccountDrawer.tsx';
import { ContractGate } from '../contract/ContractGate.tsx';
import { DepartSwitcher } from '../depart/DepartSwitcher.tsx';
import { Header } from '../header/Header.tsx';
import { SideMenu } from '../menu/SideMenu.tsx';
import { trail } from '../menu/menuModel.ts';
import { useMenuTitle } from '../menu/menuTitle.ts';
import { SettingsDrawer } from '../settings/SettingsDrawer.tsx';
import { AUTO_HIDE_SCROLL_PX, deviceState, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../state/device.ts';
import { settings } from '../state/settings.ts';
import { TabBar } from '../tabs/TabBar.tsx';
import { Footer } from './Footer.tsx';
import { imageSetting, platform } from '../platform/platform.ts';

const HEADER_HEIGHT = 56;
const DARK_MENU = '#001529';

interface Props {
  menu: readonly MenuItem[];
  tree: MenuItem[];
  current: string;
  /** The server's title of the current route (translated here for display). */
  title: string;
  brand: string;
  tabbed: boolean;
  children: ReactNode;
}

export function BasicLayout({ menu, tree, current, title, brand, tabbed, children }: Props) {
  const t = useT();
  const titleOf = useMenuTitle();
  const s = useSnapshot(settings);
  const device = useSnapshot(deviceState);
  const [drawerMenu, setDrawerMenu] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const [scroll] = useWindowScroll();
  const [hiddenByScroll, setHiddenByScroll] = useState(false);
  const mobile = device.device === 'mobile';
  const side = s.layout === 'sidemenu' || mobile;
  const dark = s.theme === 'dark';

  // hide-on-scroll: hidden when scrolling down past 100 px, shown again on the way up
  const [lastY, setLastY] = useState(0);
  useEffect(() => {
    if (!s.fixedHeader || !s.autoHideHeader) {
      setHiddenByScroll(false);
      return;
    }
    setHiddenByScroll(scroll.y > AUTO_HIDE_SCROLL_PX && scroll.y > lastY);
    setLastY(scroll.y);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scroll.y, s.fixedHeader, s.autoHideHeader]);

  useEffect(() => {
    setDrawerMenu(false);
  }, [current]);

  const navbarWidth = device.sidebarOpened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  const headerHidden = device.hiddenHeader;
  const crumbs = trail(menu, current);
  const logo = imageSetting(useSnapshot(platform).settings.logo);
  const brandBlock = (collapsed: boolean) => (
    <Box px="md" py="sm" h={HEADER_HEIGHT} style={{ display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'flex-start' }}>
      {logo && <Image src={logo} h={28} w={28} fit="contain" mr={collapsed ? 0 : 'xs'} alt="" data-testid="brand-logo" />}
      {!(collapsed && logo) && (
        <Text fw={700} c={dark ? '#fff' : undefined} truncate data-testid="brand">
          {collapsed ? brand.slice(0, 2) : brand}
        </Text>
      )}
    </Box>
  );

  return (
    <AppShell
      header={headerHidden ? undefined : { height: HEADER_HEIGHT, collapsed: hiddenByScroll }}
      navbar={side && !mobile ? { width: navbarWidth, breakpoint: 0 } : undefined}
      padding={0}
      layout={side && !mobile ? 'alt' : 'default'}
      data-shell-layout={mobile ? 'mobile' : s.layout}
    >
      {!headerHidden && (
        <AppShell.Header style={{ position: s.fixedHeader ? 'fixed' : 'absolute' }} data-testid="header">
          <Header
            menu={menu}
            tree={tree}
            current={current}
            brand={brand}
            onOpenSettings={() => setSettingsOpen(true)}
            onOpenAccount={() => setAccountOpen(true)}
            onOpenDrawerMenu={() => setDrawerMenu(true)}
          />
        </AppShell.Header>
      )}
      {side && !mobile && (
        <AppShell.Navbar style={{ background: dark ? DARK_MENU : undefined, position: s.fixSiderbar ? 'fixed' : 'absolute', top: 0, height: s.fixSiderbar ? '100vh' : 'auto', minHeight: '100vh', zIndex: 150 }}>
          {brandBlock(!device.sidebarOpened)}
          <ScrollArea style={{ flex: 1 }} type="hover">
            <SideMenu tree={tree} current={current} collapsed={!device.sidebarOpened} dark={dark} />
          </ScrollArea>
        </AppShell.Navbar>
      )}
      {mobile && (
        <Drawer
          opened={drawerMenu}
          onClose={() => setDrawerMenu(false)}
          size={SIDEBAR_WIDTH}
          padding={0}
          withCloseButton={false}
          styles={{ body: { background: dark ? DARK_MENU : undefined, minHeight: '100vh', padding: 0 } }}
          data-testid="mobile-menu-drawer"
        >
          {brandBlock(false)}
          <SideMenu tree={tree} current={current} collapsed={false} dark={dark} onNavigate={() => setDrawerMenu(false)} />
        </Drawer>
      )}
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        {tabbed && <TabBar />}
        <Box
          p={device.extraSmall ? 'xs' : 'md'}
          style={{ flex: 1, width: '100%', maxWidth: s.layout === 'topmenu' && s.contentWidth === 'Fixed' && !mobile ? 1200 : undefined, margin: '0 auto' }}
        >
          <Breadcrumbs mb="sm" data-testid="breadcrumb" separatorMargin={6}>
            <Anchor component={Link} href="/dashboard/analysis" size="sm">
              {t('common.home')}
            </Anchor>
            {crumbs.filter((c) => c.path !== '/dashboard' && c.path !== '/dashboard/analysis').map((c) => (
              <Text key={c.id} size="sm" c="dimmed">
                {titleOf(c.meta.title)}
              </Text>
            ))}
            {crumbs.length === 0 && current !== '/dashboard/analysis' && title && (
              <Text size="sm" c="dimmed">
                {titleOf(title)}
              </Text>
            )}
          </Breadcrumbs>
          {children}
        </Box>
        <Footer />
      </AppShell.Main>
      <SettingsDrawer opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <AccountDrawer opened={accountOpen} onClose={() => setAccountOpen(false)} />
      <DepartSwitcher />
      <ContractGate />
    </AppShell>
  );
}
