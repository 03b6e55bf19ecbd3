import type { ReadingLevelSuggestion } from './ingest.types.ts';

/** Rough English syllable count (vowel groups, silent e, minimum one). */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 1);
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

export interface TextStats {
  words: number;
  sentences: number;
  syllables: number;
}

/**
 * Counts sentences, words and syllables. Blocks are separated by "\n": a block always ends a
 * sentence (picture-book lines often have no full stop).
 */
export function textStats(blocks: string): TextStats {
  let words = 0;
  let sentences = 0;
  let syllables = 0;
  for (const segment of blocks.split(/[.!?…]+|\n/)) {
    const ws = segment.match(WORD);
    if (!ws) continue;
    sentences += 1;
    words += ws.length;
    for (const w of ws) syllables += countSyllables(w);
  }
  return { words, sentences, syllables };
}

function gradeLabel(grade: number): string {
  const g = Math.round(grade);
  return g <= 0 ? 'Kindergarten' : `Grade ${g}`;
}

/** Flesch-Kincaid grade level suggestion; null below 20 words (too little text to judge). */
export function suggestReadingLevel(stats: TextStats): ReadingLevelSuggestion | null {
  if (stats.words < 20 || stats.sentences === 0) return null;
  const raw =
    0.39 * (stats.words / stats.sentences) + 11.8 * (stats.syllables / stats.words) - 15.59;
  const grade = Math.round(Math.min(12, Math.max(0, raw)) * 10) / 10;
  return { system: 'FLESCH_KINCAID_GRADE', grade, label: gradeLabel(grade), ...stats };
}
