import { describe, expect, it, vi } from 'vitest';
import { Role } from '@pagebird/contract';
import { jsonResponse, signIn } from '../../../test/factories.ts';
import { httpProgressTransport } from './progress-transport.ts';
import type { QueuedProgress } from './progress-queue.ts';

const entry = (userId: string): QueuedProgress => ({
  userId,
  bookId: '11111111-1111-4111-8111-111111111111',
  position: 'epubcfi(/6/4!/4/2,/1:0,/1:10)',
  page: 3,
  fraction: 0.25,
  clientTimestamp: '2026-03-01T10:00:00.000Z',
  attempts: 0,
  nextAttemptAt: 0,
});

describe('httpProgressTransport', () => {
  it('PUTs the position with the bearer token, platform headers and keepalive', async () => {
    const session = signIn(Role.CHILD);
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);

    expect(await httpProgressTransport.send(entry(session.user.id), { keepalive: true })).toBe(
      'ok',
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/books/11111111-1111-4111-8111-111111111111/progress');
    expect(init.method).toBe('PUT');
    expect(init.keepalive).toBe(true);
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Bearer ${session.token}`);
    expect(headers['x-platform-type']).toBe('WEB');
    expect(JSON.parse(init.body as string)).toEqual({
      position: 'epubcfi(/6/4!/4/2,/1:0,/1:10)',
      page: 3,
      fraction: 0.25,
      clientTimestamp: '2026-03-01T10:00:00.000Z',
    });
  });

  it('maps statuses: 5xx and 401 retry, 4xx drop', async () => {
    const session = signIn(Role.CHILD);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(jsonResponse(503, {}));
    expect(await httpProgressTransport.send(entry(session.user.id), { keepalive: false })).toBe(
      'retry',
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(401, {}));
    expect(await httpProgressTransport.send(entry(session.user.id), { keepalive: false })).toBe(
      'retry',
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(404, {}));
    expect(await httpProgressTransport.send(entry(session.user.id), { keepalive: false })).toBe(
      'drop',
    );
  });

  it('does not send another profile’s position with this profile’s token', async () => {
    signIn(Role.CHILD);
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    expect(await httpProgressTransport.send(entry('someone-else'), { keepalive: false })).toBe(
      'retry',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
