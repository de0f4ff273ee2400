/** The pages' view of the shared dictionary: every key of the pages area lives under `pages.`. */
import { useT } from '../../i18n/index.ts';

export type PageT = (key: string, params?: Record<string, string | number>) => string;

/** `t` for the pages area: `tp('user.title')` reads `pages.user.title`. */
export function usePageT(): PageT {
  const t = useT();
  return (key, params) => t(`pages.${key}`, params);
}
