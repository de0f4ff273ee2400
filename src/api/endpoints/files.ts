/** Uploads (section 7): any accepted file, or images only. */
import { fileUpload, imageUpload, storedFile } from '../../contract/routes/files.ts';
import type { ResultOf } from '../../contract/route.ts';
import { http } from '../http.ts';

export type { UploadResult } from '../../contract/routes/files.ts';

export function uploadFile(file: Blob, fields?: Record<string, string>) {
  return http.upload<ResultOf<typeof fileUpload>>(fileUpload.url, file, fields);
}

export function uploadImage(file: Blob, fields?: Record<string, string>) {
  return http.upload<ResultOf<typeof imageUpload>>(imageUpload.url, file, fields);
}

/** The stored-file route without its wildcard: the file's path follows it. */
const STATIC_BASE = storedFile.url.replace(/\/\*$/, '');

/** Where a stored file is read back (signed-in users only: an <img> cannot send headers, so the token rides along). */
export function fileUrl(path: string, token?: string, apiBase = '/api'): string {
  const url = `${apiBase}${STATIC_BASE}/${path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
  return token ? `${url}?token=${encodeURIComponent(token)}` : url;
}
