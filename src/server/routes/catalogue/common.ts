/** What the catalogue's services share: who keeps it, version checks, export headings in the caller's language. */
import { eq } from 'drizzle-orm';
import { CATALOGUE_KEEPERS } from '../../../contract/domain/catalogue.ts';
import type { Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { categories } from '../../db/schema/index.ts';
import { refusedUpload } from '../../db/uploads.ts';
import { fail } from '../../http/errors.ts';

export const assertKeeper = (actor: Actor): void => {
  if (!CATALOGUE_KEEPERS.includes(actor.kind)) fail('CATALOGUE_KEEPERS_ONLY');
};

/** A stale version: the catalogue's conflict answer with the row's current version. */
export const staleVersion = (version: number, status = '-'): never => fail('VERSION_CONFLICT', { version, status });

export async function assertCategory(db: Db, id: string | null | undefined): Promise<void> {
  if (!id) return;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!row) fail('PRODUCT_CATEGORY_NOT_FOUND', { id });
}

/**
 * A product's images: each path new to the product (not in `kept`, the stored row's) an image the caller
 * uploaded; those it holds stay whoever uploaded them (another keeper may edit a product someone illustrated).
 */
export async function assertImages(db: Db, actor: Actor, images: readonly string[], kept: readonly string[]): Promise<void> {
  const refused = await refusedUpload(db, actor.id, images, kept, 'image');
  if (!refused) return;
  const named = { id: refused.path, name: refused.originalName ?? refused.path };
  if (refused.refusal === 'missing') fail('PRODUCT_IMAGE_NOT_FOUND', named);
  fail(refused.refusal === 'not_yours' ? 'PRODUCT_IMAGE_NOT_YOURS' : 'PRODUCT_IMAGE_NOT_IMAGE', named);
}

export const flagOf = (value: '0' | '1' | undefined) => (value === undefined ? undefined : value === '1');

/** The back office's timestamp fields, as the wire carries them. */
export const stampsIso = (row: { createdAt: Date; createdBy: string | null; updatedAt: Date | null; updatedBy: string | null }) => ({
  createBy: row.createdBy, createTime: row.createdAt.toISOString(), updateBy: row.updatedBy, updateTime: row.updatedAt?.toISOString() ?? null,
});
