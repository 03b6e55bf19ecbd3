import { containsProfanity } from '@pagebird/contract';
import { ADULT_TOPICS, isUnsafeText } from '../dictionary/child-safety.ts';

/**
 * The companion's child-safety filter, on every question and every phrased answer: rude words
 * (the contract's profanity list and the dictionary's adult topics), personal data (emails,
 * phone numbers, street addresses, "my address is…") and requests that are not about books or
 * not safe for a child. A refused question gets a kind answer and is neither stored nor logged.
 */
export type SafetyProblem = 'rude' | 'personal' | 'off-topic';

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]{2,}/;
/** Seven or more digits, possibly with spaces, dots, dashes or brackets between them. */
const PHONE = /(?:\+?\d[\s().-]*){7,}/;
const STREET =
  /\b\d{1,5}\s+(?:[a-z]+\s+){0,3}(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|court|ct|way|place|pl|terrace|crescent|close)\b/i;
const PERSONAL_PHRASES =
  /\b(?:my (?:home )?address|i live (?:at|on)|my (?:phone|mobile|cell)(?: number)?|call me (?:at|on)|my e-?mail|my password|my (?:last|full|sur)name is|text me)\b/i;

/** Requests that are unsafe for a child or have nothing to do with finding books. */
const UNSAFE_OR_OFF_TOPIC = new RegExp(
  '\\b(?:' +
    [
      'kill (?:myself|yourself|himself|herself|someone|somebody|people|him|her|them)',
      'suicid\\w*',
      'self[- ]?harm',
      'hurt (?:myself|yourself|someone|somebody|people)',
      'cut myself',
      '(?:make|build|buy|get) (?:a |an )?(?:bomb|gun|weapon|explosive)s?',
      'shoot (?:someone|somebody|people|him|her)',
      'drugs?',
      'alcohol',
      'beer',
      'vodka',
      'vap(?:e|es|ing)',
      'cigarettes?',
      'smok(?:e|ing) weed',
      'gambl\\w*',
      'hack(?:ing)? (?:into|a|an|my|someone)',
      'password',
      'credit card',
      'meet (?:me|up)',
      'where do you live',
      'send (?:me )?(?:a )?(?:photo|picture|pic)s? of (?:you|yourself)',
      'do my homework',
      'homework answers?',
    ].join('|') +
    ')\\b',
  'i',
);

/** What is wrong with a text for the companion, or null when it may be used. */
export function companionSafetyProblem(text: string): SafetyProblem | null {
  if (EMAIL.test(text) || PHONE.test(text) || STREET.test(text) || PERSONAL_PHRASES.test(text))
    return 'personal';
  if (containsProfanity(text)) return 'rude';
  if (ADULT_TOPICS.test(text) || isUnsafeText(text) || UNSAFE_OR_OFF_TOPIC.test(text))
    return 'off-topic';
  return null;
}
