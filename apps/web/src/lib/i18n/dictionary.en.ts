/**
 * English texts of the tap-a-word dictionary (the reader's word card). The spec's texts
 * ("Oops! We couldn’t find anything.", "Word not found.") come from MESSAGES under `messages.*`.
 */
export const dictionaryEn = {
  dialogLabel: 'What “{{word}}” means',
  loading: 'Looking up “{{word}}”…',
  hear: 'Hear it',
  /** Starts with the visible label (WCAG 2.5.3 label in name). */
  hearLabel: 'Hear it: “{{word}}”',
  close: 'Close',
  closeLabel: 'Close the word card',
  meanings: 'Meanings',
  examples: 'Examples',
  category: {
    noun: 'noun',
    verb: 'verb',
    adjective: 'adjective',
    adverb: 'adverb',
    article: 'article',
    determiner: 'determiner',
    pronoun: 'pronoun',
    preposition: 'preposition',
    conjunction: 'conjunction',
    auxiliary: 'helping verb',
    interjection: 'interjection',
  },
  /** A friendly hint under each word category. */
  categoryHint: {
    noun: 'a naming word',
    verb: 'a doing word',
    adjective: 'a describing word',
    adverb: 'a how, when or where word',
    article: 'a little word before a naming word',
    determiner: 'a pointing word',
    pronoun: 'a word instead of a name',
    preposition: 'a where or when word',
    conjunction: 'a joining word',
    auxiliary: 'a word that helps a doing word',
    interjection: 'a word you say out loud',
  },
  failedTitle: 'The dictionary is taking a nap',
  failedText: 'We could not look this word up just now. Please try again.',
  tryAgain: 'Try again',
};

export type DictionaryTexts = typeof dictionaryEn;
