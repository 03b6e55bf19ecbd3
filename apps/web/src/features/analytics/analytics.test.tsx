import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEEDBACK_ROLES, type FeedbackPage } from '@pagebird/contract';
import { signIn, jsonResponse } from '../../test/factories.ts';
import { renderRoute } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { AdminFeedbackPanel, FeedbackWidget, FeedbackWidgetSlot } from './index.ts';
import { WIDGET_ROLES } from './components/can-send-feedback.ts';

beforeAll(async () => {
  await import('../../components/ui/modal-view.tsx');
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const CHALLENGE = {
  challengeId: '6a1b5b7e-0a4b-4c53-9b4b-2f4f7f0f0a11',
  imageSvg: '<svg xmlns="http://www.w3.org/2000/svg"><text>a</text></svg>',
  length: 5,
  expiresAt: '2030-01-01T00:00:00.000Z',
};

describe('feedback widget', () => {
  it("the roles it is shown to are the contract's FEEDBACK_ROLES", () => {
    expect([...WIDGET_ROLES].sort()).toEqual([...FEEDBACK_ROLES].sort());
  });

  it("the app shell's slot loads it for grown-ups only", async () => {
    signIn('CHILD');
    stubApi({});
    const child = renderRoute(<FeedbackWidgetSlot />, { path: '/home' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.queryByRole('complementary', { name: 'Feedback' })).toBeNull();
    child.unmount();
    signIn('PARENT');
    renderRoute(<FeedbackWidgetSlot />, { path: '/dashboard' });
    const widget = await screen.findByRole('complementary', { name: 'Feedback' });
    expect(within(widget).getByRole('button', { name: 'Send us feedback' })).toBeInTheDocument();
    expect(
      within(widget).getByRole('button', { name: 'Hide the feedback button' }),
    ).toBeInTheDocument();
  });

  it('is not shown to children or students', () => {
    signIn('CHILD');
    stubApi({});
    renderRoute(<FeedbackWidget />, { path: '/home' });
    expect(screen.queryByRole('button', { name: 'Send us feedback' })).toBeNull();
  });

  it('sends the captcha word uppercased and closes 2 s after success', async () => {
    signIn('PARENT');
    const api = stubApi({
      'POST /api/feedback/challenge': CHALLENGE,
      'POST /api/feedback': { id: CHALLENGE.challengeId, message: 'Thank you for your feedback!' },
    });
    renderRoute(<FeedbackWidget />, { path: '/dashboard' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send us feedback' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByAltText(/Security word/);
    await user.type(within(dialog).getByLabelText('Your feedback'), 'Lovely books');
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Type the word in the picture'), 'kmxta');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/feedback')[0]!.body).toEqual({
      message: 'Lovely books',
      rating: 4,
      challengeId: CHALLENGE.challengeId,
      captcha: 'KMXTA',
      page: '/dashboard',
    });
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a wrong word shows the message and fetches a new word', async () => {
    signIn('TEACHER');
    const api = stubApi({
      'POST /api/feedback/challenge': CHALLENGE,
      'POST /api/feedback': () =>
        jsonResponse(400, {
          code: 'VALIDATION',
          message: 'The word does not match. Please try again.',
          fields: { captcha: 'The word does not match. Please try again.' },
        }),
    });
    renderRoute(<FeedbackWidget />, { path: '/educator' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send us feedback' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByAltText(/Security word/);
    await user.type(within(dialog).getByLabelText('Your feedback'), 'Hi');
    await user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await user.type(within(dialog).getByLabelText('Type the word in the picture'), 'abcde');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(
      await within(dialog).findByText('The word does not match. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/feedback/challenge')).toHaveLength(2));
  });

  it('can be dismissed, and stays dismissed', async () => {
    signIn('ADMIN');
    stubApi({});
    const first = renderRoute(<FeedbackWidget />, { path: '/admin' });
    await userEvent.click(screen.getByRole('button', { name: 'Hide the feedback button' }));
    expect(screen.queryByRole('button', { name: 'Send us feedback' })).toBeNull();
    first.unmount();
    renderRoute(<FeedbackWidget />, { path: '/admin' });
    expect(screen.queryByRole('button', { name: 'Send us feedback' })).toBeNull();
  });
});

describe('AdminFeedbackPanel', () => {
  it('lists the feedback with its rating, author and page', async () => {
    signIn('ADMIN');
    const page: FeedbackPage = {
      content: [
        {
          id: CHALLENGE.challengeId,
          message: 'More dinosaur books please',
          rating: 5,
          page: '/dashboard',
          role: 'PARENT',
          authorName: 'Pat',
          authorEmail: 'pat@example.com',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      page: 0,
      size: 20,
      totalElements: 1,
      totalPages: 1,
    };
    const api = stubApi({ 'GET /api/admin/feedback': page });
    renderRoute(<AdminFeedbackPanel />, { path: '/admin' });
    const table = await screen.findByTestId('admin-feedback-table');
    expect(table).toHaveTextContent('More dinosaur books please');
    expect(table).toHaveTextContent('pat@example.com');
    expect(within(table).getByText('5 stars')).toBeInTheDocument();
    expect(screen.getByText('1 message')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search feedback'), 'dino');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/feedback').at(-1)!.query.get('search')).toBe('dino'),
    );
  });
});
