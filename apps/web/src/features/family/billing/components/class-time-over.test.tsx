import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, authApi, billingApi } from '@pagebird/contract';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useModal } from '../../../../components/ui/modal.tsx';
import {
  getCurrentClassCode,
  getUsedClassCodes,
  rememberClassCode,
  sessionStore,
} from '../../../../lib/auth/session-store.ts';
import { jsonResponse, signIn } from '../../../../test/factories.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { stubApi } from '../../../../test/stub-api.ts';
import { signupFlow } from '../lib/signup-flow.ts';
import { openClassTimeOver } from './class-time-over.tsx';

afterEach(() => vi.unstubAllGlobals());

const offer = {
  promoPrice: 499,
  normalPrice: 999,
  formattedPromoPrice: '$4.99',
  promoCode: 'CLASSROOM',
  subscription: { interval: 'month', priceId: 'price_month', productName: 'Monthly Plan' },
};

function Host({ onLeave }: { onLeave: () => void }) {
  const modal = useModal();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    openClassTimeOver(modal, { text: 'You can keep reading when class starts again.', onLeave });
  }, [modal, onLeave]);
  return <Button onClick={() => undefined}>book page</Button>;
}

function setup(handlers: Record<string, unknown>) {
  signupFlow.clear();
  rememberClassCode('OLD111');
  rememberClassCode('ABC123');
  signIn('STUDENT', {
    classroom: {
      id: '00000000-0000-4000-8000-00000000c1a5',
      name: 'Room 4',
      loginCode: 'ABC123',
      school: {
        id: '00000000-0000-4000-8000-000000005c01',
        name: 'School',
        timeZone: 'UTC',
        hours: { hoursFrom: '8AM', hoursTo: '3PM' },
      },
    },
  });
  const calls = stubApi(handlers);
  const onLeave = vi.fn();
  const { router } = renderRoute(<Host onLeave={onLeave} />, {
    path: '/book-details/:id',
    initialEntries: ['/book-details/1'],
  });
  return { calls, onLeave, router, user: userEvent.setup() };
}

describe('class time over (spec §4)', () => {
  it('shows the offer for the current class code; the button signs out and goes to the offer', async () => {
    const { calls, onLeave, router, user } = setup({
      [`GET ${billingApi.offerInfo.path}`]: offer,
      [`POST ${authApi.logout.path}`]: () => new Response(null, { status: 204 }),
    });
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.classTimeOver });
    expect(dialog).toHaveAttribute('data-modal-name', 'class_time_over');
    // promoPrice / 100 dollars with the billing interval.
    expect(await screen.findByTestId('class-time-offer')).toHaveTextContent('$4.99 per month');
    expect(calls.callsTo('GET', billingApi.offerInfo.path)[0]!.query.get('classCode')).toBe(
      'ABC123',
    );
    await user.click(screen.getByRole('button', { name: 'Read at home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/offer'));
    expect(calls.callsTo('POST', authApi.logout.path)).toHaveLength(1);
    expect(sessionStore.get().authenticated).toBe(false);
    expect(getCurrentClassCode()).toBe('ABC123');
    expect(getUsedClassCodes()).toEqual([{ code: 'ABC123' }, { code: 'OLD111' }]);
    expect(signupFlow.get().offer).toEqual({
      promoPrice: 499,
      normalPrice: 999,
      interval: 'month',
      priceId: 'price_month',
      promoCode: 'CLASSROOM',
      classCode: 'ABC123',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('swallows failures and still goes to the offer', async () => {
    const { router, user } = setup({
      [`GET ${billingApi.offerInfo.path}`]: () =>
        jsonResponse(500, { code: 'INTERNAL', message: 'boom' }),
      [`POST ${authApi.logout.path}`]: () => jsonResponse(500, { code: 'INTERNAL', message: 'x' }),
    });
    await screen.findByRole('dialog', { name: MESSAGES.classTimeOver });
    await user.click(screen.getByRole('button', { name: 'Read at home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/offer'));
    expect(sessionStore.get().authenticated).toBe(false);
    expect(signupFlow.get().offer).toBeNull();
  });

  it('closing the modal the usual way leaves the page as before', async () => {
    const { onLeave, user } = setup({ [`GET ${billingApi.offerInfo.path}`]: offer });
    await screen.findByRole('dialog', { name: MESSAGES.classTimeOver });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onLeave).toHaveBeenCalledOnce());
    expect(sessionStore.get().authenticated).toBe(true);
  });
});
