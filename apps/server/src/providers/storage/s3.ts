import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import {
  assertKeyMatchesType,
  assertValidKey,
  contentTypeOfKey,
  RangeNotSatisfiableError,
  type ByteRangeSpec,
  type StorageProvider,
  type StoredObject,
} from './storage.provider.ts';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, R2, Ceph…); AWS when unset. */
  endpoint?: string;
  /** Both or neither: without them the SDK's default credential chain is used (IAM role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** Extra client settings (tests pass a request handler). */
  clientConfig?: Partial<S3ClientConfig>;
}

const statusOf = (e: unknown): number | undefined =>
  (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isNotFound = (e: unknown) => {
  const name = (e as { name?: string }).name;
  return statusOf(e) === 404 || name === 'NoSuchKey' || name === 'NotFound';
};

function rangeHeader(spec: ByteRangeSpec): string {
  if ('suffix' in spec) return `bytes=-${spec.suffix}`;
  return `bytes=${spec.start}-${spec.end ?? ''}`;
}

/** "bytes 0-9/100" → { start: 0, end: 9, size: 100 } */
function parseContentRange(v: string | undefined): { start: number; end: number; size: number } {
  const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(v ?? '');
  if (!m) throw new Error(`Unexpected Content-Range from S3: ${String(v)}`);
  return { start: Number(m[1]), end: Number(m[2]), size: Number(m[3]) };
}

/**
 * Files in an S3 bucket (`STORAGE=s3`). S3 writes are atomic by themselves: an object is
 * visible whole or not at all. Keys are validated like the local provider's, so the same keys
 * work on both.
 */
export function createS3Storage(opts: S3StorageOptions): StorageProvider {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle ?? Boolean(opts.endpoint),
    ...(opts.accessKeyId && opts.secretAccessKey
      ? {
          credentials: {
            accessKeyId: opts.accessKeyId,
            secretAccessKey: opts.secretAccessKey,
          },
        }
      : {}),
    ...opts.clientConfig,
  });
  const Bucket = opts.bucket;

  async function sizeOf(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  return {
    kind: 's3',

    async put(key, data, contentType) {
      assertKeyMatchesType(key, contentType);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentTypeOfKey(key),
          ContentLength: data.byteLength,
        }),
      );
    },

    async get(key, options = {}): Promise<StoredObject | null> {
      assertValidKey(key);
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(options.range ? { Range: rangeHeader(options.range) } : {}),
          }),
        );
        let size = out.ContentLength ?? 0;
        let range: StoredObject['range'] = null;
        if (options.range && out.ContentRange) {
          const r = parseContentRange(out.ContentRange);
          size = r.size;
          range = { start: r.start, end: r.end };
        }
        return {
          body: out.Body as Readable,
          size,
          contentType: contentTypeOfKey(key) ?? out.ContentType ?? 'application/octet-stream',
          etag: out.ETag ?? `"${size.toString(16)}"`,
          lastModified: out.LastModified ?? null,
          range,
        };
      } catch (e) {
        if (isNotFound(e)) return null;
        if (statusOf(e) === 416) {
          const size = await sizeOf(key);
          if (size === null) return null;
          throw new RangeNotSatisfiableError(size);
        }
        throw e;
      }
    },

    async exists(key) {
      assertValidKey(key);
      return (await sizeOf(key)) !== null;
    },

    async signedUrl(key, { expiresInSeconds, now }) {
      assertValidKey(key);
      // Signed locally (AWS SigV4 query signing); nothing is sent to S3.
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: expiresInSeconds,
        signingDate: now,
      });
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
