import type { Readable } from 'node:stream';

/**
 * Where the app keeps files (book files, covers, interest tiles, banner images, later audio):
 * a local directory (default, `DATA_DIR/files`) or an S3-compatible bucket (`STORAGE=s3`).
 *
 * Keys are relative, slash-separated paths such as `covers/3fa9…c1.png`. Every key carries the
 * extension of its content type, so both providers agree on the type of what they serve.
 */
export interface StorageProvider {
  readonly kind: 'local' | 's3';
  /** Store `data` under `key`, replacing what was there. A reader never sees a partial file. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The stored object (or the requested byte range of it); null when there is none. */
  get(key: string, options?: { range?: ByteRangeSpec }): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Remove the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A short-lived URL a browser may GET the object from directly (S3: a presigned URL), or
   * null when the provider has none (local files are served by the app itself).
   */
  signedUrl(key: string, opts: { expiresInSeconds: number; now: Date }): Promise<string | null>;
}

/** A parsed `Range: bytes=…` request: `start-`, `start-end` (inclusive) or the last `suffix` bytes. */
export type ByteRangeSpec = { start: number; end?: number } | { suffix: number };

export interface StoredObject {
  body: Readable;
  /** Size of the whole object in bytes. */
  size: number;
  contentType: string;
  /** Opaque validator of this version of the object, quoted as an HTTP ETag. */
  etag: string;
  /** When this version of the object was written (HTTP Last-Modified), if known. */
  lastModified: Date | null;
  /** The bytes in `body` (inclusive) when a range was asked for; null for the whole object. */
  range: { start: number; end: number } | null;
}

/** The asked range lies outside the object (HTTP 416). */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`The requested range is outside the object (${size} bytes)`);
    this.name = 'RangeNotSatisfiableError';
  }
}

/** A key that could escape the storage root or is otherwise malformed. */
export class InvalidStorageKeyError extends Error {
  constructor(key: string, why: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 200))}: ${why}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Content types by key extension (the providers serve what the key says). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  epub: 'application/epub+zip',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  ogg: 'audio/ogg',
  opus: 'audio/opus',
  wav: 'audio/wav',
  json: 'application/json',
  txt: 'text/plain',
};

/** The extension used for a content type in keys (`image/jpeg` → `jpg`), or undefined. */
export function extensionFor(contentType: string): string | undefined {
  const type = normaliseType(contentType);
  if (type === 'image/jpeg') return 'jpg';
  return Object.entries(CONTENT_TYPES).find(([, t]) => t === type)?.[0];
}

export function contentTypeOfKey(key: string): string | undefined {
  const dot = key.lastIndexOf('.');
  return dot < 0 ? undefined : CONTENT_TYPES[key.slice(dot + 1).toLowerCase()];
}

const normaliseType = (t: string) => (t.split(';')[0] ?? '').trim().toLowerCase();

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const MAX_KEY_LENGTH = 512;

/**
 * Throws InvalidStorageKeyError unless `key` is a plain relative path: segments of letters,
 * digits, `.`, `_`, `-`, none empty, none starting with a dot (so no `..`, no hidden files and no
 * clash with the provider's own `.tmp`), and a known extension.
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidStorageKeyError('', 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidStorageKeyError(key, 'too long');
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment)) {
      throw new InvalidStorageKeyError(key, 'only letters, digits, ".", "_", "-" and "/"');
    }
  }
  if (!contentTypeOfKey(key)) throw new InvalidStorageKeyError(key, 'unknown file extension');
}

/** A key is valid and `contentType` is the type its extension stands for. */
export function assertKeyMatchesType(key: string, contentType: string): void {
  assertValidKey(key);
  const expected = contentTypeOfKey(key);
  if (expected !== normaliseType(contentType)) {
    throw new InvalidStorageKeyError(
      key,
      `its extension means ${expected ?? 'nothing'}, not ${normaliseType(contentType)}`,
    );
  }
}

/**
 * Resolves a range against the object size: inclusive `{ start, end }`, or throws
 * RangeNotSatisfiableError (also for an empty object).
 */
export function resolveRange(spec: ByteRangeSpec, size: number): { start: number; end: number } {
  if ('suffix' in spec) {
    if (spec.suffix <= 0 || size === 0) throw new RangeNotSatisfiableError(size);
    return { start: Math.max(0, size - spec.suffix), end: size - 1 };
  }
  if (spec.start >= size || (spec.end !== undefined && spec.end < spec.start)) {
    throw new RangeNotSatisfiableError(size);
  }
  return { start: spec.start, end: Math.min(size - 1, spec.end ?? size - 1) };
}

/**
 * Parses an HTTP Range header. Only a single `bytes=` range is honoured; anything else
 * (several ranges, other units, garbage) returns null and the whole object is served, as
 * RFC 9110 allows.
 */
export function parseRangeHeader(header: string | undefined): ByteRangeSpec | null {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return null;
  const [, from = '', to = ''] = m;
  if (from === '' && to === '') return null;
  if (from.length > 15 || to.length > 15) return null;
  if (from === '') return { suffix: Number(to) };
  if (to === '') return { start: Number(from) };
  // A last position before the first makes the header invalid (not unsatisfiable).
  return Number(to) < Number(from) ? null : { start: Number(from), end: Number(to) };
}
