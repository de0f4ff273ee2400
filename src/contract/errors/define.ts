/** The shape of one catalogue entry, and the identity that keeps an area's table literal. */
export interface ErrorDefinition {
  status: number;
  zh: string;
  en: string;
}

export const define = <T extends Record<string, ErrorDefinition>>(table: T): T => table;
