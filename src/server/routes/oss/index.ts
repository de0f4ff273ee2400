/**
 * The file list (issue 21, oss/OssFileList): every stored file with owner, purpose, size, type and what
 * refers to it; deleting a file that nothing refers to (record and bytes); the storage each user takes
 * against the quota. oss:file:manage. Previews use the signed links of POST /sys/common/fileLink.
 */
import { and, count, desc, eq, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ossFileDelete, ossFileExport, ossFileList, ossQuota } from '../../../contract/routes/oss.ts';
import { audit } from '../../auth/audit.ts';
import { PERMS } from '../../auth/perms.ts';
import { MB } from '../../auth/quota.ts';
import { inTransaction } from '../../db/index.ts';
import { files, users } from '../../db/schema/index.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { addRoute } from '../../http/route.ts';
import { EXPORT_ROW_LIMIT, sendWorkbook } from '../../http/excel.ts';
import { localeOf } from '../../http/errors.ts';
import { referencesOf } from './references.ts';
import { containsPattern } from '../../db/sql.ts';

const KIND: Record<'image' | 'pdf', SQL> = { image: sql`${files.contentType} LIKE 'image/%'`, pdf: sql`${files.contentType} = 'application/pdf'` };

/** The file list's filters, the same for the list and its export. */
function fileFilter({ name, owner, purpose, kind }: { name?: string; owner?: string; purpose?: string; kind?: 'image' | 'pdf' | 'other' }): SQL | undefined {
  const conditions: SQL[] = [];
  if (name) conditions.push(ilike(files.originalName, containsPattern(name)));
  if (owner) conditions.push(ilike(users.username, containsPattern(owner)));
  if (purpose) conditions.push(eq(files.purpose, purpose));
  if (kind === 'other') conditions.push(not(or(KIND.image, KIND.pdf)!));
  else if (kind) conditions.push(KIND[kind]);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export default async function ossRoutes(app: FastifyInstance): Promise<void> {
  const perm = { config: { perm: PERMS.fileManage } };

  addRoute(app, ossFileList, perm, async (request) => {
    const { current, size, offset } = paging(request.query);
    const where = fileFilter(request.query);
    const order = sorter({ createTime: files.createdAt, size: files.size, name: files.originalName }, request.query, 'createTime');
    const [rows, [{ total }]] = await Promise.all([
      app.db.select({ file: files, ownerName: users.username }).from(files).leftJoin(users, eq(users.id, files.uploadedBy)).where(where).orderBy(order, files.id).limit(size).offset(offset),
      app.db.select({ total: count() }).from(files).leftJoin(users, eq(users.id, files.uploadedBy)).where(where),
    ]);
    const references = await referencesOf(app.db, rows.map((row) => row.file));
    return ok(page(rows.map(({ file, ownerName }) => ({
      id: file.id,
      path: file.path,
      name: file.originalName,
      contentType: file.contentType,
      size: file.size,
      storage: file.storage,
      purpose: file.purpose,
      ownerId: file.uploadedBy,
      ownerName,
      createTime: file.createdAt.toISOString(),
      references: references.get(file.path) ?? [],
    })), total, current, size));
  });

  addRoute(app, ossFileExport, perm, async (request, reply) => {
    const rows = await app.db.select({ file: files, ownerName: users.username }).from(files).leftJoin(users, eq(users.id, files.uploadedBy))
      .where(fileFilter(request.query)).orderBy(desc(files.createdAt), files.id).limit(EXPORT_ROW_LIMIT + 1);
    const en = localeOf(request.headers['accept-language']) === 'en';
    type Row = (typeof rows)[number];
    const heads = en ? ['File name', 'Uploaded by', 'Purpose', 'Type', 'Size (bytes)', 'Storage', 'Uploaded at', 'Path'] : ['文件名', '上传人', '用途', '类型', '大小（字节）', '存储', '上传时间', '路径'];
    const values: Array<(row: Row) => string | number | Date | null> = [
      (r) => r.file.originalName, (r) => r.ownerName, (r) => r.file.purpose, (r) => r.file.contentType, (r) => r.file.size, (r) => r.file.storage, (r) => r.file.createdAt, (r) => r.file.path,
    ];
    return sendWorkbook(reply, en ? 'files' : '文件列表', heads.map((header, i) => ({ header, value: values[i] })), rows);
  });

  addRoute(app, ossFileDelete, perm, async (request) => {
    const removed = await inTransaction(app.db, async (tx) => {
      const [file] = await tx.select().from(files).where(eq(files.id, request.params.id)).for('update');
      if (!file) fail('FILE_RECORD_NOT_FOUND');
      const references = (await referencesOf(tx, [file])).get(file.path) ?? [];
      if (references.length > 0) fail('FILE_REFERENCED', { refs: references.map((ref) => `${ref.kind}:${ref.label || ref.id}`).join(', ') });
      await tx.delete(files).where(eq(files.id, file.id));
      await audit(tx, request, 'file_delete', file.path, { name: file.originalName, size: file.size, owner: file.uploadedBy, purpose: file.purpose });
      return file;
    });
    // The record goes first: bytes without a record are harmless, a record without its bytes is not.
    await app.storage.delete(removed.path).catch((error: unknown) => request.log.warn({ err: error, path: removed.path }, 'oss: bytes not deleted'));
    return ok(null);
  });

  addRoute(app, ossQuota, perm, async (request) => {
    const { current, size, offset } = paging(request.query);
    const bytes = sql<number>`coalesce(sum(${files.size}), 0)::float8`;
    const [rows, [{ total }]] = await Promise.all([
      app.db.select({ userId: files.uploadedBy, username: users.username, files: sql<number>`count(*)::int`, bytes })
        .from(files).leftJoin(users, eq(users.id, files.uploadedBy)).where(sql`${files.uploadedBy} IS NOT NULL`)
        .groupBy(files.uploadedBy, users.username).orderBy(desc(bytes), files.uploadedBy).limit(size).offset(offset),
      app.db.select({ total: sql<number>`count(DISTINCT ${files.uploadedBy})::int` }).from(files),
    ]);
    return ok({ quotaBytes: app.config.uploadQuotaMB * MB, users: page(rows.map((row) => ({ ...row, userId: row.userId! })), total, current, size) });
  });
}
