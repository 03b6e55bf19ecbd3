import type { StorageConfig } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { StorageProvider } from './storage.provider.ts';

export type { ByteRangeSpec, StorageProvider, StoredObject } from './storage.provider.ts';
export {
  assertValidKey,
  contentTypeOfKey,
  extensionFor,
  InvalidStorageKeyError,
  parseRangeHeader,
  RangeNotSatisfiableError,
} from './storage.provider.ts';
export { mediaUrl, MEDIA_PREFIX } from './media-url.ts';

/** The local directory (default, `DATA_DIR/files`) or the S3 bucket of STORAGE=s3. */
export function createStorageProvider(config: { storage: StorageConfig }): StorageProvider {
  const s = config.storage;
  if (s.kind === 's3') {
    return createS3Storage({
      bucket: s.bucket,
      region: s.region,
      endpoint: s.endpoint,
      accessKeyId: s.accessKeyId,
      secretAccessKey: s.secretAccessKey,
    });
  }
  return createLocalStorage({ root: s.dir });
}
