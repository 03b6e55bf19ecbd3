import { z } from 'zod';
import type { BookCard } from '@pagebird/contract';
import type { LlmProvider } from '../../providers/llm/index.ts';
import { companionSafetyProblem } from './companion.safety.ts';

/** What the LLM may change in an answer: the words, the order of the books, the next prompts. */
export interface Phrasing {
  content: string;
  bookIds: string[];
  followOnPrompts: string[];
}

const llmAnswerSchema = z.object({
  answer: z.string(),
  bookIds: z.array(z.string()).optional().default([]),
  followOnPrompts: z.array(z.string()).optional().default([]),
});

export const SYSTEM_PROMPT = [
  'You are Pagebird, a warm and playful reading buddy for children aged 5 to 10.',
  'You help a child find books from the list you are given, and only from that list.',
  'Never mention a book that is not in the list. Write book titles exactly as listed, in double quotes.',
  'If the child asks a question (for example why volcanoes erupt), you may give one short, simple,',
  'true and child-safe sentence about it, then point to the books.',
  'Use at most three short sentences and simple words. Never ask for or repeat personal details.',
  'Reply with JSON only: {"answer": string, "bookIds": [ids from the list, best first],',
  '"followOnPrompts": [up to 3 short things the child could ask next, about books]}.',
].join(' ');

function bookList(books: BookCard[]): string {
  return books
    .map(
      (b) =>
        `- id ${b.id}: "${b.title}" by ${b.authors.join(', ') || 'unknown'} (ages ${b.ageMin}-${b.ageMax}, ${b.bookType})`,
    )
    .join('\n');
}

/** The first JSON object in a model's reply (models wrap JSON in prose or code fences). */
function jsonObjectIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

const QUOTED = /["“”«»]([^"“”«»]{2,120})["“”«»]|\*{1,2}([^*]{2,120})\*{1,2}|_([^_]{2,120})_/g;
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Keeps the sentences of `answer` that name only books of the retrieved set: a sentence with a
 * quoted or emphasised title that is not one of `books` is dropped, and so is a sentence that
 * fails the safety filter.
 */
export function keepOnlyKnownBooks(answer: string, books: BookCard[]): string {
  const titles = new Set(books.map((b) => norm(b.title)));
  const sentences = answer.match(/[^.!?]+[.!?]*\s*/g) ?? [];
  const kept = sentences.filter((s) => {
    if (companionSafetyProblem(s) !== null) return false;
    for (const m of s.matchAll(QUOTED)) {
      const named = norm(m[1] ?? m[2] ?? m[3] ?? '');
      if (named && !titles.has(named)) return false;
    }
    return true;
  });
  return kept.join('').trim();
}

/**
 * Asks the LLM to phrase the answer for the retrieved `books`. Every book id it gives that is
 * not retrieved is dropped, every sentence naming another title is dropped, unsafe prompts are
 * dropped. Undefined when it fails, times out, answers in another shape, or nothing usable is
 * left: the caller then uses its template.
 */
export async function phraseWithLlm(
  llm: LlmProvider,
  question: string,
  books: BookCard[],
): Promise<Phrasing | undefined> {
  let reply: string;
  try {
    reply = await llm.complete([
      { role: 'system', content: SYSTEM_PROMPT },
      {
        role: 'user',
        content: `Books you may recommend:\n${bookList(books)}\n\nThe child asks: ${question}`,
      },
    ]);
  } catch {
    return undefined;
  }
  const parsed = llmAnswerSchema.safeParse(jsonObjectIn(reply));
  if (!parsed.success) return undefined;
  const known = new Set(books.map((b) => b.id));
  const content = keepOnlyKnownBooks(parsed.data.answer, books);
  if (!content) return undefined;
  return {
    content,
    bookIds: [...new Set(parsed.data.bookIds.filter((id) => known.has(id)))],
    followOnPrompts: parsed.data.followOnPrompts
      .map((p) => p.trim())
      .filter((p) => p.length > 0 && p.length <= 80 && companionSafetyProblem(p) === null)
      .filter((p) => keepOnlyKnownBooks(p, books) !== '')
      .slice(0, 3),
  };
}
