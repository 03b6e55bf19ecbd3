import { describe, expect, it } from 'vitest';
import {
  addYears,
  dateOfBirthSchema,
  futureDateProblem,
  optionalFutureDate,
  optionalFutureDateSchema,
  parseDateInput,
  pastDateProblem,
  pastDateSchema,
  toLocalDateTimeString,
} from './dates.ts';
import { MESSAGES } from '../common/messages.ts';
import { messagesOf } from './test-utils.ts';

const FUTURE = 'Date cannot be in the future';
const TOO_OLD = 'Date cannot be more than 15 years ago';
const INCORRECT = 'Incorrect date';
const TOO_FAR = 'The date cannot be more than 15 years in the future';

// 15 June 2025, 10:30 local time.
const NOW = new Date(2025, 5, 15, 10, 30);
const now = () => NOW;

describe('spec texts', () => {
  it('are verbatim', () => {
    expect(MESSAGES.dateInFuture).toBe(FUTURE);
    expect(MESSAGES.dateTooOld).toBe(TOO_OLD);
    expect(MESSAGES.dateIncorrect).toBe(INCORRECT);
    expect(MESSAGES.dateTooFarAhead).toBe(TOO_FAR);
  });
});

describe('parseDateInput', () => {
  it.each([
    ['2020-02-29', new Date(2020, 1, 29)],
    ['2024-12-31', new Date(2024, 11, 31)],
    ['03/07/2019', new Date(2019, 2, 7)],
    ['2025-06-15T08:05', new Date(2025, 5, 15, 8, 5)],
    ['2025-06-15 08:05:09', new Date(2025, 5, 15, 8, 5, 9)],
    ['2025-06-15T08:05:09.5', new Date(2025, 5, 15, 8, 5, 9, 500)],
    ['2025-06-15T08:05:09Z', new Date(Date.UTC(2025, 5, 15, 8, 5, 9))],
    ['2025-06-15T08:05:09.123+02:00', new Date(Date.UTC(2025, 5, 15, 6, 5, 9, 123))],
  ])('parses %j', (v, expected) => {
    expect(parseDateInput(v)?.getTime()).toBe(expected.getTime());
  });

  it.each([
    '',
    'yesterday',
    '2021-02-29', // not a leap year
    '2023-13-01',
    '2023-04-31',
    '2023-00-10',
    '13/01/2020',
    '2023-01-01T24:00',
    '2023-01-01T10:60Z',
    '20230101',
    '1700000000000',
    null,
    undefined,
  ])('rejects %j', (v) => {
    expect(parseDateInput(v)).toBeNull();
  });

  it('accepts a valid Date and rejects an invalid one', () => {
    expect(parseDateInput(NOW)).toBe(NOW);
    expect(parseDateInput(new Date('nope'))).toBeNull();
  });
});

describe('addYears', () => {
  it('keeps the calendar day', () => {
    expect(addYears(new Date(2025, 5, 15), -15)).toEqual(new Date(2010, 5, 15));
    expect(addYears(new Date(2025, 5, 15), 15)).toEqual(new Date(2040, 5, 15));
  });
  it('turns 29 February into 28 February in a common year', () => {
    expect(addYears(new Date(2024, 1, 29), -15)).toEqual(new Date(2009, 1, 28));
  });
});

describe('date-of-birth style date (spec §5)', () => {
  const schema = pastDateSchema({ now });

  it.each([
    '2025-06-15', // today
    '2025-06-14',
    '2018-01-01',
    '2010-06-15', // exactly 15 years ago
    '06/15/2010',
  ])('accepts %j', (v) => {
    expect(messagesOf(schema, v)).toEqual([]);
    expect(pastDateProblem(v, NOW)).toBeNull();
  });

  it.each(['2025-06-16', '2030-01-01', '2025-06-16T00:00'])('rejects a future date %j', (v) => {
    expect(messagesOf(schema, v)).toEqual([FUTURE]);
  });

  it.each(['2010-06-14', '2000-01-01', '1900-06-15'])('rejects more than 15 years ago %j', (v) => {
    expect(messagesOf(schema, v)).toEqual([TOO_OLD]);
  });

  it.each(['', 'not a date', '2021-02-30', '15.06.2020', undefined, null, 20200101])(
    'rejects what does not parse %j',
    (v) => {
      expect(messagesOf(schema, v)).toEqual([INCORRECT]);
    },
  );

  it('reads the clock on every parse', () => {
    let t = new Date(2025, 0, 1);
    const moving = pastDateSchema({ now: () => t });
    expect(messagesOf(moving, '2025-03-01')).toEqual([FUTURE]);
    t = new Date(2025, 2, 1);
    expect(messagesOf(moving, '2025-03-01')).toEqual([]);
  });

  it('has a ready-made instance on the system clock', () => {
    expect(messagesOf(dateOfBirthSchema, '2999-01-01')).toEqual([FUTURE]);
    expect(messagesOf(dateOfBirthSchema, '1950-01-01')).toEqual([TOO_OLD]);
  });
});

describe('optional future date (spec §5)', () => {
  const schema = optionalFutureDateSchema({ now });

  it.each(['', '   ', undefined, null])('allows empty %j', (v) => {
    expect(messagesOf(schema, v)).toEqual([]);
    expect(futureDateProblem(v, NOW)).toBeNull();
  });

  it.each([
    '2025-06-15',
    '2030-12-31',
    '2040-06-15', // exactly 15 years ahead
    '2040-06-15T23:59',
    '2020-01-01', // the past is not restricted
  ])('accepts %j', (v) => {
    expect(messagesOf(schema, v)).toEqual([]);
  });

  it.each(['2040-06-16', '2100-01-01'])('rejects more than 15 years ahead %j', (v) => {
    expect(messagesOf(schema, v)).toEqual([TOO_FAR]);
  });

  it.each(['soon', '2030-02-30', '31/12/2030', 12])('rejects what does not parse %j', (v) => {
    expect(messagesOf(schema, v)).toEqual([INCORRECT]);
  });

  it('has a ready-made instance on the system clock', () => {
    expect(messagesOf(optionalFutureDate, '')).toEqual([]);
    expect(messagesOf(optionalFutureDate, '2999-01-01')).toEqual([TOO_FAR]);
  });
});

describe('local date-time without zone (spec §5 discount and banner dates)', () => {
  it('formats as YYYY-MM-DDTHH:mm:ss in local time', () => {
    expect(toLocalDateTimeString(new Date(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02T03:04:05');
    expect(toLocalDateTimeString(new Date(2025, 11, 31, 23, 59, 59))).toBe('2025-12-31T23:59:59');
  });
  it('round-trips through parseDateInput', () => {
    const d = new Date(2026, 6, 4, 9, 15, 0);
    expect(parseDateInput(toLocalDateTimeString(d))).toEqual(d);
  });
});
