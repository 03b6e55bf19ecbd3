/** Query keys of the billing feature. */
export const billingKeys = {
  all: ['billing'] as const,
  plans: (promoCode: string | null, token: string | null) =>
    ['billing', 'plans', promoCode ?? '', token ?? ''] as const,
  publicPlans: () => ['billing', 'public-plans'] as const,
  provider: () => ['billing', 'provider'] as const,
  customer: () => ['billing', 'customer'] as const,
  payment: () => ['billing', 'payment'] as const,
  invitation: (token: string) => ['billing', 'invitation', token] as const,
  offer: (classCode: string) => ['billing', 'offer', classCode] as const,
};
