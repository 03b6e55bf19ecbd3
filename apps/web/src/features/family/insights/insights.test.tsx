import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookSharing, DashboardResponse } from '@pagebird/contract';
import { signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { DashboardPage, DigestOptIn, ShareHideButton } from './index.ts';

beforeAll(async () => {
  await import('../../../components/ui/modal-view.tsx');
});

const MIA = '11111111-1111-4111-8111-111111111111';
const LEO = '22222222-2222-4222-8222-222222222222';
const BOOK = '33333333-3333-4333-8333-333333333333';

const totals = {
  booksStarted: 2,
  booksFinished: 1,
  minutesRead: 45,
  quizzesCompleted: 1,
  quizAverage: 67,
  badgesEarned: 3,
  wordsLookedUp: 4,
};
const dashboard: DashboardResponse = {
  from: '2026-03-05',
  to: '2026-03-11',
  days: 7,
  children: [
    {
      id: MIA,
      name: 'mia',
      age: 7,
      avatarUrl: null,
      totals,
      minutesPerDay: [{ date: '2026-03-11', minutes: 45 }],
      currentReadingLevel: null,
    },
    {
      id: LEO,
      name: 'leo',
      age: 9,
      avatarUrl: null,
      totals: { ...totals, minutesRead: 12, quizAverage: null },
      minutesPerDay: [{ date: '2026-03-11', minutes: 12 }],
      currentReadingLevel: null,
    },
  ],
};
const emptyReport = (id: string, name: string) => ({
  child: { id, name, age: 7 },
  from: '2026-03-05',
  to: '2026-03-11',
  days: 7,
  totals,
  minutesPerDay: [],
  books: [],
  quizzes: [],
  badges: [],
  words: [{ word: 'turtle', count: 2, lastAt: '2026-03-11T10:00:00.000Z' }],
  readingLevels: [],
});

describe('/dashboard', () => {
  it('shows each child’s figures (names capitalised), switches child and period', async () => {
    signIn('PARENT');
    const api = stubApi({
      'GET /api/profile-dashboard/children': dashboard,
      'GET /api/parent/reports': (c: { query: URLSearchParams }) =>
        new Response(
          JSON.stringify(
            emptyReport(c.query.get('childId')!, c.query.get('childId') === LEO ? 'leo' : 'mia'),
          ),
          { headers: { 'content-type': 'application/json' } },
        ),
      'GET /api/activity-dashboard': { childId: MIA, page: 0, pageSize: 7, total: 0, items: [] },
      'GET /api/share/books': { childId: MIA, shared: [], hidden: [] },
      'GET /api/parent/digest': { weeklyDigest: false },
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const panel = await screen.findByTestId('child-panel');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Mia' })).toBeInTheDocument();
    const minutes = within(panel).getByText('Minutes read').closest('div')!;
    expect(minutes).toHaveTextContent('45');
    expect(within(panel).getByText('67%')).toBeInTheDocument();
    expect(await within(panel).findByRole('table', { name: 'Words looked up' })).toHaveTextContent(
      'turtle',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Leo' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('child-panel')).getByRole('heading', { level: 2 }),
      ).toHaveTextContent('Leo'),
    );
    expect(screen.getByTestId('child-panel')).toHaveTextContent('–'); // no quiz score yet

    await userEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() =>
      expect(
        api
          .callsTo('GET', '/api/profile-dashboard/children')
          .some((c) => c.query.get('days') === '90'),
      ).toBe(true),
    );
  });
});

describe('book_share_hide', () => {
  it('is only for parents', () => {
    signIn('CHILD');
    renderRoute(<ShareHideButton bookId={BOOK} title="Kite Day" />);
    expect(screen.queryByRole('button', { name: /Share or hide/ })).toBeNull();
  });

  it('shares with one child and hides from the other, through the share and hide endpoints', async () => {
    signIn('PARENT');
    const before: BookSharing = {
      bookId: BOOK,
      children: [
        { childId: MIA, name: 'mia', shared: false, hidden: false },
        { childId: LEO, name: 'leo', shared: false, hidden: false },
      ],
    };
    const api = stubApi({
      [`GET /api/books/${BOOK}/shared`]: before,
      'POST /api/hidden-books/hide': () => new Response(null, { status: 204 }),
      'PUT /api/books/shared': {
        bookId: BOOK,
        children: [
          { childId: MIA, name: 'mia', shared: false, hidden: true },
          { childId: LEO, name: 'leo', shared: true, hidden: false },
        ],
      },
    });
    renderRoute(<ShareHideButton bookId={BOOK} title="Kite Day" />);
    await userEvent.click(screen.getByRole('button', { name: /Share or hide Kite Day/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Share with Leo' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Hide from Mia' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/hidden-books/hide').map((c) => c.body)).toEqual([
      { bookIds: [BOOK], type: 'USER', ids: [MIA], hidden: true },
    ]);
    expect(api.callsTo('PUT', '/api/books/shared').map((c) => c.body)).toEqual([
      { bookId: BOOK, childIds: [LEO] },
    ]);
  });
});

describe('DigestOptIn', () => {
  it('turns the weekly digest on', async () => {
    signIn('PARENT');
    const api = stubApi({
      'GET /api/parent/digest': { weeklyDigest: false },
      'PUT /api/parent/digest': { weeklyDigest: true },
    });
    renderRoute(<DigestOptIn />);
    const box = await screen.findByRole('checkbox', { name: 'Email me a weekly reading digest' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(api.callsTo('PUT', '/api/parent/digest').map((c) => c.body)).toEqual([
      { weeklyDigest: true },
    ]);
    vi.unstubAllGlobals();
  });
});
