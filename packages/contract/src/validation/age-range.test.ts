import { describe, expect, it } from 'vitest';
import { ageRangeSchema, isAgeIdAboveThree, maxAgeSchema, minAgeSchema } from './age-range.ts';
import { MESSAGES } from '../common/messages.ts';
import { fieldMessagesOf, messagesOf } from './test-utils.ts';

const BELOW_MIN = 'Max Age cannot be less than Min Age';

describe('child age range (spec §5 discovery-zone segment, §9 2 to 14)', () => {
  it('uses the spec text for max below min', () => {
    expect(MESSAGES.maxAgeBelowMin).toBe(BELOW_MIN);
  });

  describe('minAge', () => {
    it.each([undefined, null, '', '  ', Number.NaN])('is required: %j', (v) => {
      expect(messagesOf(minAgeSchema, v)).toEqual(['Min Age is required']);
    });
    it.each([0, 1, -3, '1'])('is at least 2: %j', (v) => {
      expect(messagesOf(minAgeSchema, v)).toEqual(['Min Age cannot be less than 2']);
    });
    it.each([15, 99, '15'])('is at most 14: %j', (v) => {
      expect(messagesOf(minAgeSchema, v)).toEqual(['Min Age cannot be more than 14']);
    });
    it.each([2.5, 'abc', true])('is a whole number: %j', (v) => {
      expect(messagesOf(minAgeSchema, v)).toEqual(['Age must be a whole number']);
    });
    it.each([
      [2, 2],
      [8, 8],
      [14, 14],
      ['6', 6],
      [' 7 ', 7],
    ])('accepts %j', (v, out) => {
      expect(minAgeSchema.parse(v)).toBe(out);
    });
  });

  describe('maxAge', () => {
    it.each([undefined, null, ''])('is required: %j', (v) => {
      expect(messagesOf(maxAgeSchema, v)).toEqual(['Max Age is required']);
    });
    it.each([15, 100])('is at most 14: %j', (v) => {
      expect(messagesOf(maxAgeSchema, v)).toEqual(['Max Age cannot be more than 14']);
    });
    it.each([2, 14, '10'])('accepts %j on its own', (v) => {
      expect(messagesOf(maxAgeSchema, v)).toEqual([]);
    });
  });

  describe('ageRangeSchema', () => {
    it.each([
      [2, 14],
      [5, 5],
      [3, 9],
      ['4', '12'],
    ])('accepts %j–%j', (minAge, maxAge) => {
      expect(fieldMessagesOf(ageRangeSchema, { minAge, maxAge })).toEqual({});
    });

    it('converts numeric strings', () => {
      expect(ageRangeSchema.parse({ minAge: '4', maxAge: '12' })).toEqual({
        minAge: 4,
        maxAge: 12,
      });
    });

    it.each([
      [6, 5],
      [14, 2],
      [3, 2],
    ])('rejects max %j below min %j on maxAge', (minAge, maxAge) => {
      expect(fieldMessagesOf(ageRangeSchema, { minAge, maxAge })).toEqual({ maxAge: [BELOW_MIN] });
    });

    it('reports both missing values', () => {
      expect(fieldMessagesOf(ageRangeSchema, { minAge: '', maxAge: '' })).toEqual({
        minAge: ['Min Age is required'],
        maxAge: ['Max Age is required'],
      });
    });

    it('reports bounds and order together', () => {
      expect(fieldMessagesOf(ageRangeSchema, { minAge: 1, maxAge: 0 })).toEqual({
        minAge: ['Min Age cannot be less than 2'],
        maxAge: [BELOW_MIN],
      });
      expect(fieldMessagesOf(ageRangeSchema, { minAge: 10, maxAge: 15 })).toEqual({
        maxAge: ['Max Age cannot be more than 14'],
      });
    });

    it('does not compare when one side is missing', () => {
      expect(fieldMessagesOf(ageRangeSchema, { minAge: 6 })).toEqual({
        maxAge: ['Max Age is required'],
      });
    });
  });
});

describe('age id rule (spec §5 "satisfied when the age id is above 3")', () => {
  it.each([
    [4, true],
    [10, true],
    [3, false],
    [0, false],
    [-1, false],
    [null, false],
    [undefined, false],
  ])('ageId %j → %j', (ageId, ok) => {
    expect(isAgeIdAboveThree(ageId)).toBe(ok);
  });
});
