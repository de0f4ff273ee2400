/**
 * The region picker's rules without React: which level a choice clears, what the picker's value is,
 * when an outside value has to be looked up, and the per-parent answer cache.
 */
import { REGION_ROOT, type RegionNode } from '../../../api/endpoints/regions.ts';

export type RegionLevel = 'province' | 'city' | 'district';

/** Top to bottom; a level's options are the children of the level above. */
export const REGION_LEVELS: readonly RegionLevel[] = ['province', 'city', 'district'];

/** The chosen id at each level (null = none). */
export interface RegionSelection {
  province: string | null;
  city: string | null;
  district: string | null;
}

export const EMPTY_SELECTION: RegionSelection = { province: null, city: null, district: null };

/** Choose `id` at `level`: a changed choice clears every level below it; the same choice changes nothing. */
export function selectRegion(selection: RegionSelection, level: RegionLevel, id: string | null): RegionSelection {
  if (selection[level] === id) return selection;
  const next: RegionSelection = { ...selection, [level]: id };
  for (const lower of REGION_LEVELS.slice(REGION_LEVELS.indexOf(level) + 1)) next[lower] = null;
  return next;
}

/**
 * The picker's value: the district, and nothing until one is chosen; with `anyLevel` (a filter: a province or a
 * city stands for everything under it) the deepest level chosen.
 */
export function regionValue(selection: RegionSelection, anyLevel = false): string | null {
  return anyLevel ? selection.district ?? selection.city ?? selection.province : selection.district;
}

/** Whose children fill `level`'s options; null while the level above is not chosen. */
export function parentOf(selection: RegionSelection, level: RegionLevel): string | null {
  if (level === 'province') return REGION_ROOT;
  return level === 'city' ? selection.province : selection.city;
}

/** The selection a path (province down to district, as GET /sys/region/path answers) stands for. */
export function selectionFromPath(path: readonly RegionNode[]): RegionSelection {
  const byLevel = (level: number) => path.find((node) => node.level === level)?.id ?? null;
  return { province: byLevel(1), city: byLevel(2), district: byLevel(3) };
}

/**
 * What to do when the value from outside changes: 'load' the path of a district the selection does not
 * show, 'clear' when the outside value was reset while a district shows, else 'keep' (a half-made choice
 * has the value null too and must survive).
 */
export function syncWithValue(selection: RegionSelection, value: string | null, anyLevel = false): 'keep' | 'clear' | 'load' {
  if (value === regionValue(selection, anyLevel)) return 'keep';
  return value === null ? 'clear' : 'load';
}

/** Options for a Mantine Select. */
export function regionOptions(nodes: readonly RegionNode[]): Array<{ value: string; label: string }> {
  return nodes.map((node) => ({ value: node.id, label: node.text }));
}

/** One request per parent for the life of the page (the tree is static); a failed answer is asked again. */
export function cacheByParent(load: (pid: string) => Promise<RegionNode[]>): (pid: string) => Promise<RegionNode[]> {
  const answers = new Map<string, Promise<RegionNode[]>>();
  return (pid) => {
    let answer = answers.get(pid);
    if (!answer) {
      answer = load(pid);
      answers.set(pid, answer);
      answer.catch(() => answers.delete(pid));
    }
    return answer;
  };
}
