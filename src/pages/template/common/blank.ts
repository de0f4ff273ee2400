/**
 * The body of a new template: one empty panel on its type's default paper (a label is not an A4
 * sheet), which the designer then fills.
 */

export interface TypePaper {
  /** A named paper (A4 ...), or none for a custom size. */
  paperType?: string;
  /** mm. */
  width: number;
  height: number;
}

const A4: TypePaper = { paperType: 'A4', width: 210, height: 297 };

/**
 * Default paper by template type code (the codes of the seeded types; a type added later with one of
 * these codes gets the same paper). Sizes as the shipped samples use them: a 60x40 mm shelf label, an
 * 80 mm receipt roll.
 */
export const TYPE_PAPERS: Readonly<Record<string, TypePaper>> = {
  label: { width: 60, height: 40 },
  receipt: { width: 80, height: 120 },
  delivery_note: A4,
  report: A4,
};

/** The paper a new template of the type with `code` starts on; A4 for no type or an unknown one. */
export function paperForType(code: string | null | undefined): TypePaper {
  return (code && Object.hasOwn(TYPE_PAPERS, code) ? TYPE_PAPERS[code] : undefined) ?? A4;
}

/** A new template's body on the paper of the type with `code`. */
export function blankTemplate(code?: string | null) {
  const paper = paperForType(code);
  const name = paper.paperType ?? `${paper.width}×${paper.height}`;
  return { panels: [{ index: 0, name, ...(paper.paperType ? { paperType: paper.paperType } : {}), width: paper.width, height: paper.height, printElements: [] }] };
}

/** One empty A4 panel. */
export const BLANK_TEMPLATE = blankTemplate();

/** The name of a copy: the original name with the localized suffix, cut to the server's 100 characters. */
export function copyName(name: string, suffix: string): string {
  return `${name}${suffix}`.slice(0, 100);
}
