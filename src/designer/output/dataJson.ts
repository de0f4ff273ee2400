/**
 * Print data pasted into the preview: JSON text in, the data and layout mode out, or an error that
 * names the problem and where it is (line and column), so a user can find it in a long paste.
 */
import type { LayoutMode } from '../../../engine/index.ts';
import { t } from '../../i18n/index.ts';
import { jsonErrorOffset, lineColumn } from './jsonPosition.ts';

/** The data a document is laid out with. */
export interface DocumentData {
  /** design: unbound fields show their testData; print: only the data (as `larder paginate`). */
  mode: LayoutMode;
  data: unknown;
}

/** The template's own test data: what the designer shows (a fresh object: UI state takes it over). */
export const testData = (): DocumentData => ({ mode: 'design', data: {} });

export type ParsedData = { ok: true; value: DocumentData } | { ok: false; error: string };

/**
 * Read pasted data. An object is one record; a list prints one copy of the template per record
 * (the engine's rule). Empty text means the template's test data.
 */
export function parseDataJson(text: string): ParsedData {
  if (text.trim() === '') return { ok: true, value: testData() };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = errorPosition(text);
    const where = at ? t('output.data.at', { line: at.line, column: at.column }) : '';
    return { ok: false, error: t('output.data.invalid', { detail: cleanMessage(message), where }) };
  }
  if (typeof data !== 'object' || data === null) {
    return { ok: false, error: t('output.data.notObject', { kind: data === null ? 'null' : typeof data }) };
  }
  if (Array.isArray(data)) {
    const bad = data.findIndex((r) => typeof r !== 'object' || r === null || Array.isArray(r));
    if (bad >= 0) return { ok: false, error: t('output.data.badRecord', { index: bad + 1 }) };
  }
  return { ok: true, value: { mode: 'print', data } };
}

/** Line and column (1-based) where `text` stops being JSON. */
export function errorPosition(text: string): { line: number; column: number } | undefined {
  const offset = jsonErrorOffset(text);
  return offset === undefined ? undefined : lineColumn(text, offset);
}

/** V8's message without the position part and the echo of the input, which the UI says better. */
function cleanMessage(message: string): string {
  return message
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/\s*at position \d+/, '')
    .replace(/,\s*(".*"|\.\.\.".*) is not valid JSON$/s, '')
    .replace(/ in JSON$/, '')
    .trim();
}
