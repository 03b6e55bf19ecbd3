import type { z } from 'zod';
import {
  AppErrorCode,
  MESSAGES,
  PLAN_PRODUCT_NAMES,
  SIGNUP_MESSAGES,
  formatPrice,
  type InvitationResponse,
  type OfferInfo,
  type PlanInterval,
  type parentSignupBodySchema,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashSecret } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { RequestMeta } from '../auth/auth.service.ts';
import type { BillingRepo } from './billing.repo.ts';
import { addInterval } from './billing.presenter.ts';
import type { BillingService } from './billing.service.ts';

export interface SignupServiceDeps {
  repo: BillingRepo;
  billing: BillingService;
  clock: Clock;
  /** Opens the new parent's session (its parent gate counts as passed). */
  openSignUpSession(userId: string, meta: RequestMeta): Promise<{ token: string }>;
}

const invitationInvalid = () =>
  new AppError(AppErrorCode.BAD_REQUEST, SIGNUP_MESSAGES.invitationInvalid, {
    freeSubscriptionToken: SIGNUP_MESSAGES.invitationInvalid,
  });

/**
 * Sign-up step 1 (spec §4), invitations, product-news sign-up and the class-time-over offer.
 * The account row is created at step 1 (spec: POST /api/v2/users/parent then 418); a card step
 * that fails removes that still-pending account (billing.service `create`).
 */
export function createSignupService(deps: SignupServiceDeps) {
  const { repo, clock } = deps;

  async function usableInvitation(token: string) {
    const inv = await repo.findInvitation(hashToken(token));
    if (!inv || inv.expiresAt <= clock.now() || inv.uses >= inv.maxUses) return null;
    return inv;
  }

  return {
    /**
     * Create the parent account; always answers 418 with the new session's token and the next
     * step: plan selection, or (a valid free-subscription token) the subscription check, since
     * the invitation's free subscription already started.
     */
    async signup(
      body: z.output<typeof parentSignupBodySchema>,
      freeToken: string | undefined,
      meta: RequestMeta,
    ): Promise<never> {
      const now = clock.now();
      const emailTaken = () =>
        new AppError(AppErrorCode.CONFLICT, SIGNUP_MESSAGES.emailTaken, {
          email: SIGNUP_MESSAGES.emailTaken,
        });
      if (await repo.findUserByEmail(body.email)) throw emailTaken();
      const invitation = freeToken ? await usableInvitation(freeToken) : null;
      if (freeToken && !invitation) throw invitationInvalid();
      if (invitation?.email && invitation.email !== body.email) throw invitationInvalid();
      const passwordHash = await hashSecret(body.password);
      const name = body.name?.trim() || body.email.split('@')[0]!.slice(0, 60);
      const userId = await repo.db.transaction(async (tx) => {
        const id = await repo.insertParent({ email: body.email, name, passwordHash }, tx);
        if (!id) throw emailTaken();
        if (invitation) {
          if (!(await repo.claimInvitation(invitation.id, now, tx))) throw invitationInvalid();
          const plans = await repo.listPlans(tx);
          const monthly = plans.find((p) => p.interval === 'month') ?? plans[0]!;
          await repo.insertSubscription(
            {
              userId: id,
              priceId: monthly.priceId,
              status: 'ACTIVE',
              free: true,
              currentPeriodStart: now,
              currentPeriodEnd: addInterval(now, 'day', invitation.freeDays),
            },
            tx,
          );
        }
        return id;
      });
      if (body.consentToReceiveUpdates) await repo.addConsumerSubscriber(body.email);
      deps.billing.changed();
      const session = await deps.openSignUpSession(userId, meta);
      throw await deps.billing.subscriptionRequired(userId, 'PARENT', session.token, {
        signupStep: invitation ? 'SUBSCRIPTION_CHECK' : 'PLAN_SELECTION',
      });
    },

    async validateInvitation(token: string): Promise<InvitationResponse> {
      const inv = await usableInvitation(token);
      return inv
        ? { valid: true, freeDays: inv.freeDays, email: inv.email, message: null }
        : { valid: false, freeDays: null, email: null, message: SIGNUP_MESSAGES.invitationInvalid };
    },

    async consumerSubscribe(email: string) {
      await repo.addConsumerSubscriber(email);
      return { message: SIGNUP_MESSAGES.subscribed };
    },

    /** Spec §3 "Offer info" for a class code (the school's offer, else the general one). */
    async offerInfo(classCode: string): Promise<OfferInfo> {
      const klass = await repo.findClassroomSchool(classCode);
      if (!klass) throw new AppError(AppErrorCode.NOT_FOUND, MESSAGES.classCodeUnknown);
      const offer = await repo.findClassOffer(klass.schoolId, clock.now());
      const plan = offer ? await repo.findPlan(offer.priceId) : undefined;
      if (!offer || !plan)
        throw new AppError(AppErrorCode.NOT_FOUND, 'There is no offer right now.');
      return {
        promoPrice: offer.discountPrice,
        normalPrice: plan.priceCents,
        formattedPromoPrice: formatPrice(offer.discountPrice, plan.currencyCode),
        promoCode: offer.promoCode,
        subscription: {
          interval: plan.interval as PlanInterval,
          priceId: plan.priceId,
          productName: PLAN_PRODUCT_NAMES[plan.interval as PlanInterval],
        },
      };
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
