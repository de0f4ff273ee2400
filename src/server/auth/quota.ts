/** A user's storage quota (LARDER_UPLOAD_QUOTA_MB): what their files take, uploads and print results alike. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { files } from '../db/schema/index.ts';

export const MB = 1024 * 1024;
/** Bytes in MB with one decimal, for messages. */
export const toMB = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** Bytes the files owned by `userId` take. */
export async function usedBytes(db: Db, userId: string): Promise<number> {
  const [{ used }] = await db.select({ used: sql<number>`coalesce(sum(${files.size}), 0)::float8` }).from(files).where(eq(files.uploadedBy, userId));
  return used;
}
