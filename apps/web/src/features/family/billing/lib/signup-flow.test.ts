import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../../lib/auth/session-store.ts';
import { signIn } from '../../../../test/factories.ts';
import { signupFlow } from './signup-flow.ts';

describe('sign-up flow store', () => {
  it('keeps the step per tab and starts again keeping the offer and the email', () => {
    signupFlow.update({
      step: 'card',
      accessToken: 'tok',
      email: 'a@example.com',
      offer: { promoPrice: 299, interval: 'month' },
    });
    signupFlow.refresh();
    expect(signupFlow.get()).toMatchObject({ step: 'card', accessToken: 'tok' });
    signupFlow.restart();
    expect(signupFlow.get()).toMatchObject({
      step: 'account',
      accessToken: null,
      email: 'a@example.com',
      offer: { promoPrice: 299, interval: 'month' },
    });
  });

  it('signing out ends a sign-up under way (spec §4 "Logout" resets all state)', () => {
    signIn('PARENT');
    signupFlow.update({ step: 'card', accessToken: 'tok', billingIssue: true });
    sessionStore.clear();
    expect(signupFlow.get()).toMatchObject({
      step: 'account',
      accessToken: null,
      billingIssue: false,
    });
  });
});
