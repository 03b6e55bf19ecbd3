import { useMutation } from '@tanstack/react-query';
import {
  AppErrorCode,
  billingApi,
  FREE_SUBSCRIPTION_TOKEN_HEADER,
  subscriptionRequiredMetadataSchema,
  type ParentSignupBody,
  type SubscriptionRequiredMetadata,
} from '@pagebird/contract';
import { callApi, isApiError } from '../../../../lib/api-client.ts';

/** The 418 SUBSCRIPTION_REQUIRED answer's metadata, or null for any other error. */
export function subscriptionRequiredOf(e: unknown): SubscriptionRequiredMetadata | null {
  if (!isApiError(e) || e.status !== 418 || e.code !== AppErrorCode.SUBSCRIPTION_REQUIRED) {
    return null;
  }
  const parsed = subscriptionRequiredMetadataSchema.safeParse(e.metadata);
  return parsed.success ? parsed.data : null;
}

export interface ParentSignupInput {
  body: ParentSignupBody;
  /** An invitation's free-subscription token. */
  freeSubscriptionToken?: string | null;
}

/**
 * POST /api/v2/users/parent. The account is created and the server answers 418 (spec §8: "the
 * account is created but a subscription is still needed"): this resolves with that answer's
 * metadata (the new session's access token and the next step). Other errors reject.
 */
export async function createParentAccount({
  body,
  freeSubscriptionToken,
}: ParentSignupInput): Promise<SubscriptionRequiredMetadata> {
  try {
    await callApi(billingApi.parentSignup, {
      body,
      token: null,
      headers: freeSubscriptionToken
        ? { [FREE_SUBSCRIPTION_TOKEN_HEADER]: freeSubscriptionToken }
        : undefined,
    });
  } catch (e) {
    const required = subscriptionRequiredOf(e);
    if (required) return required;
    throw e;
  }
  // A 2xx is not part of the contract: treat it as a failure rather than guess a state.
  throw new Error('Sign-up answered without a subscription step');
}

export function useParentSignup() {
  return useMutation({ mutationKey: ['billing', 'signup'], mutationFn: createParentAccount });
}
