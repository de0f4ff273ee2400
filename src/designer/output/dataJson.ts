/**
 * Print data pasted into the preview: JSON text in, the data and layout mode out, or an error that
 * names the problem and where it is (line and column), so a user can find it in a long paste.
 */
import { t } from '../../i18n/index.ts';
import { checkDataJson, type DataProblem, type DocumentData } from './dataCheck.ts';

export { checkDataJson, errorPosition, testData, type CheckedData, type DataProblem, type DocumentData } from './dataCheck.ts';

export type ParsedData = { ok: true; value: DocumentData } | { ok: false; error: string };

/** A problem in the user's language, naming where it is (line and column) for invalid JSON. */
export function describeProblem(problem: DataProblem): string {
  if (problem.kind === 'notObject') return t('output.data.notObject', { kind: problem.type });
  if (problem.kind === 'badRecord') return t('output.data.badRecord', { index: problem.index });
  const where = problem.line !== undefined ? t('output.data.at', { line: problem.line, column: problem.column ?? 1 }) : '';
  return t('output.data.invalid', { detail: problem.detail, where });
}

/** checkDataJson with its problem in words. */
export function parseDataJson(text: string): ParsedData {
  const checked = checkDataJson(text);
  return checked.ok ? checked : { ok: false, error: describeProblem(checked.problem) };
}

