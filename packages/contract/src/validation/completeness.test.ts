import { describe, expect, it } from 'vitest';
import {
  findUnknownCreators,
  isEducatorProfileComplete,
  isSchoolComplete,
  withoutCreators,
} from './completeness.ts';
import { MESSAGES } from '../common/messages.ts';

describe('educator profile completeness (spec §5: title and role)', () => {
  it.each([
    [{ title: { id: 1 }, educatorRole: { id: 2 } }, true],
    [{ title: 'MRS', educatorRole: 'TEACHER' }, true],
    [{ title: 3, educatorRole: 0 }, true],
    [{ title: { id: 1 }, educatorRole: null }, false],
    [{ title: null, educatorRole: { id: 2 } }, false],
    [{ title: '', educatorRole: 'TEACHER' }, false],
    [{ title: { id: null }, educatorRole: { id: 2 } }, false],
    [{}, false],
  ])('%j → %j', (profile, complete) => {
    expect(isEducatorProfileComplete(profile)).toBe(complete);
  });
});

describe('school completeness (spec §5: hours and a location)', () => {
  const hours = { hoursFrom: '8AM', hoursTo: '3PM' };
  it.each([
    [{ hours, locationId: 'loc-1' }, true],
    [{ hours, location: { id: 7 } }, true],
    [{ hours, locationId: null }, false],
    [{ hours: null, locationId: 'loc-1' }, false],
    [{ hours: { hoursFrom: '8AM', hoursTo: '' }, locationId: 'loc-1' }, false],
    [{ hours: { hoursFrom: null, hoursTo: '3PM' }, locationId: 'loc-1' }, false],
    [{}, false],
  ])('%j → %j', (school, complete) => {
    expect(isSchoolComplete(school)).toBe(complete);
  });
});

describe('admin book creators check (spec §5)', () => {
  it('has the prompt text', () => {
    expect(MESSAGES.creatorsUnknown).toBe(
      'These creators are not in the database. Do you want to save them?',
    );
  });

  it('lists names not yet known, ignoring case and spacing, once each', () => {
    const known = ['Eric Carle', 'Julia Donaldson'];
    expect(
      findUnknownCreators(
        ['eric  carle', 'Axel Scheffler', ' Julia Donaldson', 'axel scheffler', 'Mo Willems', ''],
        known,
      ),
    ).toEqual(['Axel Scheffler', 'Mo Willems']);
    expect(findUnknownCreators(['Eric Carle'], known)).toEqual([]);
  });

  it('NO drops the unknown names, YES keeps all', () => {
    const names = ['Eric Carle', 'Axel Scheffler', 'Mo Willems'];
    const unknown = findUnknownCreators(names, ['Eric Carle']);
    expect(withoutCreators(names, unknown)).toEqual(['Eric Carle']);
    expect(withoutCreators(names, [])).toEqual(names);
  });
});
