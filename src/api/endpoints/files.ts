/** Uploads (section 7): any accepted file, or images only. */
import { http } from '../http.ts';
import type { UploadResult } from '../types.ts';

export function uploadFile(file: Blob, fields?: Record<string, string>): Promise<UploadResult> {
  return http.upload<UploadResult>('/sys/common/upload', file, fields);
}

export function uploadImage(file: Blob, fields?: Record<string, string>): Promise<UploadResult> {
  return http.upload<UploadResult>('/sys/common/imgupload', file, fields);
}

/** Where a stored file is read back (signed-in users only: an <img> cannot send headers, so the token rides along). */
export function fileUrl(path: string, token?: string, apiBase = '/api'): string {
  const url = `${apiBase}/sys/common/static/${path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
  return token ? `${url}?token=${encodeURIComponent(token)}` : url;
}
