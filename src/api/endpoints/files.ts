/** Uploads (section 7): any accepted file, or images only. */
import { fileLink as fileLinkRoute, fileUpload, imageUpload } from '../../contract/routes/files.ts';
import type { ResultOf } from '../../contract/route.ts';
import { http, httpConfig } from '../http.ts';

export type { UploadResult } from '../../contract/routes/files.ts';

export function uploadFile(file: Blob, fields?: Record<string, string>) {
  return http.upload<ResultOf<typeof fileUpload>>(fileUpload.url, file, fields);
}

export function uploadImage(file: Blob, fields?: Record<string, string>) {
  return http.upload<ResultOf<typeof imageUpload>>(imageUpload.url, file, fields);
}

/**
 * A link to a stored file that works without a session for ten minutes (an <img>, a download, a print
 * client): asked of the server, which checks that the caller may read the file. No token rides in it.
 */
export async function fileLink(path: string): Promise<string> {
  return (await http.call(fileLinkRoute, { body: { path } })).url;
}

/**
 * Upload one of the platform's brand images (logo, icon, login background): stored as public, since the
 * login page shows them before anyone signs in. Answers the address a setting records.
 */
export async function uploadBrandImage(file: Blob): Promise<string> {
  const { path } = await uploadImage(file, { purpose: 'brand' });
  return `${httpConfig().baseURL}${storedFileUrl(path)}`;
}

const storedFileUrl = (path: string) => `/sys/common/static/${path}`;
