/**
 * Turning a stored template body into a document the editor can hold. The rule is "open if at all
 * possible, never lose anything": a body the engine rejects still opens when the editor can carry
 * it (its problems are listed, with the engine's paths); only a body whose shape the editor cannot
 * hold without dropping parts of it is refused, and then nothing is written back to the server.
 */
import { loadTemplate, TemplateError, type TemplateJson } from '../../../engine/index.ts';
import { t } from '../../i18n/index.ts';

export type OpenedBody =
  | {
      ok: true;
      doc: TemplateJson;
      /** What the engine found wrong, one line each (`path: message`); the template opened anyway. */
      problems: string[];
    }
  | { ok: false; error: string };

/** The page a template without any body starts with (hiprint's new-template default: one A4 panel). */
export function blankTemplate(): TemplateJson {
  return { panels: [{ index: 0, name: 1, paperType: 'A4', width: 210, height: 297, printElements: [] }] };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Read a template body as the server sends it (object, JSON text, or nothing for a new template). */
export function openBody(body: unknown): OpenedBody {
  if (body === null || body === undefined || (typeof body === 'string' && body.trim() === '')) {
    return { ok: true, doc: blankTemplate(), problems: [] };
  }
  let json = body;
  if (typeof body === 'string') {
    try {
      json = JSON.parse(body);
    } catch (error) {
      return { ok: false, error: t('output.open.notJson', { detail: (error as Error).message }) };
    }
  }
  if (!isObject(json)) return { ok: false, error: t('output.open.notObject') };

  const problems: string[] = [];
  let doc = json as TemplateJson;
  if (json.panels === undefined) {
    // Every other key is kept, so saving writes them back; only the missing page is added.
    doc = { ...json, panels: blankTemplate().panels };
    problems.push(`panels: ${t('output.open.panelsAdded')}`);
  }
  const shapeError = editorShapeError(doc);
  if (shapeError) return { ok: false, error: t('output.open.unreadable', { detail: shapeError }) };

  try {
    loadTemplate(doc);
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    problems.push(...error.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)));
  }
  return { ok: true, doc, problems };
}

/**
 * What the editor itself needs: a list of panel objects whose printElements (when present) is a
 * list of objects. Anything else would have to be dropped to open, so it is refused instead.
 */
function editorShapeError(doc: TemplateJson): string | undefined {
  if (!Array.isArray(doc.panels)) return 'panels: expected a list of panels';
  for (const [i, panel] of doc.panels.entries()) {
    if (!isObject(panel)) return `panels[${i}]: expected a panel object`;
    const elements = panel.printElements;
    if (elements === undefined || elements === null) continue;
    if (!Array.isArray(elements)) return `panels[${i}].printElements: expected a list of elements`;
    const bad = elements.findIndex((e) => !isObject(e));
    if (bad >= 0) return `panels[${i}].printElements[${bad}]: expected an element object`;
  }
  return undefined;
}
