/** File storage: the interface, the local and S3-compatible implementations, and the choice between them. */
import type { ServerConfig } from '../config.ts';
import { s3Storage } from './s3.ts';
import { localStorage, type FileStorage } from './storage.ts';

export { cleanFileName, localStorage, newStorageName, SAFE_NAME, type FileStorage } from './storage.ts';
export { s3Storage, S3Error, type S3Options } from './s3.ts';
export { sniffType, type SniffedType } from './sniff.ts';

const S3_VARIABLES = ['LARDER_S3_ENDPOINT', 'LARDER_S3_BUCKET', 'LARDER_S3_ACCESS_KEY', 'LARDER_S3_SECRET_KEY'] as const;

/**
 * S3-compatible storage when LARDER_S3_ENDPOINT, _BUCKET, _ACCESS_KEY and _SECRET_KEY are set
 * (LARDER_S3_REGION defaults to us-east-1), the upload directory otherwise. Setting only some of
 * them throws: files silently landing on one instance's disk is worse than not starting.
 */
export function storageFromEnv(config: Pick<ServerConfig, 'uploadDir'>, env: NodeJS.ProcessEnv = process.env): FileStorage {
  const present = S3_VARIABLES.filter((name) => env[name]);
  if (present.length === 0) return localStorage(config.uploadDir);
  const missing = S3_VARIABLES.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`S3 storage is half configured: set ${missing.join(', ')} (or unset ${present.join(', ')})`);
  return s3Storage({
    endpoint: env.LARDER_S3_ENDPOINT!,
    bucket: env.LARDER_S3_BUCKET!,
    accessKeyId: env.LARDER_S3_ACCESS_KEY!,
    secretAccessKey: env.LARDER_S3_SECRET_KEY!,
    region: env.LARDER_S3_REGION || 'us-east-1',
  });
}
