import { describe, expect, it } from 'vitest';
import {
  sentHexColorSchema,
  hexColorForSendSchema,
  hexColorSchema,
  isHexColor,
  stripHexHash,
  withHexHash,
} from './color.ts';
import { MESSAGES } from '../common/messages.ts';
import { messagesOf } from './test-utils.ts';

const INCORRECT = 'Incorrect HEX color code';

describe('hex colour (spec §5)', () => {
  it('uses the spec text', () => {
    expect(MESSAGES.hexColor).toBe(INCORRECT);
  });

  it.each([undefined, null, '', '   '])('is required: %j', (v) => {
    expect(messagesOf(hexColorSchema, v)).toEqual(['HEX color code is required']);
  });

  it.each([
    'FFFFFF', // no #
    '#FFF', // 3 digits
    '#12345', // 5
    '#1234567', // 7
    '##123456',
    '#12 456',
    '#GGGGGG', // not hexadecimal
    '#12345z',
    'red',
    '#',
  ])('rejects %j', (v) => {
    expect(messagesOf(hexColorSchema, v)).toEqual([INCORRECT]);
  });

  it.each(['#000000', '#FFFFFF', '#a1B2c3', '#7f3AE9'])('accepts %j', (v) => {
    expect(messagesOf(hexColorSchema, v)).toEqual([]);
    expect(isHexColor(v)).toBe(true);
  });

  it('trims surrounding spaces', () => {
    expect(hexColorSchema.parse(' #ABCDEF ')).toBe('#ABCDEF');
  });

  it('sends colours without the leading #', () => {
    expect(stripHexHash('#A1B2C3')).toBe('A1B2C3');
    expect(stripHexHash('A1B2C3')).toBe('A1B2C3');
    expect(hexColorForSendSchema.parse('#a1b2c3')).toBe('a1b2c3');
    expect(messagesOf(hexColorForSendSchema, '#zz')).toEqual([INCORRECT]);
  });

  it('adds the # back for display', () => {
    expect(withHexHash('A1B2C3')).toBe('#A1B2C3');
    expect(withHexHash('#A1B2C3')).toBe('#A1B2C3');
  });
});

describe('sent hex colour (stored and sent without #)', () => {
  it('accepts 6 hex digits only, without the #', () => {
    expect(sentHexColorSchema.safeParse('A1b2C3').success).toBe(true);
    expect(sentHexColorSchema.safeParse('#A1B2C3').success).toBe(false);
    expect(sentHexColorSchema.safeParse('ZZZZZZ').success).toBe(false);
    expect(messagesOf(sentHexColorSchema, '12345')).toEqual([MESSAGES.hexColor]);
  });
});
