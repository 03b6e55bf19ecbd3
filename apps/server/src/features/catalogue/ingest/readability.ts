import type { AgeRangeSuggestion, ReadingLevelSuggestion } from './ingest.types.ts';

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

/** The product's child age range (spec §9 "Child age range": 2 to 14). */
export const AGE_MIN = 2;
export const AGE_MAX = 14;

/**
 * Reads a schema.org `typicalAgeRange` value: "4-7", "4–7", "4 to 7", "Ages 4-7", "8-" or "8+"
 * (8 and up), "-5" (up to 5), "6" (exactly 6). Null for anything else, for ages above 99 and
 * for a minimum above the maximum.
 */
export function parseTypicalAgeRange(
  value: string,
): { min: number | null; max: number | null } | null {
  const v = value
    .trim()
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/^ages?\s*/, '')
    .replace(/\s*(years?( old)?|yrs?)$/, '')
    .trim();
  if (v.length > 20) return null;
  const num = (s: string | undefined) => (s === undefined || s === '' ? null : Number(s));
  let m = /^(\d{1,2})?\s*(?:-|to)\s*(\d{1,2})?$/.exec(v);
  if (m && (m[1] !== undefined || m[2] !== undefined)) {
    const min = num(m[1]);
    const max = num(m[2]);
    if (min !== null && max !== null && min > max) return null;
    return { min, max };
  }
  m = /^(\d{1,2})\s*\+$/.exec(v);
  if (m) return { min: Number(m[1]), max: null };
  m = /^(\d{1,2})$/.exec(v);
  if (m) return { min: Number(m[1]), max: Number(m[1]) };
  return null;
}

const clampAge = (n: number) => Math.min(AGE_MAX, Math.max(AGE_MIN, Math.round(n)));

/**
 * Reader ages for a US grade reading level. A child in grade G is usually G + 5 to G + 6 years
 * old; a book at level G is filed for a year younger to a year older than that band's start:
 *
 * | level        | ages  |
 * | ------------ | ----- |
 * | Kindergarten | 3–6   |
 * | Grade 1      | 5–7   |
 * | Grade 2      | 6–8   |
 * | Grade G      | G+4 – G+6 |
 * | Grade 8+     | 12–14 |
 *
 * The grade is rounded first (Flesch–Kincaid 2.4 → Grade 2 → 6–8), matching its label.
 */
export function ageRangeForGrade(grade: number): { min: number; max: number } {
  const g = Math.min(12, Math.max(0, Math.round(grade)));
  if (g === 0) return { min: 3, max: 6 };
  return { min: Math.min(12, g + 4), max: clampAge(g + 6) };
}

/**
 * The ages to file a book under (within 2–14): the declared range (an open end becomes 2 or
 * 14), else the range for its reading level, else null.
 */
export function suggestAgeRange(
  typical: { min: number | null; max: number | null } | null,
  readingLevel: ReadingLevelSuggestion | null,
): AgeRangeSuggestion | null {
  if (typical) {
    const min = clampAge(typical.min ?? AGE_MIN);
    const max = clampAge(typical.max ?? AGE_MAX);
    return { min: Math.min(min, max), max, source: 'typicalAgeRange' };
  }
  if (readingLevel) return { ...ageRangeForGrade(readingLevel.grade), source: 'readingLevel' };
  return null;
}
