/**
 * GET /sys/permission/getUserPermissionByToken: the signed-in user's menu tree, button actions and the
 * system's button list. Read fresh on every call (a permission change applies to the next request).
 *
 * Fresh without re-reading: the answer is kept per user together with the permission_version counter
 * (bumped by triggers on every change to permissions, role grants and user roles, and read with the
 * session at no extra query), and reused only while the counter is unchanged.
 *
 * Speed of a miss: one query reads every permission row with a flag for the user's grants, and the tree is built
 * in memory. PostgreSQL packs the rows into one JSON text cell: decoding hundreds of rows cell by cell
 * costs the embedded database several times more than one string and a JSON.parse.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildUserPermissions, type PermissionRow, type UserPermissions } from '../../auth/menuTree.ts';
import type { Db } from '../../db/index.ts';
import { permissions, rolePermissions, userRoles } from '../../db/schema/index.ts';
import { compress, preferredEncoding } from '../../http/encoding.ts';
import { ok } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { userPermissions as userPermissionsRoute } from '../../../contract/routes/permission-menu.ts';

/** The columns in the order of each packed row; `granted` (the user holds the row) comes last. */
const COLUMNS = [
  'id', 'parentId', 'name', 'url', 'component', 'componentName', 'redirect', 'icon', 'menuType', 'perms',
  'permsType', 'sortNo', 'route', 'hidden', 'keepAlive', 'external', 'status',
] as const satisfies ReadonlyArray<keyof PermissionRow>;

/** A packed row: the COLUMNS in order, then whether the user holds the row. */
type Packed = [
  string, string | null, string, string | null, string | null, string | null, string | null, string | null, number,
  string | null, string, number, boolean, boolean, boolean, boolean, string, boolean,
];

/** The permission answer of one user. */
export async function userPermissions(db: Db, userId: string): Promise<UserPermissions> {
  const granted = db
    .select({ permissionId: rolePermissions.permissionId })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  const cells = sql.join([...COLUMNS.map((column) => sql`${permissions[column]}`), inArray(permissions.id, granted)], sql`, `);
  const [{ packed }] = await db
    .select({
      packed: sql<string>`coalesce(json_agg(json_build_array(${cells}) order by ${permissions.sortNo}, ${permissions.createdAt}, ${permissions.id})::text, '[]')`,
    })
    .from(permissions)
    .where(eq(permissions.deleted, false));
  const rows: PermissionRow[] = [];
  const grantedIds = new Set<string>();
  for (const c of JSON.parse(packed) as Packed[]) {
    // one literal shape for every row (faster than assigning keys in a loop)
    rows.push({
      id: c[0], parentId: c[1], name: c[2], url: c[3], component: c[4], componentName: c[5], redirect: c[6], icon: c[7],
      menuType: c[8], perms: c[9], permsType: c[10], sortNo: c[11], route: c[12], hidden: c[13], keepAlive: c[14],
      external: c[15], status: c[16],
    });
    if (c[17]) grantedIds.add(c[0]);
  }
  return buildUserPermissions(rows, grantedIds);
}

/** Answers kept per user; cleared whole when it grows past this (a rare, cheap rebuild). */
const CACHE_LIMIT = 10_000;

/**
 * A compressed answer is made again when it is older than this. The envelope's timestamp is the time the
 * answer was made, so with compression it can be up to this much in the past; nothing reads it as a clock.
 */
const COMPRESSED_REUSE_MS = 1000;

interface CacheEntry {
  version: number;
  /** The `result` as UTF-8 JSON. */
  result: Buffer;
  /** Whole envelopes, compressed, with when they were made. */
  compressed: Partial<Record<'br' | 'gzip', { at: number; body: Buffer }>>;
}

export default async function permissionMenuRoutes(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, CacheEntry>();
  const close = Buffer.from('}');
  // The answer is kept as UTF-8 bytes and spliced into the envelope: serialising and encoding ~60 KB of
  // mostly Chinese text on every call was the whole cost of a cached answer.
  const envelope = (entry: CacheEntry): Buffer => {
    const { result: _result, ...head } = ok(null);
    const open = Buffer.from(`${JSON.stringify(head).slice(0, -1)},"result":`);
    return Buffer.concat([open, entry.result, close]);
  };
  // The contract's answer schema documents the envelope; the bytes go out as built (a Buffer is never
  // re-serialised), already shaped by buildUserPermissions, which is typed from the same contract.
  addRoute(app, userPermissionsRoute, {}, async (request, reply) => {
    const userId = request.user!.id;
    const version = request.permissionVersion;
    let entry = cache.get(userId);
    if (!entry || entry.version !== version || version < 0) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      entry = { version, result: Buffer.from(JSON.stringify(await userPermissions(app.db, userId))), compressed: {} };
      cache.set(userId, entry);
    }
    reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
    // Browsers accept brotli and gzip: the ~50 KB answer goes out as a few KB, compressed once a second at
    // most rather than on every call — moving the plain bytes was what most of the call cost under load.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(envelope(entry));
    const now = Date.now();
    let compressed = entry.compressed[encoding];
    if (!compressed || now - compressed.at >= COMPRESSED_REUSE_MS) {
      compressed = { at: now, body: compress(envelope(entry), encoding) };
      entry.compressed[encoding] = compressed;
    }
    return reply.header('content-encoding', encoding).send(compressed.body);
  });
}
