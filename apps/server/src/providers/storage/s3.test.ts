import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createS3Storage } from './s3.ts';
import { InvalidStorageKeyError, RangeNotSatisfiableError } from './storage.provider.ts';

interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

/**
 * A tiny in-memory S3 at the HTTP level: the real SDK (signing, serialisation, error parsing)
 * talks to it through a custom request handler, so the provider's mapping of S3 answers
 * (404 → null, 206 + Content-Range, 416) is tested without a network.
 */
function fakeS3() {
  const objects = new Map<string, { data: Buffer; type: string }>();
  const requests: FakeRequest[] = [];
  const respond = (statusCode: number, headers: Record<string, string>, body = '') => ({
    response: { statusCode, headers, body: Readable.from([Buffer.from(body)]) },
  });
  const error = (status: number, code: string, method: string) =>
    method === 'HEAD'
      ? respond(status, {})
      : respond(
          status,
          { 'content-type': 'application/xml' },
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
        );

  const handler = {
    metadata: { handlerProtocol: 'http/1.1' },
    updateHttpClientConfig() {},
    httpHandlerConfigs: () => ({}),
    destroy() {},
    async handle(req: FakeRequest) {
      requests.push(req);
      const key = decodeURIComponent(req.path.replace(/^\/books-bucket\//, ''));
      const header = (name: string) =>
        Object.entries(req.headers).find(([k]) => k.toLowerCase() === name)?.[1];
      if (req.method === 'PUT') {
        const body = req.body as Uint8Array | Readable;
        const data =
          body instanceof Uint8Array
            ? Buffer.from(body)
            : Buffer.concat(await (body as Readable).toArray());
        objects.set(key, { data, type: header('content-type') ?? '' });
        return respond(200, { etag: '"etag-1"' });
      }
      const obj = objects.get(key);
      if (req.method === 'DELETE') {
        objects.delete(key);
        return respond(204, {});
      }
      if (!obj) return error(404, 'NoSuchKey', req.method);
      const base = {
        'content-type': obj.type,
        etag: '"etag-1"',
        'last-modified': new Date(0).toUTCString(),
      };
      if (req.method === 'HEAD') {
        return respond(200, { ...base, 'content-length': String(obj.data.length) });
      }
      const range = header('range');
      if (range) {
        const m = /^bytes=(\d*)-(\d*)$/.exec(range)!;
        const size = obj.data.length;
        let start = m[1] ? Number(m[1]) : size - Number(m[2]);
        const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
        start = Math.max(0, start);
        if (start >= size) return error(416, 'InvalidRange', req.method);
        const part = obj.data.subarray(start, end + 1);
        return respond(
          206,
          {
            ...base,
            'content-length': String(part.length),
            'content-range': `bytes ${start}-${end}/${size}`,
          },
          part.toString('latin1'),
        );
      }
      return respond(
        200,
        { ...base, 'content-length': String(obj.data.length) },
        obj.data.toString('latin1'),
      );
    },
  };
  const storage = createS3Storage({
    bucket: 'books-bucket',
    region: 'us-east-1',
    endpoint: 'http://s3.test',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    clientConfig: { requestHandler: handler as never, maxAttempts: 1 },
  });
  return { storage, objects, requests };
}

describe('S3 storage', () => {
  it('puts, gets, checks and deletes objects with the content type of the key', async () => {
    const { storage, objects, requests } = fakeS3();
    await storage.put('covers/abc.png', new Uint8Array(Buffer.from('png-data')), 'image/png');
    expect(objects.get('covers/abc.png')).toEqual({
      data: Buffer.from('png-data'),
      type: 'image/png',
    });
    // path-style addressing against the S3-compatible endpoint, signed
    const put = requests[0]!;
    expect(put.path).toBe('/books-bucket/covers/abc.png');
    expect(Object.keys(put.headers).map((h) => h.toLowerCase())).toContain('authorization');

    const obj = await storage.get('covers/abc.png');
    expect(obj).toMatchObject({ size: 8, contentType: 'image/png', etag: '"etag-1"', range: null });
    expect(obj!.lastModified?.getTime()).toBe(0);
    expect(await text(obj!.body)).toBe('png-data');
    expect(await storage.exists('covers/abc.png')).toBe(true);

    await storage.delete('covers/abc.png');
    expect(await storage.exists('covers/abc.png')).toBe(false);
    expect(await storage.get('covers/abc.png')).toBeNull();
  });

  it('serves byte ranges and reports an unsatisfiable one with the object size', async () => {
    const { storage, requests } = fakeS3();
    await storage.put('audio/a.mp3', new Uint8Array(Buffer.from('0123456789')), 'audio/mpeg');
    const part = (await storage.get('audio/a.mp3', { range: { start: 2, end: 4 } }))!;
    expect(part).toMatchObject({ size: 10, range: { start: 2, end: 4 } });
    // the range goes to S3 as GetObject's Range: only those bytes travel
    const get = requests.at(-1)!;
    expect(get.method).toBe('GET');
    expect(Object.entries(get.headers).find(([k]) => k.toLowerCase() === 'range')?.[1]).toBe(
      'bytes=2-4',
    );
    expect(await text(part.body)).toBe('234');
    const tail = (await storage.get('audio/a.mp3', { range: { suffix: 3 } }))!;
    expect(tail).toMatchObject({ size: 10, range: { start: 7, end: 9 } });
    expect(await text(tail.body)).toBe('789');
    const err = await storage.get('audio/a.mp3', { range: { start: 10 } }).catch((e) => e);
    expect(err).toBeInstanceOf(RangeNotSatisfiableError);
    expect(err.size).toBe(10);
  });

  it('presigns GET URLs of objects, path style on an S3-compatible endpoint', async () => {
    const { storage, requests } = fakeS3();
    const now = new Date('2030-05-06T07:08:09Z');
    const url = new URL(
      (await storage.signedUrl('books/b1/abc.epub', { expiresInSeconds: 300, now }))!,
    );
    expect(url.origin + url.pathname).toBe('http://s3.test/books-bucket/books/b1/abc.epub');
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'test-key/20300506/us-east-1/s3/aws4_request',
    );
    expect(url.searchParams.get('X-Amz-Date')).toBe('20300506T070809Z');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // signing is local: nothing is sent to S3
    expect(requests).toEqual([]);
    await expect(storage.signedUrl('../x.epub', { expiresInSeconds: 300, now })).rejects.toThrow(
      InvalidStorageKeyError,
    );
  });

  it('presigns virtual-hosted AWS URLs without an endpoint', async () => {
    const aws = createS3Storage({
      bucket: 'pagebird-books',
      region: 'eu-west-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
    });
    const url = new URL(
      (await aws.signedUrl('books/b1/abc.pdf', { expiresInSeconds: 300, now: new Date() }))!,
    );
    expect(url.origin + url.pathname).toBe(
      'https://pagebird-books.s3.eu-west-1.amazonaws.com/books/b1/abc.pdf',
    );
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/eu-west-1\//);
  });

  it('refuses unsafe keys and mismatched types before calling S3', async () => {
    const { storage, requests } = fakeS3();
    await expect(storage.put('../x.png', new Uint8Array(1), 'image/png')).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.put('covers/x.png', new Uint8Array(1), 'text/html')).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.get('covers/../../x.png')).rejects.toThrow(InvalidStorageKeyError);
    expect(requests).toEqual([]);
  });
});
