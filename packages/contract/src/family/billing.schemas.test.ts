import { describe, expect, it } from 'vitest';
import {
  annualSavings,
  cardDetailsSchema,
  cardExpired,
  detectCardBrand,
  displayPrice,
  formatPrice,
  luhnValid,
  CARD_BRAND_LABELS,
  CARD_MESSAGES,
} from './billing.schemas.ts';

describe('prices', () => {
  it('shows cents divided by 100', () => {
    expect(displayPrice(999)).toBe(9.99);
    expect(formatPrice(999)).toBe('$9.99');
  });

  it("derives the annual plan's old price, saved percent and per-month info", () => {
    expect(annualSavings(7999, 999)).toEqual({
      oldPrice: 119.88,
      formattedOldPrice: '$119.88',
      savedPercent: 33,
      additionalInfo: '$6.67 per month',
    });
  });
});

describe('cards', () => {
  it('detects the brand while typing and labels it per spec §3', () => {
    expect(detectCardBrand('4242')).toBe('visa');
    expect(detectCardBrand('5555 5555')).toBe('mastercard');
    expect(detectCardBrand('3782')).toBe('amex');
    expect(detectCardBrand('6011')).toBe('discover');
    expect(detectCardBrand('3566')).toBe('jcb');
    expect(detectCardBrand('6200')).toBe('unionpay');
    expect(detectCardBrand('9')).toBe('unknown');
    expect(CARD_BRAND_LABELS.unionpay).toBe('Union Pay');
    expect(CARD_BRAND_LABELS.diners).toBe('generic');
  });

  // Processors' published test numbers for every brand of spec §3, with the label shown.
  it.each([
    ['378282246310005', 'amex', 'Amex'],
    ['371449635398431', 'amex', 'Amex'],
    ['3056930009020004', 'diners', 'generic'],
    ['36227206271667', 'diners', 'generic'],
    ['6011111111111117', 'discover', 'Discover'],
    ['6011000990139424', 'discover', 'Discover'],
    ['6445644564456445', 'discover', 'Discover'],
    // eftpos Australia cards are co-badged: the number reads as the network's brand; the
    // processor may report `eftpos_au` for the saved card, which shows the generic card.
    ['4000050360000001', 'visa', 'Visa'],
    ['5555050360000080', 'mastercard', 'Mastercard'],
    ['3566002020360505', 'jcb', 'JCB'],
    ['3530111333300000', 'jcb', 'JCB'],
    ['5555555555554444', 'mastercard', 'Mastercard'],
    ['2223003122003222', 'mastercard', 'Mastercard'],
    ['5200828282828210', 'mastercard', 'Mastercard'],
    ['6200000000000005', 'unionpay', 'Union Pay'],
    ['6205500000000000004', 'unionpay', 'Union Pay'],
    ['6212345678901232', 'unionpay', 'Union Pay'],
    // 622126–622925 was Discover's co-branded range; card-validator calls it Union Pay.
    ['6221260000000000', 'unionpay', 'Union Pay'],
    ['6229250000000000', 'unionpay', 'Union Pay'],
    ['8171999927660000', 'unionpay', 'Union Pay'],
    ['4242424242424242', 'visa', 'Visa'],
    ['4000056655665556', 'visa', 'Visa'],
    ['4000000000000341', 'visa', 'Visa'],
    ['6304000000000000', 'unknown', 'generic'], // Maestro
    ['2200000000000004', 'unknown', 'generic'], // Mir
    ['9999999999999995', 'unknown', 'generic'],
    ['', 'unknown', 'generic'],
  ] as const)('%s is %s, shown as %s', (number, brand, label) => {
    expect(detectCardBrand(number)).toBe(brand);
    expect(CARD_BRAND_LABELS[detectCardBrand(number)]).toBe(label);
    // Spaces as the form shows them change nothing.
    expect(detectCardBrand(number.replace(/(\d{4})(?=\d)/g, '$1 '))).toBe(brand);
  });

  it('while typing: the likeliest brand of the first digits, as card-validator shows it', () => {
    expect(detectCardBrand('3')).toBe('amex');
    expect(detectCardBrand('36')).toBe('diners');
    expect(detectCardBrand('6')).toBe('discover');
    expect(detectCardBrand('62')).toBe('unionpay');
    expect(detectCardBrand('6212')).toBe('unionpay');
    expect(detectCardBrand('622126')).toBe('unionpay');
    expect(detectCardBrand('65')).toBe('discover');
    expect(detectCardBrand('2')).toBe('mastercard');
  });

  it('checks Luhn, CVC length by brand and the expiry month', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    const ok = cardDetailsSchema.safeParse({
      number: '4242 4242 4242 4242',
      expMonth: '12',
      expYear: '34',
      cvc: '123',
    });
    expect(ok.success && ok.data).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    const bad = cardDetailsSchema.safeParse({
      number: '4242424242424241',
      expMonth: 13,
      expYear: 2030,
      cvc: '1234',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(CARD_MESSAGES.numberInvalid);
    expect(messages).toContain(CARD_MESSAGES.expiryInvalid);
    const amex = cardDetailsSchema.safeParse({
      number: '378282246310005',
      expMonth: 1,
      expYear: 2030,
      cvc: '123',
    });
    expect(amex.error?.issues[0]?.message).toBe(CARD_MESSAGES.cvcInvalid);
    expect(cardExpired(1, 2026, new Date('2026-02-01T00:00:00Z'))).toBe(true);
    expect(cardExpired(2, 2026, new Date('2026-02-28T00:00:00Z'))).toBe(false);
  });
});
