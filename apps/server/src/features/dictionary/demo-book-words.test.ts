import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_BOOKS } from '../../seed/library/content/index.ts';
import { CHILD_GLOSSES } from './children-glosses.ts';
import { createLexicon, type LexiconEntry } from './dictionary.lexicon.ts';
import { editionSenses, fullDefinition, toDictionaryResult } from './dictionary.presenter.ts';
import type { DictionaryEdition } from './dictionary.presenter.ts';
import { openWordnet } from './wordnet.reader.ts';

/**
 * Words children meet in the demo books (issue 16), each with the WordNet sense (sense key) a
 * child reading them means: both editions must show that sense first, the junior one with a
 * short definition and an example.
 */
const DEMO_BOOK_WORDS = `
water water%1:27:00::
dot dot%1:25:00::
air air%1:27:00::
earth earth%1:17:00::
sun sun%1:17:00::
day day%1:28:00::
sea sea%1:17:00::
window window%1:06:00::
people person%1:03:00::
dust dust%1:27:00::
night night%1:28:00::
leaves leaf%1:20:00::
station station%1:06:00::
plants plant%1:03:00::
food food%1:03:00::
eyes eye%1:08:00::
rock rock%1:17:01::
morning morning%1:28:00::
mother mother%1:18:00::
sky sky%1:17:00::
animals animal%1:03:00::
ground ground%1:17:00::
clock clock%1:06:00::
tree tree%1:20:00::
moon moon%1:17:01::
cloud cloud%1:17:00::
grandpa grandpa%1:18:00::
music music%1:10:00::
ball ball%1:06:01::
door door%1:06:00::
floor floor%1:06:00::
pebble pebble%1:17:00::
ice ice%1:27:00::
year year%1:28:01::
voice voice%1:10:00::
body body%1:08:00::
wind wind%1:19:00::
scientists scientist%1:18:00::
birds bird%1:05:00::
street street%1:06:00::
wings wing%1:05:00::
head head%1:08:00::
notebook notebook%1:10:00::
nose nose%1:08:00::
dad dad%1:18:00::
fire fire%1:11:00::
weather weather%1:19:00::
trees tree%1:20:00::
eggs egg%1:05:00::
glass glass%1:27:00::
flowers flower%1:20:00::
rain rain%1:19:00::
room room%1:06:00::
grass grass%1:20:00::
flour flour%1:13:00::
hand hand%1:08:00::
planet planet%1:17:00::
seeds seed%1:20:00::
dog dog%1:05:00::
feet foot%1:08:01::
bones bone%1:08:00::
roots root%1:20:00::
garden garden%1:06:00::
hill hill%1:17:00::
insects insect%1:05:00::
stars star%1:17:00::
arms arm%1:08:00::
footprints footprint%1:10:00::
sunlight sunlight%1:19:00::
house house%1:06:00::
summer summer%1:28:00::
children child%1:18:00::
ocean ocean%1:17:00::
legs leg%1:08:01::
table table%1:06:01::
wheel wheel%1:06:00::
week week%1:28:00::
path path%1:06:00::
snow snow%1:19:00::
toes toe%1:08:01::
goat goat%1:05:00::
cat cat%1:05:00::
fish fish%1:05:00::
dinosaur dinosaur%1:05:00::
greenhouse greenhouse%1:06:00::
hour hour%1:28:00::
field field%1:15:00::
lighthouse lighthouse%1:06:00::
oak oak%1:20:00::
bread bread%1:13:00::
tomatoes tomato%1:13:00::
hut hut%1:06:00::
whale whale%1:05:00::
tail tail%1:05:00::
school school%1:14:00::
sugar sugar%1:13:00::
kitchen kitchen%1:06:00::
face face%1:08:00::
evening evening%1:28:00::
radio radio%1:06:01::
team team%1:14:00::
park park%1:15:01::
mountains mountain%1:17:00::
planets planet%1:17:00::
ear ear%1:08:00::
porch porch%1:06:00::
egg egg%1:05:00::
flower flower%1:20:00::
mouth mouth%1:08:01::
potato potato%1:13:00::
bed bed%1:06:00::
rice rice%1:13:00::
rainbow rainbow%1:17:00::
carrot carrot%1:20:02::
cave cave%1:17:00::
map map%1:06:00::
game game%1:04:00::
brain brain%1:08:00::
shell shell%1:27:00::
forest forest%1:14:00::
mouse mouse%1:05:00::
bus bus%1:06:00::
teeth tooth%1:08:00::
nest nest%1:17:00::
ladder ladder%1:06:00::
lightning lightning%1:19:00::
storm storm%1:19:00::
pot pot%1:06:00::
bottle bottle%1:06:00::
lantern lantern%1:06:00::
hat hat%1:06:00::
fruit fruit%1:20:00::
bench bench%1:06:00::
bean bean%1:13:00::
kite kite%1:06:00::
turtle turtle%1:05:00::
shadow shadow%1:26:01::
mice mouse%1:05:00::
glasses glasses%1:06:00::
plate plate%1:06:00::
mum mum%1:18:00::
crumbs crumb%1:13:00::
said say%2:32:00::
looked look%2:39:00::
see see%2:39:00::
went go%2:38:00::
came come%2:38:00::
sat sit%2:35:00::
found find%2:40:02::
grow grow%2:30:00::
thought think%2:31:00::
asked ask%2:32:01::
held hold%2:35:00::
wrote write%2:32:00::
turned turn%2:38:00::
walked walk%2:38:00::
stopped stop%2:38:00::
stood stand%2:35:00::
told tell%2:32:04::
help help%2:41:00::
ran run%2:38:00::
eat eat%2:34:00::
laughed laugh%2:29:00::
opened open%2:35:00::
heard hear%2:39:00::
saw see%2:39:00::
smiled smile%2:29:00::
fly fly%2:38:00::
flew fly%2:38:00::
breathe breathe%2:29:00::
carry carry%2:35:02::
play play%2:33:00::
sleep sleep%2:29:00::
pull pull%2:35:00::
smell smell%2:39:01::
jumped jump%2:38:00::
whispered whisper%2:32:00::
sniffed sniff%2:39:00::
climbed climb%2:38:00::
dug dig%2:35:00::
float float%2:38:00::
cut cut%2:35:00::
hug hug%2:35:01::
little little%3:00:01::
big big%3:00:01::
small small%3:00:00::
tiny tiny%5:00:00:small:00
red red%5:00:01:chromatic:00
old old%3:00:02::
new new%3:00:00::
dark dark%3:00:01::
white white%3:00:01::
good good%3:00:01::
blue blue%5:00:00:chromatic:00
tall tall%3:00:00::
warm warm%3:00:01::
soft soft%3:00:01::
high high%3:00:01::
deep deep%3:00:01::
black black%3:00:01::
yellow yellow%5:00:00:chromatic:00
green green%5:00:00:chromatic:00
grey grey%5:00:00:achromatic:00
giant giant%5:00:00:large:00
wide wide%3:00:00::
bright bright%3:00:00::
orange orange%5:00:00:chromatic:00
thin thin%3:00:01::
fast fast%3:00:01::
slow slow%3:00:01::
quiet quiet%3:00:01::
cold cold%3:00:01::
loud loud%3:00:00::
hot hot%3:00:01::
hungry hungry%3:00:00::
tired tired%3:00:00::
sweet sweet%3:00:02::
dry dry%3:00:01::
pink pink%5:00:00:chromatic:00
busy busy%3:00:00::
careful careful%3:00:00::
beautiful beautiful%3:00:00::
sharp sharp%5:00:00:pointed:00
safe safe%3:00:01::
round round%3:00:00::
happy happy%3:00:00::
brave brave%3:00:00::
grumpy grumpy%5:00:00:ill-natured:00
wild wild%3:00:01::
slowly slowly%4:02:02::
gently gently%4:02:03::
softly softly%4:02:00::
together together%4:02:02::
again again%4:02:00::
`
  .trim()
  .split('\n')
  .map((line) => {
    const [word = '', senseKey = ''] = line.split(' ');
    return { word, senseKey };
  });

