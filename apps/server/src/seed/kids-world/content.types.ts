import type { ZoneColours } from '@pagebird/contract';
import type { ZoneArt } from './zone-art.ts';

/** One quiz question: its answers in order and the index of the right one. */
export interface QuestionContent {
  question: string;
  answers: readonly string[];
  correct: number;
}

/** A question with its answers and the position of the right answer. */
export const q = (
  question: string,
  answers: readonly string[],
  correct: number,
): QuestionContent => ({
  question,
  answers,
  correct,
});

/** A demo discovery zone (spec §3 "Discovery zone"). */
export interface ZoneContent {
  /** Stable key: the zone's, its facts' and its questions' ids derive from it. */
  key: string;
  title: string;
  shortTitle: string;
  ageMin: number;
  ageMax: number;
  /** Hex without # (spec §5). */
  colours: ZoneColours;
  /** Interest areas whose books fill the zone's rows (the book rules). */
  interestIds: readonly string[];
  /** Catalogue number of the featured book. */
  featuredBook: string;
  /** Titles of demo admin collections shown as rows. */
  collections: readonly string[];
  facts: readonly string[];
  /** The zone's quiz pool (the daily quiz picks from it). */
  quiz: readonly QuestionContent[];
  art: ZoneArt;
}
