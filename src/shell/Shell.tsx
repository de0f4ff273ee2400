/**
 * The router of the back office (section 2): open routes, redirects and shortcuts, the guards, the
 * token-in-URL login, then the protected area built from the server's menu.
 */
import { Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { tokenLogin } from '../api/endpoints/session.ts';
import { getToken } from '../api/session.ts';
import { useT } from '../i18n/index.ts';
import { ApiEventReactions } from './events/ApiEventReactions.tsx';
import { endSession } from './events/endSession.ts';
import { BasicLayout } from './layouts/BasicLayout.tsx';
import { UserLayout } from './layouts/UserLayout.tsx';
import { flattenRoutes, visibleTree } from './menu/menuModel.ts';
import { useMenuTitle } from './menu/menuTitle.ts';
import { PageStack } from './tabs/PageStack.tsx';
import { ScreenView } from './pages/ScreenView.tsx';
import { resolveScreen } from './pages/resolveScreen.ts';
import { ShellPagesProvider, type ShellPages } from './pages/shellPages.tsx';
import { brandName, loadPlatformSettings, platform } from './platform/platform.ts';
import { decideNavigation, hidesHeader, loginRedirect } from './router/guards.ts';
import { HOME_PATH, isFullScreen, stripSlash } from './router/table.ts';
import { menuRoutes } from './permissions.ts';
import { deviceState, setHiddenHeader, setWidth } from './state/device.ts';
import { loadPermissions, login, sessionState } from './state/session.ts';
import { settings } from './state/settings.ts';
import { openTab, tabsState } from './state/tabs.ts';

const spinner = (
  <Center h="60vh">
    <Loader />
  </Center>
);

/** The back office's router; `pages` are the screens the composition root (src/app) hands in. */
export function Shell({ pages }: { pages: ShellPages }) {
  const { Login, Register, RegisterResult, Alteration, SupplierRegister, ServerDown, Preview } = pages;
  const [path] = useLocation();
  const search = useSearch();
  const hasToken = !!getToken();
  const decision = decideNavigation({ path, search, hasToken });

  useEffect(() => {
    void loadPlatformSettings();
  }, []);
  // scroll to the top on every navigation
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  useEffect(() => {
    setHiddenHeader(hidesHeader(search));
  }, [search]);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  let body: ReactNode;
  if (decision.kind === 'token-login') body = <TokenLogin token={decision.token} cleanUrl={decision.cleanUrl} />;
  else if (decision.kind === 'redirect') body = <Redirect to={decision.to} replace />;
  else
    body = (
      <Switch>
        <Route path="/preview">
          <Suspense fallback={spinner}>
            <Preview />
          </Suspense>
        </Route>
        <Route path="/521">
          <Titled titleKey="shell.route.serverDown">
            <ServerDown />
          </Titled>
        </Route>
        <Route path="/user/login">{user(<Login />, 'shell.route.login')}</Route>
        <Route path="/user/register">{user(<Register />, 'shell.route.register')}</Route>
        <Route path="/user/register-result">{user(<RegisterResult />, 'shell.route.registerResult')}</Route>
        <Route path="/user/alteration">{user(<Alteration />, 'shell.route.alteration')}</Route>
        <Route path="/newsupplier/register">{user(<SupplierRegister />, 'shell.route.supplierRegister')}</Route>
        <Route path="/newsupplier/supplierRegister">{user(<SupplierRegister />, 'shell.route.supplierRegister')}</Route>
        <Route path="/supplier/register">{user(<SupplierRegister />, 'shell.route.supplierRegister')}</Route>
        <Route>
          <Protected path={stripSlash(path)} search={search} />
        </Route>
      </Switch>
    );
  return (
    <ShellPagesProvider value={pages}>
      <ApiEventReactions />
      {body}
    </ShellPagesProvider>
  );
}

function user(page: ReactNode, titleKey: string) {
  return (
    <Titled titleKey={titleKey}>
      <UserLayout>{page}</UserLayout>
    </Titled>
  );
}

/** Sets the document title: the page's title (a server title, shown in the current locale), then the platform's name. */
function Titled({ titleKey, title, children }: { titleKey?: string; title?: string; children: ReactNode }) {
  const t = useT();
  const titleOf = useMenuTitle();
  const { settings: ps } = useSnapshot(platform);
  const text = title ? titleOf(title) : titleKey ? t(titleKey) : '';
  const brand = brandName(ps, t('shell.platformFallback'));
  useEffect(() => {
    document.title = text ? `${text} - ${brand}` : brand;
  }, [text, brand]);
  return <>{children}</>;
}

/** A token in the query: log in with it, then reload at the same address without it. */
function TokenLogin({ token, cleanUrl }: { token: string; cleanUrl: string }) {
  useEffect(() => {
    let gone = false;
    tokenLogin(token)
      .then(async (envelope) => {
        if (String(envelope.code) === '200' && envelope.result) await login(envelope.result);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!gone) window.location.replace(cleanUrl);
      });
    return () => {
      gone = true;
    };
  }, [token, cleanUrl]);
  return spinner;
}

