/** Rules of the last system screens (issue 21) that the browser's forms and the server share. */

/** Category and data-source codes: a letter or digit first, then letters, digits, '_' or '-'. */
export const CATEGORY_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$';

/** A region code: the statistics division digits (2 province, 4 city, 6 district, up to 12). */
export const REGION_CODE_PATTERN = '^[0-9]{2,12}$';

/** The root whose children are the provinces (level 1); a region has three levels at most. */
export const REGION_MAX_LEVEL = 3;

/** A region code must extend its parent's (a province under the root: two digits of its own). */
export function regionCodeFits(parentId: string, parentLevel: number, id: string): boolean {
  if (parentLevel === 0) return id.length === 2;
  return id.length > parentId.length && id.startsWith(parentId);
}

export const DATA_SOURCE_KINDS = ['postgres'] as const;
export type DataSourceKind = (typeof DATA_SOURCE_KINDS)[number];

/** A connection URL the server may store for a kind. */
export function dataSourceUrlFits(kind: DataSourceKind, url: string): boolean {
  if (kind !== 'postgres') return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'postgres:' || parsed.protocol === 'postgresql:') && parsed.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The URL as answers show it: the password masked. */
export function maskedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '****';
    return parsed.toString();
  } catch {
    return '****';
  }
}
