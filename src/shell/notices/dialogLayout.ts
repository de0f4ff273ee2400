/** Layout rules of the announcement detail dialog (section 2). */

/** 60% of the window wide (60vw: Mantine's '60%' would be 60% of the padded modal inner), 100% in full screen. */
export function dialogWidth(fullScreen: boolean): string {
  return fullScreen ? '100%' : '60vw';
}

/** The body is 80% of the window's height, in px. */
export function dialogBodyHeight(windowHeight: number): number {
  return Math.round(windowHeight * 0.8);
}

export interface HandleableNotice {
  openType?: string | null;
  openPage?: string | null;
  readFlag?: string | number | null;
}

/** 去处理 shows only for an unread announcement whose openType is url (and that has a page to go to). */
export function canHandle(notice: HandleableNotice): boolean {
  return notice.openType === 'url' && String(notice.readFlag ?? '0') !== '1' && !!notice.openPage;
}

/** Where 去处理 goes: openPage as an app path (a leading '/' added when missing); external URLs stay as they are. */
export function handleTarget(openPage: string): { external: boolean; href: string } {
  const page = openPage.trim();
  if (/^https?:\/\//i.test(page)) return { external: true, href: page };
  return { external: false, href: page.startsWith('/') ? page : `/${page}` };
}
