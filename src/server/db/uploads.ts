/**
 * Whether a record may take files by the paths the upload routes answered (POST /sys/common/upload or
 * /imgupload): a path new to the record must be a file its editor uploaded, an image where an image is asked
 * for, never a contract scan; a path the record already holds passes as it is (a colleague may have put it
 * there). The price documents and the base products ask it; each answers a refusal in its own words.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from './index.ts';
import { files } from './schema/index.ts';

/** Why a path was refused: no such upload, someone else's upload, or not the kind of file asked for. */
export type UploadRefusal = 'missing' | 'not_yours' | 'wrong_purpose';

export interface RefusedUpload {
  path: string;
  refusal: UploadRefusal;
  /** The file's name as uploaded, when there is such a file. */
  originalName: string | null;
}

/** The first of `paths` that `uploaderId` may not put on the record (paths in `kept` pass), or null. */
export async function refusedUpload(
  db: Db, uploaderId: string, paths: readonly (string | null | undefined)[], kept: readonly (string | null)[], purpose?: 'image',
): Promise<RefusedUpload | null> {
  const added = [...new Set(paths.filter((path): path is string => !!path && !kept.includes(path)))];
  if (added.length === 0) return null;
  const rows = await db.select({ path: files.path, uploadedBy: files.uploadedBy, purpose: files.purpose, originalName: files.originalName })
    .from(files).where(inArray(files.path, added));
  const byPath = new Map(rows.map((row) => [row.path, row]));
  for (const path of added) {
    const row = byPath.get(path);
    if (!row) return { path, refusal: 'missing', originalName: null };
    if (row.uploadedBy !== uploaderId) return { path, refusal: 'not_yours', originalName: row.originalName };
    if (purpose ? row.purpose !== purpose : row.purpose === 'contract') return { path, refusal: 'wrong_purpose', originalName: row.originalName };
  }
  return null;
}
