import { describe, expect, it } from 'vitest';
import { parseClockValue } from './smil-clock.ts';

describe('parseClockValue (SMIL clock values)', () => {
  it.each([
    ['1.5s', 1.5],
    ['0.000s', 0],
    ['12.345s', 12.345],
    ['1500ms', 1.5],
    ['2min', 120],
    ['0.5h', 1800],
    ['1.25', 1.25],
    ['.5s', 0.5],
    ['00:01.500', 1.5],
    ['01:02', 62],
    ['0:00:01.5', 1.5],
    ['1:02:03.25', 3723.25],
    ['12:00:00', 43200],
    ['npt=1.5s', 1.5],
    ['npt=0:00:02.250', 2.25],
    ['npt=3', 3],
    ['  4.5s  ', 4.5],
  ])('%s → %d s', (value, seconds) => {
    expect(parseClockValue(value)).toBeCloseTo(seconds, 9);
  });

  it.each([
    null,
    undefined,
    '',
    'npt=',
    'abc',
    '1.5 s',
    '-1s',
    '1:60',
    '0:00:61',
    '1.5sec',
    '1,5s',
  ])('rejects %j', (value) => {
    expect(parseClockValue(value)).toBeNull();
  });
});
