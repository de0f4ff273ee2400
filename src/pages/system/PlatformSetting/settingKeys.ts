/** The sys_setting items (section 3), in the order the form shows them; other items follow under their own key. */
export const SETTING_KEYS = ['platformName', 'institutionName', 'registerEnable', 'casEnable', 'icp', 'logo', 'ico', 'bg'] as const;

/** Known keys first in SETTING_KEYS order, then the rest by key. */
export function orderSettings<T extends { itemText: string }>(items: T[]): T[] {
  const rank = (key: string) => { const i = (SETTING_KEYS as readonly string[]).indexOf(key); return i === -1 ? SETTING_KEYS.length : i; };
  return [...items].sort((a, b) => rank(a.itemText) - rank(b.itemText) || a.itemText.localeCompare(b.itemText));
}

/** The items whose value was changed in the form. */
export function changedSettings<T extends { id: string; itemValue: string }>(items: T[], values: Record<string, string>): T[] {
  return items.filter((item) => values[item.id] !== undefined && values[item.id] !== item.itemValue);
}
