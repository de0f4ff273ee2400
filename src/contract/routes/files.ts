/**
 * Files (section 7): uploads (any accepted file, or images only) as multipart with the file as `file`,
 * and reading a stored file back, for signed-in users only.
 */
import { Type, type Static } from 'typebox';
import { defineRoute } from '../route.ts';
import { FILE_PURPOSES } from '../domain/files.ts';

const tag = 'files';

/** What an upload resolves with (the envelope's `message` repeats `path`). */
export const UploadResult = Type.Object({
  /** The stored file's path, as attachments and settings record it. */
  path: Type.String(),
  fileName: Type.String(),
  fileType: Type.String(),
  contentType: Type.String(),
  size: Type.Number(),
});
export type UploadResult = Static<typeof UploadResult>;

/** Section 3's upload answer {message: path, fileName, fileType}: the two repeated beside the envelope. */
const uploadBeside = { fileName: Type.String(), fileType: Type.String() };

/** What the file is for (default: image for the image upload, document otherwise); also accepted as a multipart field before the file. */
const uploadQuery = Type.Object({ purpose: Type.Optional(Type.Union(FILE_PURPOSES.map((p) => Type.Literal(p)))) });

export const fileUpload = defineRoute({
  method: 'POST',
  url: '/sys/common/upload',
  summary: 'Store an uploaded file (images, pdf, office documents; multipart field `file`); its type is sniffed from the bytes, the uploader\'s quota applies',
  tag,
  querystring: uploadQuery,
  result: UploadResult,
  beside: uploadBeside,
});

export const imageUpload = defineRoute({
  method: 'POST',
  url: '/sys/common/imgupload',
  summary: 'Store an uploaded image (jpg, png, gif; multipart field `file`); the uploader\'s quota applies',
  tag,
  querystring: uploadQuery,
  result: UploadResult,
  beside: uploadBeside,
});

export const storedFile = defineRoute({
  method: 'GET',
  url: '/sys/common/static/*',
  summary: 'A stored file with its sniffed type (images and pdf inline, others as downloads), for a session allowed to read it or through a signed link (exp, sig)',
  tag,
  querystring: Type.Object({
    token: Type.Optional(Type.String({ maxLength: 200 })),
    exp: Type.Optional(Type.String({ maxLength: 12 })),
    sig: Type.Optional(Type.String({ maxLength: 128 })),
  }),
  raw: { contentType: 'application/octet-stream', description: 'The stored bytes, with their sniffed content type' },
});

/** A signed link to a stored file: readable without a session until it expires (for <img>, downloads, print clients). */
export const FileLink = Type.Object({ url: Type.String(), expiresAt: Type.Number() });

export const fileLink = defineRoute({
  method: 'POST',
  url: '/sys/common/fileLink',
  summary: 'A link to a stored file the caller may read, valid for 10 minutes without a session token',
  tag,
  body: Type.Object({ path: Type.String({ minLength: 1, maxLength: 200 }) }),
  result: FileLink,
});
