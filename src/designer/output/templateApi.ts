/**
 * The designer's two server calls, through the print contracts as api/endpoints/print.ts, but sent silent: the
 * designer shows its own messages (load failure on the page, save failure and conflicts in dialogs)
 * rather than the shell's generic notice for each failed call.
 */
import { ApiError, http } from '../../api/http.ts';
import type { TemplateDetail } from '../../api/endpoints/print.ts';
import { templateGet, templateSampleData, templateUpdate } from '../../contract/routes/print.ts';

/** What the designer needs from the server; tests pass a fake. */
export interface TemplateApi {
  get(id: string): Promise<Pick<TemplateDetail, 'id' | 'name' | 'version' | 'body'> & { sampleData?: unknown; typeCode?: string | null }>;
  /** Keep the template's sample data (null removes it). */
  putSampleData?(id: string, data: unknown): Promise<unknown>;
  /** Save `body` over version `version`; rejects with a {@link VersionConflict} on a stale version. */
  put(id: string, body: unknown, version: number): Promise<{ version: number }>;
}

/** The server answered 409: someone saved another version since this one was read. */
export class VersionConflict extends Error {
  override name = 'VersionConflict';
}

export const serverTemplateApi: TemplateApi = {
  get: (id) => http.call(templateGet, { params: { id } }, { silent: true }),
  putSampleData: (id, data) => http.call(templateSampleData, { params: { id }, body: { sampleData: data } }, { silent: true }),
  async put(id, body, version) {
    try {
      return await http.call(templateUpdate, { params: { id }, body: { body, version } }, { silent: true });
    } catch (error) {
      if (isStaleVersion(error)) throw new VersionConflict((error as Error).message);
      throw error;
    }
  },
};

/** The server's answer to a save at a version that is no longer the latest (HTTP 409). */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || String(error.code) === '409');
}
