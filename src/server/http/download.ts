/** Headers of answers that are files: names that survive any language and never break a header. */

/**
 * A Content-Disposition value: a quoted ASCII fallback name and the exact name in RFC 5987 form,
 * so Chinese names survive and no quote or line break of a user's name reaches the header.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The name a download is saved under: the user's name, with the real extension when it claims another. */
export function downloadName(originalName: string, storedPath: string): string {
  const ext = storedPath.slice(storedPath.lastIndexOf('.') + 1);
  const claimed = originalName.includes('.') ? originalName.slice(originalName.lastIndexOf('.') + 1).toLowerCase() : '';
  if (claimed === ext || (ext === 'jpg' && claimed === 'jpeg')) return originalName;
  return `${originalName}.${ext}`;
}
