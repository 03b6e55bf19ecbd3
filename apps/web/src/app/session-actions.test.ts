import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, readValue } from '../lib/storage.ts';
import { rememberClassCode, sessionStore } from '../lib/auth/session-store.ts';
import { jsonResponse, signIn } from '../test/factories.ts';
import {
  handleParentGateRequired,
  handleUnauthorized,
  logout,
  registerNavigator,
  type AppNavigator,
} from './session-actions.ts';
import { webRoute } from '@pagebird/contract';

function fakeNavigator(routeName: Parameters<typeof webRoute>[0], pathname: string) {
  const navigate = vi.fn();
  const nav: AppNavigator = {
    navigate,
    state: {
      location: { pathname, search: '', hash: '' },
      matches: [{ route: { handle: { meta: webRoute(routeName) } } }],
    },
  };
  registerNavigator(nav);
  return navigate;
}

afterEach(() => {
  registerNavigator(null);
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it('ends the server session, clears stored data but keeps class codes, and goes home', async () => {
    const f = vi.fn(async () => jsonResponse(204));
    vi.stubGlobal('fetch', f);
    rememberClassCode('demo42');
    signIn('STUDENT');
    const navigate = fakeNavigator('browse', '/browse');
    await logout();
    expect((f.mock.calls[0] as unknown as [string])[0]).toBe('/api/logout');
    expect(sessionStore.get().authenticated).toBe(false);
    expect(readValue(STORAGE_KEYS.userToken)).toBeNull();
    expect(readValue(STORAGE_KEYS.profile)).toBeNull();
    expect(readValue(STORAGE_KEYS.currentClassCode)).toBe('DEMO42');
    expect(readValue(STORAGE_KEYS.usedClassCodes)).toEqual([{ code: 'DEMO42' }]);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('stays on sign-up, invite, home and teacher home', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(204)),
    );
    signIn('PARENT');
    const navigate = fakeNavigator('signup', '/signup');
    await logout();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 401 logs out without calling the server and goes to login', async () => {
    const f = vi.fn();
    vi.stubGlobal('fetch', f);
    signIn('PARENT');
    const navigate = fakeNavigator('dashboard', '/dashboard');
    handleUnauthorized();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(f).not.toHaveBeenCalled();
    expect(sessionStore.get().authenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fdashboard', { replace: true });
  });
});

describe('handleParentGateRequired (403 PARENT_GATE_REQUIRED: the gate ran out)', () => {
  const later = () => new Date(Date.now() + 600_000).toISOString();

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('on a desktop goes to the password prompt of "Who is reading?" for this page', () => {
    signIn('PARENT', { childCount: 1, parentGateUntil: later() });
    const navigate = fakeNavigator('dashboard', '/dashboard');
    handleParentGateRequired();
    expect(navigate).toHaveBeenCalledWith('/profile-select?redirect=%2Fdashboard');
    expect(sessionStore.get().user?.parentGateUntil).toBeTruthy();
  });

  it('on a phone stays and forgets the stored gate, so the page asks in place', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    vi.stubGlobal('innerWidth', 390);
    signIn('PARENT', { childCount: 1, parentGateUntil: later() });
    const navigate = fakeNavigator('account-settings', '/account-settings');
    handleParentGateRequired();
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.get().user?.parentGateUntil).toBeNull();
    expect(sessionStore.get().authenticated).toBe(true);
  });
});
