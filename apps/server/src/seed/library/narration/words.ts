/**
 * How a picture book's page text is split into narrated words. Shared by the EPUB packer (which
 * wraps every word in `<span id="wN">`) and scripts/make-narration.mjs (which records one audio
 * clip per word), so the word ids of the page and of the timings always agree.
 */

/** The pause the narrator makes after a word. */
export type Pause = 'word' | 'comma' | 'sentence';

export interface NarratedWord {
  /** Element id in the page document, unique in the book: "w1", "w2" … */
  id: string;
  /** The word as printed, with its punctuation ("dragon," or "“Hello!”"). */
  text: string;
  /** What the speech synthesiser is given (punctuation removed). */
  speak: string;
  pause: Pause;
}

/** A run of text as printed: either a word (with an id) or spacing/punctuation between words. */
export type TextPiece = { word: NarratedWord } | { text: string };

export interface NarratedPage {
  /** 1-based story page number (the cover and title pages are not counted). */
  page: number;
  /** Paragraphs of the page, each a list of pieces in reading order. */
  paragraphs: TextPiece[][];
  words: NarratedWord[];
}

const HAS_LETTER = /[\p{L}\p{N}]/u;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const SENTENCE_END = /[.!?…]["'”’)\]]*$/u;
const CLAUSE_END = /[,;:—–-]["'”’)\]]*$/u;

function pauseAfter(token: string): Pause {
  if (SENTENCE_END.test(token)) return 'sentence';
  if (CLAUSE_END.test(token)) return 'comma';
  return 'word';
}

/**
 * Splits the story pages of a picture book into words. Paragraphs are separated by line breaks;
 * a token without any letter or digit (a lone dash, an ellipsis) is printed but not narrated.
 * Word ids run through the whole book so that an id names one word of the book.
 */
export function narratedPages(pages: ReadonlyArray<{ text: string }>): NarratedPage[] {
  let counter = 0;
  return pages.map((p, index) => {
    const words: NarratedWord[] = [];
    const paragraphs = p.text
      .split(/\s*\n\s*/)
      .map((para) => para.trim())
      .filter((para) => para !== '')
      .map((para) => {
        const pieces: TextPiece[] = [];
        for (const token of para.split(/\s+/)) {
          if (pieces.length > 0) pieces.push({ text: ' ' });
          if (!HAS_LETTER.test(token)) {
            pieces.push({ text: token });
            continue;
          }
          counter += 1;
          const word: NarratedWord = {
            id: `w${counter}`,
            text: token,
            speak: token.replace(EDGE_PUNCTUATION, ''),
            pause: pauseAfter(token),
          };
          words.push(word);
          pieces.push({ word });
        }
        return pieces;
      });
    // The last word of a page always closes a sentence (picture-book lines often have no stop).
    const last = words.at(-1);
    if (last) last.pause = 'sentence';
    return { page: index + 1, paragraphs, words };
  });
}
