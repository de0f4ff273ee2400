/**
 * Asking before in-app navigation leaves a page with unsaved changes. wouter navigates through
 * history.pushState/replaceState (which it patches to announce changes) and follows popstate, so
 * the guard wraps the two methods and catches popstate before wouter's listener sees it:
 * - pushState/replaceState to another path while guarded: held back; the navigation happens once
 *   the user agrees.
 * - Back/Forward (popstate) away from the page while guarded: the page's URL is put back, and the
 *   move is done again (as a push of the URL it was going to) once the user agrees.
 * The guard only acts while the browser is at the guarded path, so a page kept alive in a hidden
 * tab does not stop navigation between other pages.
 */

type StateMethod = (data: unknown, unused: string, url?: string | URL | null) => void;

/** The browser pieces the guard uses; tests pass fakes. */
export interface GuardHost {
  history: { pushState: StateMethod; replaceState: StateMethod };
  location: { pathname: string; search: string; hash: string; href: string };
  addEventListener(type: 'popstate', listener: (event: Event) => void, options: { capture: boolean }): void;
  removeEventListener(type: 'popstate', listener: (event: Event) => void, options: { capture: boolean }): void;
}

export interface GuardOptions {
  /** The page's path (location.pathname while it is shown). */
  path: string;
  /** Whether leaving needs asking now (there are unsaved changes). */
  shouldAsk(): boolean;
  /** Ask the user; true lets the navigation go on. */
  ask(): Promise<boolean>;
}

/** Install the guard; returns the function that removes it. */
export function guardNavigation(host: GuardHost, options: GuardOptions): () => void {
  const { history, location } = host;
  const push = history.pushState;
  const replace = history.replaceState;
  let asking = false;
  let removed = false;
  /** Where the browser was after the last navigation the guard saw. */
  let lastPath = location.pathname;
  /** The page's full URL (search and hash too), to put back after a refused Back/Forward. */
  let pageUrl = location.href;
  const seen = (): void => {
    lastPath = location.pathname;
    if (lastPath === options.path) pageUrl = location.href;
  };

  const pathOf = (url: string | URL): string => new URL(String(url), location.href).pathname;
  const leaving = (url: string | URL | null | undefined): boolean =>
    !removed && url !== undefined && url !== null && location.pathname === options.path && pathOf(url) !== options.path && options.shouldAsk();

  const confirmThen = (go: () => void): void => {
    if (asking) return; // one question at a time; a second click while asking is dropped
    asking = true;
    void options
      .ask()
      .then((ok) => {
        if (ok) go();
      })
      .finally(() => {
        asking = false;
      });
  };

  const wrap = (original: StateMethod): StateMethod =>
    function (this: unknown, data, unused, url) {
      if (leaving(url)) {
        confirmThen(() => {
          original.call(history, data, unused, url);
          seen();
        });
        return;
      }
      original.call(history, data, unused, url);
      seen();
    };
  const guardedPush = wrap(push);
  const guardedReplace = wrap(replace);
  history.pushState = guardedPush;
  history.replaceState = guardedReplace;

  const onPopState = (event: Event): void => {
    // The browser has already moved: location is where Back/Forward went.
    const away = !removed && lastPath === options.path && location.pathname !== options.path && options.shouldAsk();
    if (!away) return seen();
    event.stopImmediatePropagation();
    const target = location.href;
    // Back on the page's URL (wouter hears of it, and stays on the page).
    push.call(history, null, '', pageUrl);
    seen();
    confirmThen(() => {
      push.call(history, null, '', target);
      seen();
    });
  };
  host.addEventListener('popstate', onPopState, { capture: true });

  return () => {
    removed = true;
    host.removeEventListener('popstate', onPopState, { capture: true });
    // Someone may have wrapped the methods after us; then ours stay in the chain, passing through.
    if (history.pushState === guardedPush) history.pushState = push;
    if (history.replaceState === guardedReplace) history.replaceState = replace;
  };
}
