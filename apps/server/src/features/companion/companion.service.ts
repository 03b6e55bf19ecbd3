import {
  AppErrorCode,
  COMPANION_MESSAGES,
  Role,
  type AiSearchFeedbackBody,
  type BookCard,
  type ChatMessage,
  type CompanionStatus,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LlmProvider } from '../../providers/llm/index.ts';
import type { ViewerRepo } from '../catalogue/viewer.repo.ts';
import { queryWords, type SearchService } from '../catalogue/search.service.ts';
import { feedbackKey, makeAnswerId, readAnswerId } from './answer-id.ts';
import type { CompanionRepo } from './companion.repo.ts';
import { phraseWithLlm } from './companion.phrasing.ts';
import { companionSafetyProblem, type SafetyProblem } from './companion.safety.ts';

/** How many books one answer shows. */
export const ANSWER_BOOKS = 6;

/** Words of a chat request that say nothing about which books ("can you find me some books"). */
const CHAT_WORDS = new Set(
  (
    'a an the and or of to in on for with about from at by is are was be do does did can could ' +
    'would should will i me my we you your it its this that these those some any something ' +
    'anything stuff thing things book books story stories read reading want wanna like love ' +
    'please find show give tell get have has more other another new good great best cool ' +
    'kind kinds type types sort lots lot really very so what why how when where who which ' +
    'there their them they he she his her him us our let lets know learn look looking ' +
    'recommend suggest suggestion ideas idea pagebird hi hello hey'
  ).split(' '),
);

const QUESTION_START = /^\s*(?:why|how|what|when|where|who|which|is|are|do|does|can)\b/i;

const REFUSAL: Record<SafetyProblem, string> = {
  rude: COMPANION_MESSAGES.refusedRude,
  personal: COMPANION_MESSAGES.refusedPersonal,
  'off-topic': COMPANION_MESSAGES.refusedOffTopic,
};

