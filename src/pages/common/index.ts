export { ListTable, type Column } from './ListTable.tsx';
export { SearchBar } from './SearchBar.tsx';
export { PageCard } from './PageCard.tsx';
export { usePagedList, type PagedList } from './usePagedList.ts';
export { usePageT, type PageT } from './i18n.ts';
export { confirmAction, notifySuccess } from './feedback.ts';
export * from './query.ts';
export { formatTime } from './format.ts';
export { problemKeys, ruleText, type OwnWords } from './ruleText.ts';
