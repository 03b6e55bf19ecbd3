import { describe, expect, it } from 'vitest';
import { TEST_FILTERS } from '../../../components/books/test-data.ts';
import {
  hasCriteria,
  rangeLabel,
  readSearchState,
  toCriteria,
  withParam,
  withoutFilters,
} from './search-params.ts';

const read = (qs: string) => readSearchState(new URLSearchParams(qs), TEST_FILTERS);

describe('search address ↔ text-search query', () => {
  it('reads words, sort and filters', () => {
    const s = read(
      'query=+dino+&interests=space&interests=dinosaurs&minPages=10&readAlong=true&sort=newest',
    );
    expect(s).toEqual({
      query: 'dino',
      sort: 'newest',
      filters: { interests: ['space', 'dinosaurs'], minPages: ['10'], readAlong: ['true'] },
    });
    expect(toCriteria(s, TEST_FILTERS)).toEqual({
      query: 'dino',
      sort: 'newest',
      interests: ['dinosaurs', 'space'],
      minPages: 10,
      readAlong: true,
    });
  });

  it('reads the header box’s q and ignores junk', () => {
    const s = read('q=moon&sort=loudest&minPages=ten&readAlong=nope&foo=1');
    expect(s).toEqual({ query: 'moon', sort: 'relevance', filters: {} });
    expect(hasCriteria(s)).toBe(true);
    expect(hasCriteria(read('sort=title'))).toBe(false);
    expect(hasCriteria(read('bookType=Fiction'))).toBe(true);
  });

  it('sends a reversed range the right way round', () => {
    expect(toCriteria(read('minPages=50&maxPages=10'), TEST_FILTERS)).toMatchObject({
      minPages: 10,
      maxPages: 50,
    });
  });

  it('writes parameters, folding q into query', () => {
    const next = withParam(new URLSearchParams('q=moon&sort=title'), 'interests', ['a', 'b']);
    expect(next.toString()).toBe('sort=title&query=moon&interests=a&interests=b');
    expect(withParam(next, 'interests', null).toString()).toBe('sort=title&query=moon');
    expect(
      withoutFilters(
        new URLSearchParams('query=x&bookType=Fiction&maxPages=9&sort=title'),
        TEST_FILTERS,
      ).toString(),
    ).toBe('query=x&sort=title');
  });

  it('shows a range from the bounds or the address', () => {
    const def = TEST_FILTERS.find((d) => d.type === 'range')!;
    expect(rangeLabel(def, {})).toEqual({ min: 0, max: 120 });
    expect(rangeLabel(def, { minPages: ['12'] })).toEqual({ min: 12, max: 120 });
  });
});
