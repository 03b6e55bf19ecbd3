import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADULT_TOPICS,
  isProfane,
  isUnsafeText,
  judgeSynset,
  REGISTER_LABELS,
  splitGloss,
  UNSAFE_USAGE_DOMAINS,
} from './child-safety.ts';
import { openWordnet, type Synset, type WordnetPos } from './wordnet.reader.ts';

/** The child-safe filter on real WordNet senses. */

const wordnet = openWordnet();
let domains: Set<number>;

beforeAll(async () => {
  domains = new Set<number>();
  for (const name of UNSAFE_USAGE_DOMAINS)
    for (const s of await wordnet.senses(name, 'n')) domains.add(s.offset);
});
afterAll(() => wordnet.close());

async function synsetsOf(lemma: string, pos: WordnetPos): Promise<Synset[]> {
  const out: Synset[] = [];
  for (const s of await wordnet.senses(lemma, pos))
    out.push((await wordnet.synset(pos, s.offset))!);
  return out;
}

/** The verdict of the sense of `lemma` whose gloss matches `gloss`. */
async function verdict(lemma: string, pos: WordnetPos, gloss: RegExp) {
  const synset = (await synsetsOf(lemma, pos)).find((s) => gloss.test(s.gloss));
  if (!synset) throw new Error(`no sense of ${lemma} matching ${gloss}`);
  return judgeSynset(synset, domains, lemma);
}

describe('child-safe filter', () => {
  it('finds the usage domains (vulgarism/obscenity, slang, disparagement, ethnic slur, street name)', () => {
    // WordNet 3.1 offsets of the domain synsets that ";u" pointers of rude senses point to.
    for (const offset of [7139048, 7171981, 6730109, 6731706, 6347907]) {
      expect(domains.has(offset)).toBe(true);
    }
  });

  it('keeps the rooster and the tap of "cock" and drops its obscene sense', async () => {
    expect(await verdict('cock', 'n', /^adult male chicken/)).toEqual({ safe: true });
    expect(await verdict('cock', 'n', /^faucet/)).toEqual({ safe: true });
    expect(await verdict('cock', 'n', /obscene terms for penis/)).toEqual({
      safe: false,
      reason: 'usage-domain',
    });
  });

  it('keeps the donkey of "ass" and drops its vulgar slang sense', async () => {
    expect(await verdict('ass', 'n', /sure-footed animal/)).toEqual({ safe: true });
    expect((await verdict('ass', 'n', /sexual intercourse/)).safe).toBe(false);
  });

  it('drops slang, drug street names and ethnic slurs, keeping the other senses', async () => {
    expect(await verdict('grass', 'n', /^narrow-leaved green herbage/)).toEqual({ safe: true });
    expect((await verdict('grass', 'n', /marijuana/)).safe).toBe(false);
    expect(await verdict('pot', 'n', /cooking vessel/)).toEqual({ safe: true });
    expect((await verdict('pot', 'n', /marijuana/)).safe).toBe(false);
    expect((await verdict('hood', 'n', /\(slang\) a neighborhood/)).safe).toBe(false);
    expect(await verdict('chink', 'n', /narrow opening/)).toEqual({ safe: true });
    expect(await verdict('chink', 'n', /ethnic slur/)).toEqual({
      safe: false,
      reason: 'usage-domain',
    });
  });

  it('applies a usage pointer of one word only to that word ("stiff" is slang, "corpse" is not)', async () => {
    const [corpse] = await synsetsOf('corpse', 'n');
    expect(corpse!.words).toContain('stiff');
    expect(judgeSynset(corpse!, domains, 'corpse')).toEqual({ safe: true });
    expect(judgeSynset(corpse!, domains, 'stiff')).toEqual({ safe: false, reason: 'usage-domain' });
  });

  it('drops senses about sex and drugs, keeping innocent ones of the same word', async () => {
    expect(await verdict('virgin', 'n', /never had sex/)).toEqual({
      safe: false,
      reason: 'adult-topic',
    });
    expect(await verdict('tart', 'n', /pastry/)).toEqual({ safe: true });
    expect((await verdict('tart', 'n', /sexual intercourse for money/)).safe).toBe(false);
    expect(await verdict('drug', 'n', /medicine/)).toEqual({ safe: true });
    expect((await verdict('cocaine', 'n', /coca leaves/)).safe).toBe(false);
  });

  it('drops every sense of a profane word', async () => {
    for (const word of ['fuck', 'bitch', 'shithead']) {
      const senses = await synsetsOf(word, word === 'fuck' ? 'v' : 'n');
      expect(senses.length).toBeGreaterThan(0);
      for (const s of senses) expect(judgeSynset(s, domains, word).safe).toBe(false);
    }
  });

  it('reads WordNet’s register labels', () => {
    expect(REGISTER_LABELS.test('obscene terms for feces')).toBe(true);
    expect(REGISTER_LABELS.test('(slang) boss')).toBe(true);
    expect(REGISTER_LABELS.test('an offensive term for a person')).toBe(true);
    expect(REGISTER_LABELS.test('(sometimes offensive) an act of swindling')).toBe(true);
    expect(REGISTER_LABELS.test('a disparaging term for an unsophisticated person')).toBe(true);
    expect(REGISTER_LABELS.test('the team’s offensive line')).toBe(false);
    expect(REGISTER_LABELS.test('weapons for offensive war')).toBe(false);
  });

  it('does not take ordinary dictionary words for profanity', () => {
    for (const text of [
      'a young person of either sex',
      'hardy animal; a wild ass of Tibet',
      'aromatic seeds of the cumin herb',
      'an analgesic for mild pain',
      'adult male chicken; a young domestic cock',
      'a device that retards something’s motion',
      'the part of the alimentary canal between the stomach and the anus',
      'a short light metallic sound; a chink',
    ]) {
      expect(isProfane(text), text).toBe(false);
    }
    expect(isProfane('fuck')).toBe(true);
    expect(isProfane('a stupid despised man; fucker')).toBe(true);
  });

  it('matches adult topics as whole words only', () => {
    expect(ADULT_TOPICS.test('having sexual appeal')).toBe(true);
    expect(ADULT_TOPICS.test('they had sex')).toBe(true);
    expect(ADULT_TOPICS.test('street names for marijuana')).toBe(true);
    expect(ADULT_TOPICS.test('ray flowers arranged in a single whorl')).toBe(false);
    expect(ADULT_TOPICS.test('a small asexual reproductive body')).toBe(false);
    expect(ADULT_TOPICS.test('the luster of pearls and grapes')).toBe(false);
    expect(ADULT_TOPICS.test('a young person of either sex')).toBe(false);
  });

  it('leaves out unsafe example sentences', () => {
    expect(isUnsafeText('inject heroin')).toBe(true);
    expect(isUnsafeText('he called me a bastard')).toBe(true);
    expect(isUnsafeText('the dog barked all night')).toBe(false);
  });

  it('splits a gloss into definition and examples', () => {
    expect(splitGloss('move fast by using one’s feet; "Don\'t run"; "the children ran"')).toEqual({
      definition: 'move fast by using one’s feet',
      examples: ["Don't run", 'the children ran'],
    });
    expect(splitGloss('a brittle transparent solid')).toEqual({
      definition: 'a brittle transparent solid',
      examples: [],
    });
  });
});
