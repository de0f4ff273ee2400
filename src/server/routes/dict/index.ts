/**
 * Dictionaries: GET /sys/dict/getDictItems/:code for every form's options, and the administration of
 * dictionaries and their items (permission checked on the server).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { dictOptions } from '../../../contract/routes/dict.ts';
import { dictionaries, dictionaryItems } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { dictAdminRoutes } from './admin.ts';
import { dictItemRoutes } from './items.ts';

/** The login page reads the platform settings before anyone signs in; every other dictionary needs a token. */
export const PUBLIC_DICTS = new Set(['sys_setting']);

export default async function dictRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  addRoute(app, dictOptions, { config: { public: true } }, async (request) => {
    const { code } = request.params;
    if (!request.user && !PUBLIC_DICTS.has(code)) fail('UNAUTHORIZED');
    const rows = await db
      .select({ value: dictionaryItems.itemValue, text: dictionaryItems.itemText })
      .from(dictionaryItems)
      .innerJoin(dictionaries, eq(dictionaries.id, dictionaryItems.dictId))
      .where(and(eq(dictionaries.dictCode, code), eq(dictionaries.deleted, false), eq(dictionaryItems.status, 1)))
      .orderBy(asc(dictionaryItems.sortOrder), asc(dictionaryItems.createdAt));
    // An unknown code answers an empty list, as an empty dictionary would: forms show no options.
    return ok(rows.map((row) => ({ value: row.value, text: row.text, label: row.text, title: row.text })));
  });

  dictAdminRoutes(app);
  dictItemRoutes(app);
}
