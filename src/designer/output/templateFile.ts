/**
 * Template files in and out (hiprint-compatible JSON): the export writes the document exactly as
 * the engine saves it; the import reads a file, validates it with the engine's loader and names
 * what is wrong, so only a template the designer can lay out replaces the document.
 */
import { loadTemplate, TemplateError, type TemplateJson, templateToString } from '../../../engine/index.ts';
import { t } from '../../i18n/index.ts';
import { errorPosition } from './dataJson.ts';

/** How many problems an import error lists before it says how many more there are. */
export const IMPORT_ISSUES_SHOWN = 5;

/** The document as template JSON text. A document the engine rejects is still written: exporting is how it gets rescued. */
export function exportTemplateText(doc: TemplateJson): string {
  try {
    return templateToString(loadTemplate(doc));
  } catch (error) {
    if (error instanceof TemplateError) return JSON.stringify(doc, null, 2);
    throw error;
  }
}

export type ImportedTemplate = { ok: true; doc: TemplateJson } | { ok: false; error: string };

/** Read a template file's text. */
export function parseTemplateText(text: string): ImportedTemplate {
  const clean = text.replace(/^\uFEFF/, '');
  let json: unknown;
  try {
    json = JSON.parse(clean);
  } catch {
    const at = errorPosition(clean);
    const where = at ? t('output.data.at', { line: at.line, column: at.column }) : '';
    return { ok: false, error: t('output.import.notJson', { where }) };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json) || !('panels' in json)) {
    return { ok: false, error: t('output.import.notTemplate') };
  }
  try {
    loadTemplate(json);
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    const lines = error.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message));
    const more = lines.length > IMPORT_ISSUES_SHOWN ? [t('output.import.more', { count: lines.length - IMPORT_ISSUES_SHOWN })] : [];
    return { ok: false, error: [t('output.import.invalid'), ...lines.slice(0, IMPORT_ISSUES_SHOWN), ...more].join('\n') };
  }
  return { ok: true, doc: json as TemplateJson };
}

/** A file name from a template name: the characters file systems refuse become '_'. */
export function fileName(name: string | undefined, extension: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = (name ?? '').replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'template';
  return `${safe}.${extension}`;
}
