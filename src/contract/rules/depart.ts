/** The department form's fields (POST /sys/sysDepart/add, PUT /sys/sysDepart/edit), shared like ./account.ts. */

type Text = string | null | undefined;

export function departNameProblem(value: Text): 'DEPART_NAME_REQUIRED' | undefined {
  return value?.trim() ? undefined : 'DEPART_NAME_REQUIRED';
}
