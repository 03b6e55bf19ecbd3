import { describe, expect, it } from 'vitest';
import { isPaymentDeclined, type PaymentsProvider } from './payments.ts';

/** What a provider's test file gives the shared suite. */
export interface ProviderUnderTest {
  provider: PaymentsProvider;
  /** A payment method id for a test card of each behaviour. */
  card(kind: 'ok' | 'declined' | 'insufficientFunds' | 'failsOnCharge'): Promise<string>;
  /** Succeeded charges the processor recorded for a customer. */
  chargesFor(customerId: string): Promise<number>;
}

let n = 0;
const unique = () => `${Date.now()}-${++n}-${Math.random().toString(36).slice(2)}`;

/**
 * The one provider contract suite: sandbox and stripe (against the local double) must behave
 * the same for everything billing relies on.
 */
export function providerContractSuite(name: string, get: () => ProviderUnderTest): void {
  describe(`payments provider contract: ${name}`, () => {
    const customer = async () =>
      get().provider.createCustomer({
        email: `c-${unique()}@example.test`,
        name: 'Pat',
        idempotencyKey: `customer:${unique()}`,
      });

    it('creates a customer once per idempotency key', async () => {
      const { provider } = get();
      const key = `customer:${unique()}`;
      const a = await provider.createCustomer({
        email: 'a@example.test',
        name: 'A',
        idempotencyKey: key,
      });
      const b = await provider.createCustomer({
        email: 'a@example.test',
        name: 'A',
        idempotencyKey: key,
      });
      expect(a.id).toBe(b.id);
      const c = await customer();
      expect(c.id).not.toBe(a.id);
    });

    it('saves a good card with brand, last four and expiry, and makes it the default', async () => {
      const t = get();
      const cus = await customer();
      const card = await t.provider.attachPaymentMethod(cus.id, await t.card('ok'));
      expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
      expect(card.expMonth).toBeGreaterThanOrEqual(1);
      expect(card.expYear).toBeGreaterThanOrEqual(2026);
      await t.provider.setDefaultPaymentMethod(cus.id, card.id);
      const list = await t.provider.listPaymentMethods(cus.id);
      expect(list.map((c) => c.id)).toEqual([card.id]);
    });

    it('refuses a declined card and a card without funds when saving them', async () => {
      const t = get();
      const cus = await customer();
      const declined = await t.provider
        .attachPaymentMethod(cus.id, await t.card('declined'))
        .catch((e: unknown) => e);
      expect(isPaymentDeclined(declined) && declined.declineCode).toBe('card_declined');
      const poor = await t.provider
        .attachPaymentMethod(cus.id, await t.card('insufficientFunds'))
        .catch((e: unknown) => e);
      expect(isPaymentDeclined(poor) && poor.declineCode).toBe('insufficient_funds');
      expect(await t.provider.listPaymentMethods(cus.id)).toEqual([]);
    });

    it('saves a card ending 0341 but declines charging it', async () => {
      const t = get();
      const cus = await customer();
      const card = await t.provider.attachPaymentMethod(cus.id, await t.card('failsOnCharge'));
      expect(card.last4).toBe('0341');
      const err = await t.provider
        .charge({
          customerId: cus.id,
          paymentMethodId: card.id,
          amount: 999,
          currency: 'USD',
          idempotencyKey: `charge:${unique()}`,
          description: 'renewal',
        })
        .catch((e: unknown) => e);
      expect(isPaymentDeclined(err) && err.declineCode).toBe('card_declined');
      expect(await t.chargesFor(cus.id)).toBe(0);
    });

    it('charges once per idempotency key', async () => {
      const t = get();
      const cus = await customer();
      const card = await t.provider.attachPaymentMethod(cus.id, await t.card('ok'));
      const input = {
        customerId: cus.id,
        paymentMethodId: card.id,
        amount: 999,
        currency: 'USD',
        idempotencyKey: `charge:${unique()}`,
        description: 'renewal',
      };
      const first = await t.provider.charge(input);
      const again = await t.provider.charge(input);
      expect(again.id).toBe(first.id);
      expect(first.amount).toBe(999);
      expect(await t.chargesFor(cus.id)).toBe(1);
      await t.provider.charge({ ...input, idempotencyKey: `charge:${unique()}` });
      expect(await t.chargesFor(cus.id)).toBe(2);
    });

    it('starts a setup intent with a client secret', async () => {
      const t = get();
      const cus = await customer();
      const si = await t.provider.createSetupIntent(cus.id);
      expect(si.id).toMatch(/^seti_/);
      expect(si.clientSecret).toContain('_secret_');
    });

    it("does not let one customer use another customer's card", async () => {
      const t = get();
      const a = await customer();
      const b = await customer();
      const card = await t.provider.attachPaymentMethod(a.id, await t.card('ok'));
      await expect(t.provider.attachPaymentMethod(b.id, card.id)).rejects.toThrow();
      await expect(
        t.provider.charge({
          customerId: b.id,
          paymentMethodId: card.id,
          amount: 100,
          currency: 'USD',
          idempotencyKey: `charge:${unique()}`,
          description: 'x',
        }),
      ).rejects.toThrow();
    });
  });
}
