import cardValidator from 'card-validator';
import { describe, expect, it } from 'vitest';
import { CARD_TYPE_BRANDS, detectCardBrand } from '@pagebird/contract';
import { brandLabel, readCardNumber } from './card.ts';

/** Every prefix of each number, as the form sees it while the number is typed. */
const NUMBERS = [
  '378282246310005',
  '36227206271667',
  '3056930009020004',
  '6011111111111117',
  '6445644564456445',
  '3566002020360505',
  '5555555555554444',
  '2223003122003222',
  '6200000000000005',
  '6205500000000000004',
  '6212345678901232',
  '6221260000000000',
  '6229250000000000',
  '4242424242424242',
  '4000000000000341',
  '6304000000000000',
  '9999999999999995',
];

describe('card brand while typing', () => {
  it('is the brand the server saves (the contract’s detection) at every digit', () => {
    for (const number of NUMBERS) {
      for (let i = 1; i <= number.length; i++) {
        const typed = number.slice(0, i);
        const read = readCardNumber(typed);
        expect(read.brand, typed).toBe(detectCardBrand(typed));
        // card-validator's own answer, once it is sure of one brand, is the same.
        const sure = cardValidator.number(typed, { luhnValidateUnionPay: true }).card;
        if (sure) expect(CARD_TYPE_BRANDS[sure.type] ?? 'unknown', typed).toBe(read.brand);
      }
    }
  });

  it('calls 6212… and 622126… Union Pay, and complete test numbers valid', () => {
    expect(brandLabel(readCardNumber('6212').brand)).toBe('Union Pay');
    expect(brandLabel(readCardNumber('6221 26').brand)).toBe('Union Pay');
    expect(readCardNumber('6212345678901232').valid).toBe(true);
    expect(brandLabel(readCardNumber('6011').brand)).toBe('Discover');
    expect(brandLabel(readCardNumber('6304').brand)).toBe('generic');
  });
});
