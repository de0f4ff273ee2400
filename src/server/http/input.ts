/** Reading the loose inputs the admin forms send: comma-separated id lists, optional text fields. */

/** "a, b,,c" -> ['a', 'b', 'c'] without duplicates (the admin forms send id lists comma separated). */
export function parseIds(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((part) => part.trim()).filter(Boolean))];
}

/** The trimmed text, or null when it is empty or absent (optional form fields arrive as ''). */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
