/**
 * The dictionary and dictionary item dialogs' fields (POST/PUT /sys/dict/…, /sys/dictItem/…), shared
 * like ./account.ts.
 */

type Text = string | null | undefined;

/** Letters, digits and underscores, 1 to 64 of them. */
export const DICT_CODE_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

export function dictNameProblem(value: Text): 'DICT_NAME_REQUIRED' | undefined {
  return value?.trim() ? undefined : 'DICT_NAME_REQUIRED';
}

/** Required, then the pattern (checked on the trimmed code, which is what is stored). */
export function dictCodeProblem(value: Text): 'DICT_CODE_REQUIRED' | 'DICT_CODE_INVALID' | undefined {
  const code = value?.trim();
  if (!code) return 'DICT_CODE_REQUIRED';
  return DICT_CODE_PATTERN.test(code) ? undefined : 'DICT_CODE_INVALID';
}

export function dictItemTextProblem(value: Text): 'DICT_ITEM_TEXT_REQUIRED' | undefined {
  return value?.trim() ? undefined : 'DICT_ITEM_TEXT_REQUIRED';
}

/**
 * Required, except in a dictionary keyed by its items' text (sys_setting, whose values may be empty);
 * the item dialog always asks for one.
 */
export function dictItemValueProblem(value: Text, textKeyed = false): 'DICT_ITEM_VALUE_REQUIRED' | undefined {
  return value?.trim() || textKeyed ? undefined : 'DICT_ITEM_VALUE_REQUIRED';
}
