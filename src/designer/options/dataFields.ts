/**
 * The fields of the records a template prints, as the host knows them from the template's type (a
 * delivery note's order number, its lines' product names ...): the 字段名 rows offer them while still
 * taking any name typed. Set by the designer page when the template opens; empty for a type the host
 * has no record shape for, and then the rows are plain text as before.
 */

export interface DataField {
  field: string;
  title: string;
  /** A list of rows a table binds: the fields of its columns. */
  columns?: readonly DataField[];
}

/** One entry of an autocomplete: the value stored, and what the list shows beside it. */
export interface Suggestion {
  value: string;
  label: string;
}

let dataFields: readonly DataField[] = [];

export function setDataFields(fields: readonly DataField[] | undefined): void {
  dataFields = fields ?? [];
}

export function getDataFields(): readonly DataField[] {
  return dataFields;
}

const entry = (f: DataField): Suggestion => ({ value: f.field, label: f.title });

/**
 * What the field row of a panel offers (`panel` is the panel kind: 'element:table', 'column',
 * 'element:text' ...): a table binds one of the lists, a table column one of the lists' column fields,
 * every other element one of the single values.
 */
export function fieldSuggestions(fields: readonly DataField[], panel: string): Suggestion[] {
  if (panel === 'element:table') return fields.filter((f) => f.columns).map(entry);
  if (panel === 'column') {
    const seen = new Map<string, Suggestion>();
    for (const list of fields) for (const column of list.columns ?? []) if (!seen.has(column.field)) seen.set(column.field, entry(column));
    return [...seen.values()];
  }
  return fields.filter((f) => !f.columns).map(entry);
}