/** The logged-in area: permissions loaded once (failure → logout, login with redirect), then the layout. */
function Protected({ path, search }: { path: string; search: string }) {
  const t = useT();
  const session = useSnapshot(sessionState);
  const s = useSnapshot(settings);
  const device = useSnapshot(deviceState);
  const { settings: ps } = useSnapshot(platform);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (session.permissions) return;
    let gone = false;
    Promise.resolve(loadPermissions()).catch(async () => {
      if (gone) return;
      await endSession();
      setFailed(true);
      navigate(loginRedirect(path, search), { replace: true });
    });
    return () => {
      gone = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.permissions]);

  const menu = (session.permissions?.menu ?? []) as import('../api/types.ts').MenuItem[];
  const routes = useMemo(() => flattenRoutes(menuRoutes(menu)), [menu]);
  const tree = useMemo(() => visibleTree(menuRoutes(menu)), [menu]);
  const screen = resolveScreen(path, routes);
  const title = !screen || screen.kind === 'redirect' ? '' : screen.kind === 'not-found' ? t('shell.route.notFound') : screen.kind === 'page' && screen.titleKey ? t(screen.titleKey) : screen.title;
  const tabbed = s.multipage && device.device !== 'mobile';
  const key = path + (search ? `?${search}` : '');
  const brand = brandName(ps, t('shell.platformFallback'));
  const fullScreen = isFullScreen(path);

  useEffect(() => {
    if (!session.permissions || !screen || screen.kind === 'redirect' || fullScreen) return;
    if (!tabsState.tabs.some((tab) => tab.key.split('?')[0] === HOME_PATH) && s.multipage) {
      const home = resolveScreen(HOME_PATH, routes);
      tabsState.tabs.unshift({ key: HOME_PATH, title: home && home.kind === 'page' ? home.title : t('common.home') });
    }
    openTab(key, title);
    // Not on s.multipage: multi-tab off and on again leaves the list reset to the current page (section 4),
    // where the last-tab rule applies; the home tab joins again on the next navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, title, !!session.permissions]);

  if (failed || !session.permissions) return spinner;
  if (!screen) return <Redirect to="/404" replace />;
  if (screen.kind === 'redirect') return <Redirect to={screen.to} replace />;
  if (fullScreen)
    return (
      <Titled title={title}>
        <ScreenView screen={screen} title={title} />
      </Titled>
    );
  return (
    <Titled title={title}>
      <BasicLayout menu={menu} tree={tree} current={path} title={title} brand={brand} tabbed={tabbed}>
        <PageStack current={key} screen={screen} title={title} routes={routes} tabbed={tabbed} />
      </BasicLayout>
    </Titled>
  );
}
