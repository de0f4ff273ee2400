/** The body of a new template: one empty A4 panel, which the designer then fills. */
export const BLANK_TEMPLATE = { panels: [{ index: 0, name: 'A4', paperType: 'A4', height: 297, width: 210, printElements: [] }] };

/** The name of a copy: the original name with the localized suffix, cut to the server's 100 characters. */
export function copyName(name: string, suffix: string): string {
  return `${name}${suffix}`.slice(0, 100);
}
