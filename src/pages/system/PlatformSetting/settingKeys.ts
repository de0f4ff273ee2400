import { CONFIG_VALUE_MAX, type ConfigRow } from '../../../contract/routes/sysconfig.ts';

/** The sys_setting items (section 3), in the order the form shows them; other items follow under their own key. */
export const SETTING_KEYS = ['platformName', 'institutionName', 'registerEnable', 'casEnable', 'icp', 'logo', 'ico', 'bg'] as const;

/** How each sys_setting item is edited: a switch for '1'/'0' flags, an image path with its preview, else text. */
export type SettingControl = 'switch' | 'image' | 'text';

const SETTING_CONTROLS: Readonly<Record<string, SettingControl>> = {
  registerEnable: 'switch',
  casEnable: 'switch',
  logo: 'image',
  ico: 'image',
  bg: 'image',
};

export function settingControl(key: string): SettingControl {
  return Object.hasOwn(SETTING_CONTROLS, key) ? SETTING_CONTROLS[key]! : 'text';
}

/** Known keys first in SETTING_KEYS order, then the rest by key. */
export function orderSettings<T extends { itemText: string }>(items: T[]): T[] {
  const rank = (key: string) => { const i = (SETTING_KEYS as readonly string[]).indexOf(key); return i === -1 ? SETTING_KEYS.length : i; };
  return [...items].sort((a, b) => rank(a.itemText) - rank(b.itemText) || a.itemText.localeCompare(b.itemText));
}

/** The items whose value was changed in the form. */
export function changedSettings<T extends { id: string; itemValue: string }>(items: T[], values: Record<string, string>): T[] {
  return items.filter((item) => values[item.id] !== undefined && values[item.id] !== item.itemValue);
}

/** A platform config key as GET /system/sysConfig/list answers it, and the longest value the server accepts. */
export { CONFIG_VALUE_MAX, type ConfigRow };

/** Config keys whose value is a switch ('1' on, '0' off) rather than text. */
export const SWITCH_CONFIG_KEYS: ReadonlySet<string> = new Set(['SYS_CONFIG_CONTRACT_CHECK']);

/** Long texts get a multi-line field. */
export const LONG_CONFIG_KEYS: ReadonlySet<string> = new Set(['SYS_CONFIG_PAY_TIPS']);

/** The config rows whose value was changed in the form (a key without a row counts as ''). */
export function changedConfig(rows: ConfigRow[], values: Record<string, string>): ConfigRow[] {
  return rows.filter((row) => values[row.key] !== undefined && values[row.key] !== (row.value ?? ''));
}

/** The i18n key (under pages.) of the first value too long to save, per config key. */
export function configErrors(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.length > CONFIG_VALUE_MAX).map(([k]) => [k, 'platform.config.tooLong']));
}
