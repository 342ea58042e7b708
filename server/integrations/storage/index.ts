import path from 'node:path';
import type { Env } from '../../env';
import type { FileStorage } from './interface';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';

export type { FileStorage, StoredFile } from './interface';
export { STORAGE_KEY } from './interface';

/** S3 when S3_BUCKET is set, otherwise the local disk under DATA_DIR/uploads. */
export function createStorage(env: Env): FileStorage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      prefix: env.S3_PREFIX,
    });
  }
  return createLocalStorage(path.join(env.DATA_DIR, 'uploads'));
}
