/**
 * Files (section 7): uploads (any accepted file, or images only) as multipart with the file as `file`,
 * and reading a stored file back, for signed-in users only.
 */
import { Type, type Static } from 'typebox';
import { defineRoute } from '../route.ts';

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

export const fileUpload = defineRoute({
  method: 'POST',
  url: '/sys/common/upload',
  summary: 'Store an uploaded file (images, pdf, office documents; multipart field `file`); its type is sniffed from the bytes',
  tag,
  result: UploadResult,
  beside: uploadBeside,
});

export const imageUpload = defineRoute({
  method: 'POST',
  url: '/sys/common/imgupload',
  summary: 'Store an uploaded image (jpg, png, gif; multipart field `file`)',
  tag,
  result: UploadResult,
  beside: uploadBeside,
});

export const storedFile = defineRoute({
  method: 'GET',
  url: '/sys/common/static/*',
  summary: 'A stored file with its sniffed type (images and pdf inline, others as downloads); `token` in the query for <img>',
  tag,
  raw: { contentType: 'application/octet-stream', description: 'The stored bytes, with their sniffed content type' },
});