/** Every word of the demo books' texts (picture pages, chapters, fact sections). */
function demoBookWords(): Set<string> {
  const texts: string[] = [];
  for (const book of DEMO_BOOKS) {
    if (book.kind === 'picture') texts.push(...book.pages.map((p) => p.text));
    if (book.kind === 'chapter') {
      for (const c of book.chapters) texts.push(c.title, ...c.paragraphs);
    }
    if (book.kind === 'facts') {
      for (const s of book.sections) texts.push(s.heading, ...s.paragraphs, ...s.facts);
    }
  }
  return new Set(
    texts
      .join(' ')
      .toLowerCase()
      .match(/[a-z]+/g),
  );
}

const wordnet = openWordnet();
const lexicon = createLexicon(wordnet);
afterAll(() => wordnet.close());

const EDITIONS: DictionaryEdition[] = ['junior', 'full'];
const firstSense = (entry: LexiconEntry | null, edition: DictionaryEdition) =>
  entry ? editionSenses(entry, edition)[0]?.senses[0] : undefined;

describe('the demo books’ words', () => {
  it('lists at least 200 words, all from the demo books', () => {
    expect(DEMO_BOOK_WORDS.length).toBeGreaterThanOrEqual(200);
    const inBooks = demoBookWords();
    expect(DEMO_BOOK_WORDS.map((w) => w.word).filter((w) => !inBooks.has(w))).toEqual([]);
    expect(new Set(DEMO_BOOK_WORDS.map((w) => w.word)).size).toBe(DEMO_BOOK_WORDS.length);
  });

  it('shows the sense a child means first, in both editions', async () => {
    const wrong: string[] = [];
    for (const { word, senseKey } of DEMO_BOOK_WORDS) {
      const entry = await lexicon.define(word);
      for (const edition of EDITIONS) {
        const got = firstSense(entry, edition)?.senseKey;
        if (got !== senseKey) wrong.push(`${word} (${edition}): ${got} instead of ${senseKey}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('junior edition: one short, concrete definition with an example; full: WordNet’s', async () => {
    for (const { word, senseKey } of DEMO_BOOK_WORDS) {
      const entry = (await lexicon.define(word))!;
      const gloss = CHILD_GLOSSES.get(senseKey)!;
      const junior = toDictionaryResult(entry, 'junior').entries[0]!;
      expect(junior.definitions, word).toEqual([gloss.definition]);
      expect(junior.examples, word).toEqual([gloss.example]);
      const full = toDictionaryResult(entry, 'full').entries[0]!;
      expect(full.definitions[0], word).toBe(fullDefinition(firstSense(entry, 'full')!.definition));
    }
  });

  it('"turtle" is the reptile, "shadow" the dark shape, "that" a word of its own', async () => {
    const turtle = (await lexicon.define('turtle'))!;
    expect(toDictionaryResult(turtle, 'full').entries[0]!.definitions[0]).toMatch(/reptiles/);
    expect(toDictionaryResult(turtle, 'junior').entries[0]!.definitions[0]).toMatch(/hard shell/);
    const shadow = toDictionaryResult((await lexicon.define('shadow'))!, 'junior');
    expect(shadow.entries[0]).toEqual({
      category: 'noun',
      definitions: ['A dark shape on the ground or a wall where something blocks the light'],
      examples: ['My shadow follows me when I walk.'],
    });
    for (const edition of EDITIONS) {
      const that = toDictionaryResult((await lexicon.define('that'))!, edition);
      expect(that.entries[0]!.category).toBe('determiner');
    }
  });
});

describe('WordNet’s own order, without the children’s glosses', () => {
  const plain = createLexicon(wordnet, new Map());
  const first = async (word: string) => (await plain.define(word))?.categories[0]?.senses[0];

  it('a sense the word only shortens never wins a tie ("turtle" is not "turtleneck")', async () => {
    expect((await first('turtle'))?.definition).toMatch(/reptiles having a bony shell/);
  });

  it('on a tie the synset with kinds under it wins ("whale", "raccoon", "albatross")', async () => {
    expect((await first('whale'))?.definition).toMatch(/cetacean mammals/);
    expect((await first('raccoon'))?.definition).toMatch(/nocturnal mammal/);
    expect((await first('albatross'))?.definition).toMatch(/web-footed birds/);
  });

  it('an inflected word finds its lemma by frequency ("eyes", "mice", "saw", "jumped")', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['eyes', 'eye', /organ of sight/],
      ['hands', 'hand', /extremity of the superior limb/],
      ['arms', 'arm', /human limb/],
      ['mice', 'mouse', /small rodents/],
      ['saw', 'see', /^perceive by sight/],
      ['found', 'find', /^come upon/],
      ['jumped', 'jump', /^move forward by leaps/],
      ['children', 'child', /young person/],
      ['flew', 'fly', /through the air/],
    ];
    for (const [word, lemma, definition] of cases) {
      const sense = await first(word);
      expect(sense?.lemma, word).toBe(lemma);
      expect(sense?.definition, word).toMatch(definition);
    }
  });
});
