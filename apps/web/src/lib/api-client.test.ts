import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, AppErrorCode, classesApi } from '@pagebird/contract';
import {
  ApiError,
  callApi,
  configureApiClient,
  encodeQuery,
  fetchBlob,
  isAbortError,
} from './api-client.ts';
import { sessionStore } from './auth/session-store.ts';
import { jsonResponse, signIn } from '../test/factories.ts';

let route: string | undefined;
const onUnauthorized = vi.fn();
const onSubscriptionRequired = vi.fn();

beforeEach(() => {
  route = 'browse';
  onUnauthorized.mockReset();
  onSubscriptionRequired.mockReset();
  configureApiClient({ getCurrentRouteName: () => route, onUnauthorized, onSubscriptionRequired });
});
afterEach(() => vi.unstubAllGlobals());

const stub = (res: () => Response | Promise<Response>) => {
  const f = vi.fn(async () => res());
  vi.stubGlobal('fetch', f);
  return f;
};

describe('api client', () => {
  it('sends the platform, app version and bearer headers', async () => {
    signIn('PARENT');
    const f = stub(() => jsonResponse(200, []));
    await callApi(authApi.profileList);
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profile/list');
    expect(init.headers).toMatchObject({
      authorization: 'Bearer token-PARENT',
      'x-platform-type': 'WEB',
      'x-app-version': '1.0',
    });
  });

  it('fills path params and JSON-encodes object query params', async () => {
    expect(encodeQuery({ a: 1, b: { c: 2 }, d: [1, 2], e: undefined })).toBe(
      `?a=1&b=${encodeURIComponent('{"c":2}')}&d=${encodeURIComponent('[1,2]')}`,
    );
    const f = stub(() => jsonResponse(200, { token: 't', user: {} }));
    await callApi(authApi.selectProfile, { params: { id: 'abc' } });
    expect((f.mock.calls[0] as unknown as [string])[0]).toBe('/api/profile/abc');
  });

  it('maps the error body to an ApiError', async () => {
    stub(() =>
      jsonResponse(400, { code: 'VALIDATION', message: 'Bad', fields: { email: 'a, b' } }),
    );
    const error = await callApi(authApi.passwordReset, { body: { email: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Bad',
      fields: { email: 'a, b' },
    });
  });

  it('logs out on a 401 outside the tolerated pages', async () => {
    signIn('CHILD');
    stub(() => jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'Please sign in' }));
    await expect(callApi(authApi.details)).rejects.toMatchObject({
      code: AppErrorCode.UNAUTHENTICATED,
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it.each(['INVALID_PASSWORD', 'INVALID_CREDENTIALS'])(
    'keeps the user signed in on a 401 %s (a wrong password typed on the page)',
    async (code) => {
      signIn('PARENT');
      route = 'account-settings';
      stub(() => jsonResponse(401, { code, message: 'Oops! Password is incorrect. Try again.' }));
      await expect(callApi(authApi.details)).rejects.toMatchObject({ status: 401, code });
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it.each(['signup', 'students', 'profile-select', 'login'])(
    'passes a 401 on at %s',
    async (name) => {
      route = name;
      stub(() => jsonResponse(401, { code: 'INVALID_CREDENTIALS', message: 'nope' }));
      await expect(
        callApi(authApi.login, { body: { email: 'a@b.c', password: 'x' } }),
      ).rejects.toMatchObject({
        status: 401,
        code: 'INVALID_CREDENTIALS',
      });
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('ignores aborted requests', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    const error = await callApi(authApi.details).catch((e) => e);
    expect(isAbortError(error)).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands a 418 to the subscription-required hook', async () => {
    stub(() => jsonResponse(418, { code: 'SUBSCRIPTION_REQUIRED', message: 'x' }));
    await expect(callApi(authApi.details)).rejects.toBeInstanceOf(ApiError);
    expect(onSubscriptionRequired).toHaveBeenCalledOnce();
  });

  it('turns a network failure into the generic text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callApi(authApi.details)).rejects.toMatchObject({
      status: 0,
      message: 'Something  went wrong. Please try again later.',
    });
    expect(sessionStore.get().authenticated).toBe(false);
  });

  it('downloads a file endpoint as a Blob with the same headers as callApi', async () => {
    signIn('TEACHER');
    const f = stub(
      () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const blob = await fetchBlob(classesApi.loginCards, {
      params: { id: 'c1' },
      accept: 'application/pdf',
    });
    expect(await blob.text()).toBe('%PDF-1.7');
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/classrooms/c1/login-cards.pdf');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({
      accept: 'application/pdf',
      authorization: 'Bearer token-TEACHER',
      'x-platform-type': 'WEB',
      'x-app-version': '1.0',
    });
  });

  it("maps a file endpoint's error answer like callApi", async () => {
    signIn('TEACHER');
    stub(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'Class not found' }));
    await expect(
      fetchBlob(classesApi.loginCards, { params: { id: 'c1' }, accept: 'application/pdf' }),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Class not found' });
  });
});
