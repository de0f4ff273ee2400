/**
 * Print data pasted into the preview, read without words: JSON text in, the data and layout mode
 * out, or the problem and where it is (line and column). Imports nothing of the page (no i18n, no
 * DOM), so the data worker runs it too; dataJson.ts puts problems into words.
 */
import type { LayoutMode } from '../../../engine/index.ts';
import { jsonErrorOffset, lineColumn } from './jsonPosition.ts';

/** The data a document is laid out with. */
export interface DocumentData {
  /** design: unbound fields show their testData; print: only the data (as `larder paginate`). */
  mode: LayoutMode;
  data: unknown;
}

/** The template's own test data: what the designer shows (a fresh object: UI state takes it over). */
export const testData = (): DocumentData => ({ mode: 'design', data: {} });

/** Why pasted data was not taken, without words: the worker finds it, the page says it in its language. */
export type DataProblem =
  | { kind: 'invalid'; detail: string; line?: number; column?: number }
  | { kind: 'notObject'; type: string }
  | { kind: 'badRecord'; index: number };

export type CheckedData = { ok: true; value: DocumentData } | { ok: false; problem: DataProblem };

/**
 * Read pasted data. An object is one record; a list prints one copy of the template per record
 * (the engine's rule). Empty text means the template's test data. Pure (no i18n): it runs in the
 * data worker for big pastes.
 */
export function checkDataJson(text: string): CheckedData {
  if (text.trim() === '') return { ok: true, value: testData() };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const at = errorPosition(text);
    return { ok: false, problem: { kind: 'invalid', detail: cleanMessage((error as Error).message), ...at } };
  }
  if (typeof data !== 'object' || data === null) return { ok: false, problem: { kind: 'notObject', type: data === null ? 'null' : typeof data } };
  if (Array.isArray(data)) {
    const bad = data.findIndex((r) => typeof r !== 'object' || r === null || Array.isArray(r));
    if (bad >= 0) return { ok: false, problem: { kind: 'badRecord', index: bad + 1 } };
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
