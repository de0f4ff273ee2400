/**
 * Platform settings of the sys_setting dictionary (section 3): background, filing number, platform
 * and institution names. Loaded once, before or after login (the dictionary is public).
 */
import { proxy } from 'valtio';
import { getDictItems, type PlatformSettings } from '../../api/endpoints/session.ts';
import type { DictOption } from '../../contract/routes/dict.ts';

export const platform = proxy<{ settings: PlatformSettings; loaded: boolean }>({ settings: {}, loaded: false });

let loading: Promise<void> | undefined;

export function loadPlatformSettings(): Promise<void> {
  loading ??= getDictItems('sys_setting', { silent: true })
    .then((items) => {
      platform.settings = settingsFromItems(items);
      applyFavicon(platform.settings);
    })
    .catch(() => undefined)
    .finally(() => {
      platform.loaded = true;
    });
  return loading;
}

/** Items carry the key in `text` and the setting in `value`. */
export function settingsFromItems(items: ReadonlyArray<Pick<DictOption, 'text' | 'value'>>): PlatformSettings {
  const out: PlatformSettings = {};
  for (const item of items) if (item.text) out[item.text] = item.value;
  return out;
}

/**
 * An image setting (logo, ico, bg) as an address the page may load: a path on this site or an http(s)
 * address; anything else (protocol-relative, javascript:, data:) is ignored.
 */
export function imageSetting(value: string | undefined): string | undefined {
  const v = value?.trim() ?? '';
  return /^\/(?!\/)/.test(v) || /^https?:\/\//i.test(v) ? v : undefined;
}

/** Point the page's icon at the platform's (sys_setting ico), keeping the shipped one without it. */
export function applyFavicon(settings: PlatformSettings, doc: Document = document): void {
  const href = imageSetting(settings.ico);
  if (!href) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** The name shown beside the logo: the institution's, else the platform's. */
export function brandName(settings: PlatformSettings, fallback: string): string {
  return settings.institutionName?.trim() || settings.platformName?.trim() || fallback;
}

/** '2024' in the founding year, '2024-2026' later (the footer's copyright range). */
export function copyrightYears(since: number, now: number): string {
  return now > since ? `${since}-${now}` : String(now);
}
