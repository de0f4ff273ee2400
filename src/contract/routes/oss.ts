/**
 * The file list (issue 21, oss/OssFileList): every stored file with its owner, purpose, size, type, upload
 * time and what refers to it; deleting refuses a referenced file; the quota per user. oss:file:manage.
 */
import { Type, type Static } from 'typebox';
import { FILE_PURPOSES } from '../domain/files.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, ListQuery, Paging } from '../rows.ts';

const tag = 'oss';

/** What may point at a file (the file list names each in the reader's language: oss.refKind). */
export const FILE_REFERENCE_KINDS = [
  'avatar', 'contract', 'payment', 'receipt', 'product', 'afterSale', 'cloudGood', 'comparison', 'qualification', 'ticket',
  'template', 'setting', 'announcement', 'print',
] as const;
export type FileReferenceKind = (typeof FILE_REFERENCE_KINDS)[number];

/** Something that points at a file: its kind, the record's id and a label the administrator recognises. */
export const FileReference = Type.Object({ kind: Type.Enum(FILE_REFERENCE_KINDS), id: Type.String(), label: Type.String() });
export type FileReference = Static<typeof FileReference>;

export const OssFile = Type.Object({
  id: Type.String(),
  path: Type.String(),
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Number(),
  storage: Type.String(),
  purpose: Type.String(),
  ownerId: Nullable(Type.String()),
  ownerName: Nullable(Type.String()),
  createTime: DateTime,
  references: Type.Array(FileReference),
});
export type OssFile = Static<typeof OssFile>;

export const ossFileList = defineRoute({
  method: 'GET',
  url: '/oss/files',
  summary: 'Stored files, paged: filter by name, owner (username), purpose, type (image, pdf, other); sort by createTime, size, name',
  tag,
  querystring: ListQuery({
    name: Type.Optional(Type.String({ maxLength: 200 })),
    owner: Type.Optional(Type.String({ maxLength: 100 })),
    purpose: Type.Optional(Type.Enum(FILE_PURPOSES)),
    kind: Type.Optional(Type.Enum(['image', 'pdf', 'other'] as const)),
  }),
  result: PageOf(OssFile),
});

export const ossFileExport = defineRoute({
  method: 'GET',
  url: '/oss/files/export',
  summary: 'Stored files with the same filters as the list, as an Excel workbook (newest first)',
  tag,
  querystring: Type.Object({
    name: Type.Optional(Type.String({ maxLength: 200 })),
    owner: Type.Optional(Type.String({ maxLength: 100 })),
    purpose: Type.Optional(Type.Enum(FILE_PURPOSES)),
    kind: Type.Optional(Type.Enum(['image', 'pdf', 'other'] as const)),
  }),
  raw: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'the file list (.xlsx)' },
});

export const ossFileDelete = defineRoute({
  method: 'DELETE',
  url: '/oss/files/:id',
  summary: 'Delete a stored file and its bytes; refused (FILE_REFERENCED) while anything refers to it',
  tag,
  params: ById,
  result: Type.Null(),
});

export const ossQuota = defineRoute({
  method: 'GET',
  url: '/oss/quota',
  summary: 'Storage used per user against the per-user quota, largest first',
  tag,
  querystring: Type.Object({ ...Paging }),
  result: Type.Object({
    quotaBytes: Type.Number(),
    users: PageOf(Type.Object({ userId: Type.String(), username: Nullable(Type.String()), files: Type.Integer(), bytes: Type.Number() })),
  }),
});
