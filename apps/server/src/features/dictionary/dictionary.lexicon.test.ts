import { afterAll, describe, expect, it } from 'vitest';
import {
  createLexicon,
  orderSenses,
  STANDING,
  standingIn,
  type LexiconEntry,
  type LexiconSense,
} from './dictionary.lexicon.ts';
import { openWordnet } from './wordnet.reader.ts';

/** Looking words up in the real WordNet files through morphology and the child-safe filter. */

const wordnet = openWordnet();
const lexicon = createLexicon(wordnet);
afterAll(() => wordnet.close());

const definitions = (e: LexiconEntry | null, category?: string) =>
  (e?.categories ?? [])
    .filter((c) => !category || c.category === category)
    .flatMap((c) => c.senses.map((s) => s.definition));

describe('lexicon', () => {
  it('finds the base form of plurals and past tenses', async () => {
    const dino = await lexicon.define('dinosaurs');
    expect(dino?.word).toBe('dinosaur');
    expect(dino?.categories.map((c) => c.category)).toEqual(['noun']);
    expect(definitions(dino)[0]).toMatch(/extinct terrestrial reptiles/);

    const jumped = await lexicon.define('jumped');
    expect(jumped?.word).toBe('jump');
    expect(jumped?.categories[0]?.category).toBe('verb');
    expect(definitions(jumped, 'verb')[0]).toBe('move forward by leaps and bounds');
  });

  it('shows the word itself and the senses of its base form ("running" → run)', async () => {
    const running = await lexicon.define('running');
    expect(running?.word).toBe('running');
    // The verb is far more frequent than the noun or the adjective, so it comes first.
    expect(running?.categories[0]?.category).toBe('verb');
    expect(definitions(running, 'verb')[0]).toMatch(/^move fast by using one's feet/);
    expect(definitions(running, 'noun').length).toBeGreaterThan(0);
    expect(definitions(running, 'adjective').length).toBeGreaterThan(0);
  });

  it('puts the most used lemma first: "saw" is first the past of "see"', async () => {
    expect(definitions(await lexicon.define('glasses'), 'noun')[0]).toMatch(/pair of lenses/);
    const saw = definitions(await lexicon.define('saw'), 'verb');
    expect(saw[0]).toMatch(/^perceive by sight/);
    expect(saw).toContain('cut with a saw');
    expect(definitions(await lexicon.define('went'), 'verb')[0]).toMatch(/^change location/);
    expect((await lexicon.define('mice'))?.word).toBe('mouse');
  });

  it('finds multi-word lemmas', async () => {
    expect(definitions(await lexicon.define('ice cream'))[0]).toMatch(/frozen dessert/);
  });

  it('returns null for unknown words', async () => {
    expect(await lexicon.define('blorptastic')).toBeNull();
    expect(await lexicon.define('')).toBeNull();
  });

  it('keeps the innocent senses of a word with rude ones', async () => {
    const cock = definitions(await lexicon.define('cock'));
    expect(cock).toContain('adult male chicken');
    expect(cock.join(' ')).not.toMatch(/penis|obscene/);

    const grass = definitions(await lexicon.define('grass'));
    expect(grass[0]).toMatch(/^narrow-leaved green herbage/);
    expect(grass.join(' ')).not.toMatch(/marijuana/);

    const ass = definitions(await lexicon.define('ass'));
    expect(ass.some((d) => /sure-footed animal/.test(d))).toBe(true);
    expect(ass.join(' ')).not.toMatch(/sexual|slang/);
  });

  it('finds nothing for a word whose every sense is filtered', async () => {
    for (const word of ['fuck', 'bitch', 'shithead', 'cocaine', 'porn']) {
      expect(await lexicon.define(word), word).toBeNull();
    }
  });

  it('does not define everyday short words as abbreviations or symbols', async () => {
    expect(definitions(await lexicon.define('he')).join(' ')).not.toMatch(/element/);
    expect(definitions(await lexicon.define('a')).join(' ')).not.toMatch(/vitamin|angstrom/);
    const us = await lexicon.define('us');
    expect(us?.functionWord?.category).toBe('pronoun');
    expect(definitions(us).join(' ')).not.toMatch(/United States/);
    // Names are not base forms: "wolves" is the animal, not the writer Wolfe.
    expect(definitions(await lexicon.define('wolves')).join(' ')).not.toMatch(/writer/);
  });

  it('only keeps example sentences that pass the filter', async () => {
    const entry = await lexicon.define('inject');
    const examples = entry?.categories.flatMap((c) => c.senses.flatMap((s) => s.examples)) ?? [];
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.join(' ')).not.toMatch(/heroin/);
  });
});

describe('order of senses', () => {
  const sense = (
    lemma: string,
    tagCount: number,
    senseNumber: number,
    exact = false,
    more: Partial<LexiconSense> = {},
  ) =>
    ({
      lemma,
      tagCount,
      senseNumber,
      exact,
      standing: STANDING.head,
      kinds: 0,
      properName: false,
      ...more,
    }) as LexiconSense;
  const names = (list: LexiconSense[]) => list.map((s) => `${s.lemma}${s.senseNumber}`);

  it('leads with the best sense of each lemma (most used lemma first), then by frequency', () => {
    const ordered = orderSenses([
      sense('glass', 22, 1),
      sense('glass', 12, 2),
      sense('glasses', 4, 1, true),
      sense('glass', 4, 3),
      sense('glasses', 0, 2, true),
    ]);
    expect(names(ordered)).toEqual(['glass1', 'glasses1', 'glass2', 'glass3', 'glasses2']);
    // On a tie (or no real evidence) the word itself first.
    expect(names(orderSenses([sense('glass', 2, 1), sense('glasses', 1, 1, true)]))).toEqual([
      'glasses1',
      'glass1',
    ]);
  });

  it('breaks ties: own word, then synonym, then short form; more kinds; names last', () => {
    const ordered = orderSenses([
      sense('turtle', 0, 1, true, { standing: STANDING.shortForm }),
      sense('turtle', 1, 2, true, { standing: STANDING.head, kinds: 11 }),
      sense('turtle', 0, 3, true, { standing: STANDING.synonym }),
      sense('turtle', 0, 4, true, { standing: STANDING.head, kinds: 0 }),
      sense('turtle', 0, 5, true, { properName: true }),
      sense('turtle', 9, 6, true, { standing: STANDING.shortForm }),
    ]);
    expect(names(ordered)).toEqual([
      'turtle6',
      'turtle2',
      'turtle4',
      'turtle3',
      'turtle1',
      'turtle5',
    ]);
  });

  it('tells how a lemma stands in a synset', () => {
    expect(standingIn(['turtle'], 'turtle')).toBe(STANDING.head);
    expect(standingIn(['turtleneck', 'turtle', 'polo-neck'], 'turtle')).toBe(STANDING.shortForm);
    expect(standingIn(['darkness', 'dark', 'shadow'], 'shadow')).toBe(STANDING.synonym);
  });
});
