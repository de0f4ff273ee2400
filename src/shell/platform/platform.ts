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

/** The name shown in place of a logo: the institution's, else the platform's. */
export function brandName(settings: PlatformSettings, fallback: string): string {
  return settings.institutionName?.trim() || settings.platformName?.trim() || fallback;
}

/** '2024' in the founding year, '2024-2026' later (the footer's copyright range). */
export function copyrightYears(since: number, now: number): string {
  return now > since ? `${since}-${now}` : String(now);
}
