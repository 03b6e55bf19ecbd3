import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@pagebird/contract';
import LoginPage from '../../../app/routes/public/login.tsx';
import { sessionStore } from '../../../lib/auth/session-store.ts';
import { jsonResponse, makeSession } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';

const renderLogin = (entry = '/login') =>
  renderRoute(<LoginPage />, { path: '/login', initialEntries: [entry] });

describe('login form', () => {
  it('shows the spec texts for an empty form', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
  });

  it('shows the invalid email and short password texts', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordMin)).toBeInTheDocument();
  });

  it('shows the invalid-credentials text on a 401', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'parent@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidCredentials);
    expect(sessionStore.get().authenticated).toBe(false);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'parent@example.com',
      password: 'wrong-password',
    });
    vi.unstubAllGlobals();
  });

  it('shows the lockout text from the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(429, { code: 'LOCKED_OUT', message: MESSAGES.lockedOut })),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'parent@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.lockedOut);
    vi.unstubAllGlobals();
  });

  it('stores the session and lands a parent with children on profile select', async () => {
    const session = makeSession('PARENT', { childCount: 2 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, session)),
    );
    const user = userEvent.setup();
    const { router } = renderLogin('/login?redirect=%2Fsearch');
    await user.type(screen.getByLabelText('Email'), 'parent@example.com');
    await user.type(screen.getByLabelText('Password'), 'parent-demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-select'));
    expect(sessionStore.get()).toMatchObject({
      authenticated: true,
      role: 'PARENT',
      token: session.token,
    });
    vi.unstubAllGlobals();
  });

  it('honours the redirect query for an educator', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, makeSession('TEACHER'))),
    );
    const user = userEvent.setup();
    const { router } = renderLogin('/login?redirect=%2Flibrary');
    await user.type(screen.getByLabelText('Email'), 'teacher@example.com');
    await user.type(screen.getByLabelText('Password'), 'teacher-demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/library'));
    vi.unstubAllGlobals();
  });
});
