import { describe, expect, it } from 'vitest';
import {
  idListTextSchema,
  joinCompletedQuizBookIds,
  joinListLines,
  parseCompletedQuizBookIds,
  splitList,
} from './lists.ts';

describe('discovery-zone lists (spec §5: split on commas and newlines)', () => {
  it.each([
    ['a,b,c', ['a', 'b', 'c']],
    ['a\nb\nc', ['a', 'b', 'c']],
    ['a, b\r\nc ,\n d', ['a', 'b', 'c', 'd']],
    ['a,,b\n\n,c,', ['a', 'b', 'c']],
    ['  single  ', ['single']],
    ['', []],
    [' , \n ', []],
  ])('%j → %j', (text, list) => {
    expect(splitList(text)).toEqual(list);
  });

  it('treats null and undefined as empty', () => {
    expect(splitList(null)).toEqual([]);
    expect(splitList(undefined)).toEqual([]);
  });

  it('keeps spaces inside an item', () => {
    expect(splitList('fact one, fact two')).toEqual(['fact one', 'fact two']);
  });

  it('idListTextSchema takes a text area value or an array', () => {
    expect(idListTextSchema.parse('f1,f2\nf3')).toEqual(['f1', 'f2', 'f3']);
    expect(idListTextSchema.parse(['f1', ' f2 ', 3, ''])).toEqual(['f1', 'f2', '3']);
  });

  it('joinListLines shows one item per line', () => {
    expect(joinListLines(['a', 'b', 3])).toBe('a\nb\n3');
    expect(splitList(joinListLines(['x', 'y']))).toEqual(['x', 'y']);
  });
});

describe('quiz completedQuizBookIdNumbers (spec §5: comma-separated)', () => {
  it('joins with commas', () => {
    expect(joinCompletedQuizBookIds([101, 202, 303])).toBe('101,202,303');
    expect(joinCompletedQuizBookIds(['9781', ' 9782 ', ''])).toBe('9781,9782');
    expect(joinCompletedQuizBookIds([])).toBe('');
  });
  it('parses back', () => {
    expect(parseCompletedQuizBookIds('101, 202,303,')).toEqual(['101', '202', '303']);
    expect(parseCompletedQuizBookIds('')).toEqual([]);
    expect(parseCompletedQuizBookIds(null)).toEqual([]);
  });
});
