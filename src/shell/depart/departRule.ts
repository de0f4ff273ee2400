/** When the department switcher must show (sections 2, 6 and 8). */

export interface Depart {
  id?: string;
  departName: string;
  orgCode: string;
}

export type DepartDecision =
  /** The user belongs to no department: warn 'Please set department'. */
  | { kind: 'none' }
  /** One department, or a remembered choice that is still one of the user's: go on with it. */
  | { kind: 'chosen'; orgCode: string }
  /** Several departments and no valid choice: the user must choose before continuing. */
  | { kind: 'choose' };

/**
 * What to do after loading the user's departments. `remembered` is the stored choice (7 days); a choice
 * that is no longer one of the user's departments does not count.
 */
export function departDecision(departs: readonly Depart[], remembered: string | null | undefined): DepartDecision {
  if (departs.length === 0) return { kind: 'none' };
  if (departs.length === 1) return { kind: 'chosen', orgCode: departs[0].orgCode };
  if (remembered && departs.some((d) => d.orgCode === remembered)) return { kind: 'chosen', orgCode: remembered };
  return { kind: 'choose' };
}
