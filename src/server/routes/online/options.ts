/** The choices of a form's select fields: the enabled items of their dictionaries. */
import { and, asc, eq } from 'drizzle-orm';
import type { FormDefinition } from '../../../contract/domain/online.ts';
import type { Db } from '../../db/index.ts';
import { dictionaries, dictionaryItems } from '../../db/schema/index.ts';

/** The allowed values of each select field (enabled dictionary items). */
export async function selectOptions(db: Db, definition: FormDefinition): Promise<Record<string, { value: string; text: string }[]>> {
  const options: Record<string, { value: string; text: string }[]> = {};
  for (const field of definition.fields) {
    if (field.type !== 'select' || !field.dictCode) continue;
    options[field.name] = await db
      .select({ value: dictionaryItems.itemValue, text: dictionaryItems.itemText })
      .from(dictionaryItems)
      .innerJoin(dictionaries, eq(dictionaries.id, dictionaryItems.dictId))
      .where(and(eq(dictionaries.dictCode, field.dictCode), eq(dictionaries.deleted, false), eq(dictionaryItems.status, 1)))
      .orderBy(asc(dictionaryItems.sortOrder));
  }
  return options;
}

/** The options as sets of values, by the same keys. */
export const asSets = (options: Record<string, { value: string }[]>): Record<string, Set<string>> =>
  Object.fromEntries(Object.entries(options).map(([k, list]) => [k, new Set(list.map((o) => o.value))]));

/** The item values of every dictionary the definition's selects name, by dictionary code. */
export async function dictionaryValues(db: Db, definition: FormDefinition): Promise<Record<string, Set<string>>> {
  const options = asSets(await selectOptions(db, definition));
  return Object.fromEntries(definition.fields.flatMap((f) => (f.type === 'select' && f.dictCode && options[f.name] ? [[f.dictCode, options[f.name]!]] : [])));
}