export interface CompanionServiceDeps {
  repo: CompanionRepo;
  search: SearchService;
  viewers: Pick<ViewerRepo, 'load'>;
  interestAreas: () => Promise<Array<{ id: string; name: string }>>;
  clock: Clock;
  enabled: boolean;
  dailyLimit: number;
  llm: LlmProvider | undefined;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export function createCompanionService(deps: CompanionServiceDeps) {
  const { repo, search, clock } = deps;
  let key: Promise<Buffer> | undefined;
  const secret = () => {
    key ??= repo.secret();
    key.catch(() => (key = undefined));
    return key;
  };

  /** Why the caller may not use the companion, or null. */
  async function offReason(auth: AuthContext): Promise<CompanionStatus['reason']> {
    if (!deps.enabled) return 'FEATURE_OFF';
    if (auth.user.role === Role.TEACHER) {
      return (await repo.educatorSwitch(auth.user.id)) ? null : 'EDUCATOR_SWITCHED_OFF';
    }
    if (auth.user.role === Role.STUDENT) {
      const switches = await repo.studentEducatorSwitches(auth.user.id, auth.session.classroomId);
      return switches.some((on) => !on) ? 'EDUCATOR_SWITCHED_OFF' : null;
    }
    return null;
  }

  async function requireOn(auth: AuthContext) {
    if ((await offReason(auth)) !== null)
      throw new AppError(AppErrorCode.FORBIDDEN, COMPANION_MESSAGES.companionOff);
  }

  /** Books of a search (visibility of browse and search: the search service's own rules). */
  async function searchBooks(
    auth: AuthContext,
    territory: string,
    query: string,
    interests: string[] = [],
    size = 12,
  ): Promise<BookCard[]> {
    const res = await search.textSearch(auth, territory, {
      query,
      interests,
      sort: 'relevance',
      page: 0,
      size,
    } as Parameters<SearchService['textSearch']>[2]);
    return res.items;
  }

  /**
   * Retrieval, offline: full text over the catalogue, interest areas named in the question,
   * "something like <title>", and for requests without topic words the child's interests and
   * what they liked. Ranked by how many ways a book was found, then by what the child liked
   * and has not read yet. Never a book the child may not see (search's visibility rules).
   */
  async function retrieve(auth: AuthContext, territory: string, question: string) {
    const viewer = await deps.viewers.load(auth, territory, clock.now());
    const areas = await deps.interestAreas();
    const score = new Map<string, { book: BookCard; score: number; order: number }>();
    let order = 0;
    const add = (books: BookCard[], weight: number) => {
      books.forEach((b, i) => {
        const s = score.get(b.id);
        const w = weight - i * 0.01;
        if (s) s.score += w;
        else score.set(b.id, { book: b, score: w, order: order++ });
      });
    };

    // "something like Owl at Night": books sharing the interests of that book
    const like = /\b(?:like|similar to)\s+["“]?(.+?)["”]?\s*[?.!]*$/i.exec(question);
    let likeBookId: string | undefined;
    if (like && queryWords(like[1]!).filter((w) => !CHAT_WORDS.has(w)).length > 0) {
      const [match] = await searchBooks(auth, territory, like[1]!, [], 1);
      if (match) {
        likeBookId = match.id;
        const interests = (await repo.interestsOf([match.id])).get(match.id) ?? [];
        if (interests.length > 0) add(await searchBooks(auth, territory, '', interests), 2);
      }
    }

    const words = queryWords(question).filter((w) => !CHAT_WORDS.has(w));
    if (!likeBookId && words.length > 0) {
      // every word (the search's prefix and stemming rules), then each word on its own
      add(await searchBooks(auth, territory, words.join(' ')), 3);
      if (words.length > 1) {
        for (const w of words) add(await searchBooks(auth, territory, w), 1);
      }
      // interest areas named in the question ("dinosaur" → Dinosaurs)
      const named = areas.filter((a) =>
        words.some((w) => {
          const n = a.name.toLowerCase();
          return w.length >= 3 && (n.startsWith(w) || w.startsWith(n.replace(/s$/, '')));
        }),
      );
      if (named.length > 0) {
        add(
          await searchBooks(
            auth,
            territory,
            '',
            named.map((a) => a.id),
          ),
          1.5,
        );
      }
    }

    // nothing asked about in particular: the child's interests and what they liked
    if (words.length === 0 && !likeBookId) {
      const liked = [...(viewer.marks?.favorites ?? [])];
      const likedInterests = [...(await repo.interestsOf(liked.slice(0, 50))).values()].flat();
      const interests = [...new Set([...viewer.interests, ...likedInterests])];
      add(await searchBooks(auth, territory, '', interests), 1);
    }

    const candidates = [...score.values()].filter((c) => c.book.id !== likeBookId);
    // personal ranking: shares an interest with the child or their favourites; unread first
    const interestsOf = await repo.interestsOf(candidates.map((c) => c.book.id));
    const likedInterestIds = new Set([
      ...viewer.interests,
      ...[
        ...(await repo.interestsOf([...(viewer.marks?.favorites ?? [])].slice(0, 50))).values(),
      ].flat(),
    ]);
    for (const c of candidates) {
      if ((interestsOf.get(c.book.id) ?? []).some((i) => likedInterestIds.has(i))) c.score += 0.3;
      if (c.book.progress === 'COMPLETED') c.score -= 0.5;
    }
    candidates.sort((a, b) => b.score - a.score || a.order - b.order);
    const books = candidates.slice(0, ANSWER_BOOKS).map((c) => c.book);

    const areaName = new Map(areas.map((a) => [a.id, a.name]));
    const topicNames = [
      ...new Set(books.flatMap((b) => interestsOf.get(b.id) ?? []).map((i) => areaName.get(i))),
    ].filter((n): n is string => Boolean(n));
    const childTopics = viewer.interests
      .map((i) => areaName.get(i))
      .filter((n): n is string => Boolean(n) && !topicNames.includes(n!));
    return { books, topicNames, childTopics };
  }

  function templatePrompts(books: BookCard[], topics: string[], childTopics: string[]): string[] {
    const prompts: string[] = [];
    if (topics[0]) prompts.push(`More books about ${topics[0]}`);
    if (books[0]) prompts.push(`Something like ${books[0].title}`);
    if (childTopics[0]) prompts.push(`Books about ${childTopics[0]}`);
    else if (topics[1]) prompts.push(`Books about ${topics[1]}`);
    if (prompts.length < 3) prompts.push('Funny books about animals');
    return [...new Set(prompts)].slice(0, 3);
  }

  return {
    async status(auth: AuthContext): Promise<CompanionStatus> {
      const reason = await offReason(auth);
      const asked = await repo.questionsOn(auth.user.id, dayOf(clock.now()));
      return {
        available: reason === null,
        reason,
        dailyLimit: deps.dailyLimit,
        remainingToday: Math.max(0, deps.dailyLimit - asked),
        greeting: COMPANION_MESSAGES.greeting,
        suggestions: ['Funny books about dragons', 'Dinosaur books', 'Why do volcanoes erupt?'],
      };
    },

    /**
     * One question. Counted against the day's limit first (refused questions count too);
     * then the safety filter; then retrieval; then the LLM's phrasing when one is configured
     * (its books and titles checked against the retrieved set), else the template.
     */
    async ask(auth: AuthContext, territory: string, question: string): Promise<ChatMessage> {
      await requireOn(auth);
      const day = dayOf(clock.now());
      const base = {
        role: 'assistant' as const,
        aiSearchResponseId: null,
        followOnPrompts: [] as string[],
        limitReached: false,
        searchImages: [],
        books: [],
        aiGenerated: false,
        notice: null,
      };
      const asked = await repo.countQuestion(auth.user.id, day, deps.dailyLimit);
      if (asked === null) {
        return {
          ...base,
          content: COMPANION_MESSAGES.limitReached,
          limitReached: true,
          state: 'limit-reached',
          remainingToday: 0,
        };
      }
      const remainingToday = Math.max(0, deps.dailyLimit - asked);
      const problem = companionSafetyProblem(question);
      if (problem) {
        return {
          ...base,
          content: REFUSAL[problem],
          followOnPrompts: ['Funny books about dragons', 'Dinosaur books'],
          state: 'refused',
          remainingToday,
        };
      }

      const { books, topicNames, childTopics } = await retrieve(auth, territory, question);
      if (books.length === 0) {
        return {
          ...base,
          content: COMPANION_MESSAGES.noResult,
          followOnPrompts: templatePrompts([], [], childTopics),
          state: 'no-result',
          remainingToday,
        };
      }

      const phrased = deps.llm ? await phraseWithLlm(deps.llm, question, books) : undefined;
      const ordered = phrased
        ? [
            ...phrased.bookIds.map((id) => books.find((b) => b.id === id)!),
            ...books.filter((b) => !phrased.bookIds.includes(b.id)),
          ]
        : books;
      const isQuestion = QUESTION_START.test(question) || question.trim().endsWith('?');
      return {
        ...base,
        content: phrased?.content ?? COMPANION_MESSAGES.found,
        aiGenerated: phrased !== undefined,
        notice: !phrased && isQuestion ? COMPANION_MESSAGES.nonAi : null,
        aiSearchResponseId: makeAnswerId(await secret(), {
          u: auth.user.id,
          d: day,
          b: ordered.map((b) => b.id),
        }),
        followOnPrompts:
          phrased && phrased.followOnPrompts.length > 0
            ? phrased.followOnPrompts
            : templatePrompts(ordered, topicNames, childTopics),
        books: ordered,
        searchImages: ordered.map((b) => ({ imageID: b.id, thumbReaction: null })),
        state: 'results',
        remainingToday,
      };
    },

    /** A thumb on a picture of one of the caller's own answers, stored without the caller. */
    async feedback(auth: AuthContext, body: AiSearchFeedbackBody): Promise<void> {
      await requireOn(auth);
      const payload = readAnswerId(await secret(), body.aiSearchResponseId);
      if (!payload || payload.u !== auth.user.id || !payload.b.includes(body.imageID)) {
        throw new AppError(AppErrorCode.NOT_FOUND, COMPANION_MESSAGES.feedbackUnknown);
      }
      await repo.saveFeedback({
        answerKey: feedbackKey(payload, body.imageID),
        bookId: body.imageID,
        reaction: body.thumbReaction,
        day: dayOf(clock.now()),
      });
    },
  };
}

export type CompanionService = ReturnType<typeof createCompanionService>;
