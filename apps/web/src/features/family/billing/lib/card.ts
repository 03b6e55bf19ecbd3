import cardValidator from 'card-validator';
import creditCardType from 'credit-card-type';
import { CARD_BRAND_LABELS, detectCardBrand, type CardBrand } from '@pagebird/contract';

/** How a brand is shown (spec §3); unknown names show the generic card. */
export function brandLabel(brand: string | null | undefined): string {
  return CARD_BRAND_LABELS[brand as CardBrand] ?? CARD_BRAND_LABELS.unknown;
}

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

const DEFAULT_GAPS = [4, 8, 12];
const MAX_DIGITS = 19;

export interface CardNumberState {
  /** The digits typed so far (at most 19). */
  digits: string;
  /** The brand as soon as the first digits tell it; `unknown` until then. */
  brand: CardBrand;
  /** Complete and passing the Luhn check for its brand's lengths. */
  valid: boolean;
  /** Could still become valid by typing more digits. */
  potentiallyValid: boolean;
  /** Digits grouped the way the brand prints them (4-6-5 for Amex, 4-4-4-4 for most). */
  formatted: string;
  /** Length of the card's security code (4 for Amex, else 3). */
  cvcLength: number;
  /** How many digits the brand's longest number has. */
  maxLength: number;
}

/** Read a card number as it is typed: brand, grouping, Luhn validity. */
export function readCardNumber(raw: string): CardNumberState {
  const digits = digitsOnly(raw).slice(0, MAX_DIGITS);
  const check = cardValidator.number(digits, { luhnValidateUnionPay: true });
  // While several brands still fit the first digits, show the likeliest (the list is sorted).
  const card = check.card ?? (digits ? creditCardType(digits)[0] : undefined) ?? null;
  // The contract's detection follows the same rules (credit-card-type), so the brand shown
  // while typing is the one the server saves.
  const brand = detectCardBrand(digits);
  const gaps = card?.gaps ?? DEFAULT_GAPS;
  const maxLength = card ? Math.max(...card.lengths) : MAX_DIGITS;
  const limited = digits.slice(0, maxLength);
  let formatted = '';
  for (let i = 0; i < limited.length; i++) {
    if (gaps.includes(i)) formatted += ' ';
    formatted += limited[i];
  }
  return {
    digits: limited,
    brand,
    valid: check.isValid,
    potentiallyValid: check.isPotentiallyValid,
    formatted,
    cvcLength: card?.code.size ?? 3,
    maxLength,
  };
}

export interface Expiry {
  month: number;
  year: number;
}

/** Format the expiry as it is typed: "1" → "1", "12" → "12 / ", "1228" → "12 / 28". */
export function formatExpiry(raw: string, deleting = false): string {
  let digits = digitsOnly(raw).slice(0, 4);
  // A first digit above 1 can only be a single-digit month.
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The expiry as month and four-digit year when it is a real, not yet passed month. */
export function readExpiry(raw: string): Expiry | null {
  const digits = digitsOnly(raw);
  if (digits.length !== 4) return null;
  const check = cardValidator.expirationDate({
    month: digits.slice(0, 2),
    year: digits.slice(2),
  });
  if (!check.isValid || !check.month || !check.year) return null;
  const year = Number(check.year);
  return { month: Number(check.month), year: year < 100 ? 2000 + year : year };
}

/** The security code is valid when it has exactly the brand's length. */
export function cvcValid(raw: string, length: number): boolean {
  return cardValidator.cvv(digitsOnly(raw), length).isValid && digitsOnly(raw) === raw.trim();
}
