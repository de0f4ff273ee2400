/**
 * Sample data for a corpus template that comes without any: every bound field gets a value
 * (its testData when the template has one), every table 12 rows. Deterministic, so hiprint
 * and larder print the same thing run after run.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const NUMERIC = /(price|amount|money|count|qty|num|total|sum|weight|score|jine|shuliang|danjia|数量|金额|单价)/i;

function setPath(target: Record<string, Json>, path: string, value: Json): void {
  const parts = path.split('.');
  let at = target;
  for (const part of parts.slice(0, -1)) {
    if (typeof at[part] !== 'object' || at[part] === null || Array.isArray(at[part])) at[part] = {};
    at = at[part] as Record<string, Json>;
  }
  at[parts[parts.length - 1]!] = value;
}

function leafColumns(columns: Json): Array<Record<string, Json>> {
  if (!Array.isArray(columns)) return [];
  const rows = columns.every((c) => Array.isArray(c)) ? (columns as Json[][]) : [columns as Json[]];
  return rows.flat().filter((c): c is Record<string, Json> => typeof c === 'object' && c !== null && !Array.isArray(c));
}

export function sampleData(template: Json, rows = 12): Record<string, Json> {
  const data: Record<string, Json> = {};
  const panels = (template as { panels?: Json[] }).panels ?? [];
  for (const panel of panels) {
    const elements = ((panel as { printElements?: Json[] }).printElements ?? []) as Array<{ options?: Record<string, Json>; printElementType?: Record<string, Json> }>;
    for (const element of elements) {
      const o = element.options ?? {};
      const type = String(element.printElementType?.type ?? '');
      const field = typeof o.field === 'string' ? o.field : undefined;
      if (!field) continue;
      if (type.startsWith('table')) {
        const cols = leafColumns(o.columns ?? (element.printElementType?.columns as Json));
        data[field] = Array.from({ length: rows }, (_, i) => {
          const row: Record<string, Json> = {};
          for (const col of cols) {
            const f = typeof col.field === 'string' ? col.field : undefined;
            if (!f) continue;
            row[f] = NUMERIC.test(f) || col.tableSummary ? ((i * 7) % 23) + 1 + (i % 3) * 0.5 : `${String(col.title ?? f).replace(/<[^>]*>/g, '').slice(0, 6)}${i + 1}`;
          }
          return row;
        });
      } else if (type === 'image') {
        continue;
      } else {
        setPath(data, field, typeof o.testData === 'string' && o.testData !== '' ? o.testData : o.textType === 'barcode' || o.textType === 'qrcode' ? 'LARDER-0001' : `${String(o.title ?? field).slice(0, 8)}示例`);
      }
    }
  }
  return data;
}
