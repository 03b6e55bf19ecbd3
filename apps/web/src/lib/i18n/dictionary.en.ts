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
  },
  /** A friendly hint under each word category. */
  categoryHint: {
    noun: 'a naming word',
    verb: 'a doing word',
    adjective: 'a describing word',
    adverb: 'a how, when or where word',
  },
  failedTitle: 'The dictionary is taking a nap',
  failedText: 'We could not look this word up just now. Please try again.',
  tryAgain: 'Try again',
};

export type DictionaryTexts = typeof dictionaryEn;
