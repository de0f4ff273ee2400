/** Saving a template: the JSON it was loaded from, with nothing dropped or reordered. */
import type { Template, TemplateJson } from './types.ts';

/** The template's JSON, deep-copied so later edits of either side stay independent. */
export function saveTemplate(template: Template): TemplateJson {
  return structuredClone(template.json);
}

/** The template as formatted JSON text. */
export function templateToString(template: Template): string {
  return JSON.stringify(template.json, null, 2);
}
