/** Ask Pagebird (issue 14 item 1): the kid-safe book companion. Endpoints and schemas of this part. */
import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { endpoint } from '../common/endpoint.ts';
import { bookCardSchema } from '../catalogue/catalogue.schemas.ts';

const tags = ['companion'] as const;

/** Spec §8 "AI chat" texts, verbatim, and this part's own kind refusals. */
export const COMPANION_MESSAGES = {
  found: 'We found some books you would like.',
  noResult: "Oops, I couldn't find anything matching your search, please try again",
  nonAi: 'We can’t answer that question at this time.',
  greeting: 'What else do you want to know?',
  limitReached:
    'You asked me lots of great questions today! Come back tomorrow and we can find more books together.',
  refusedRude: "Let's use kind words! What kind of book would you like to find?",
  refusedPersonal:
    "Please keep things like emails, phone numbers and where you live a secret. Let's talk about books instead!",
  refusedOffTopic:
    'I can only help you find books. Try asking me for stories about animals, space or dragons!',
  companionOff: 'Ask Pagebird is switched off.',
  feedbackUnknown: 'That answer is not one of yours.',
} as const;

/** The most characters a child may type into the chat. */
export const COMPANION_QUESTION_MAX = 200;

/** What the companion answered with (spec §4 "AI chat": typing-complete, limit-reached, no-result). */
export const COMPANION_ANSWER_STATES = [
  'results',
  'no-result',
  'limit-reached',
  'refused',
] as const;
export const companionAnswerStateSchema = z.enum(COMPANION_ANSWER_STATES);
export type CompanionAnswerState = z.infer<typeof companionAnswerStateSchema>;

export const THUMB_REACTIONS = ['UP', 'DOWN'] as const;
export const thumbReactionSchema = z.enum(THUMB_REACTIONS);
export type ThumbReaction = z.infer<typeof thumbReactionSchema>;

/** `GET /api/ai-text-search/child?query=…` */
export const aiTextSearchQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Please type a question.')
    .max(COMPANION_QUESTION_MAX, `Please use at most ${COMPANION_QUESTION_MAX} characters.`),
});
export type AiTextSearchQuery = z.input<typeof aiTextSearchQuerySchema>;

/** An image result (spec §3 "Chat message" searchImages): a book cover the child can rate. */
export const searchImageSchema = z.object({
  /** The book shown in the picture. */
  imageID: z.string().uuid(),
  thumbReaction: thumbReactionSchema.nullable(),
});

/**
 * Spec §3 "Chat message" (role assistant): content, aiSearchResponseId, followOnPrompts,
 * limitReached, searchImages; plus the books themselves, whether an AI phrased the answer and
 * the state the chat shows.
 */
export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** Signed id of this answer: feedback names it (only its owner, only its books). Null when nothing was found. */
  aiSearchResponseId: z.string().nullable(),
  followOnPrompts: z.array(z.string()),
  limitReached: z.boolean(),
  searchImages: z.array(searchImageSchema),
  books: z.array(bookCardSchema),
  state: companionAnswerStateSchema,
  /** False: a templated answer (no AI phrased it); `notice` then says so for questions. */
  aiGenerated: z.boolean(),
  notice: z.string().nullable(),
  /** Questions left today after this one. */
  remainingToday: z.number().int().min(0),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `GET /api/ai-text-search/status`: may this profile use the companion, and how much is left today. */
export const companionStatusSchema = z.object({
  available: z.boolean(),
  /** Why not: the feature switch, the educator's switch, or an admin (no catalogue profile). */
  reason: z.enum(['FEATURE_OFF', 'EDUCATOR_SWITCHED_OFF']).nullable(),
  dailyLimit: z.number().int(),
  remainingToday: z.number().int().min(0),
  greeting: z.string(),
  /** Starters shown before the first question. */
  suggestions: z.array(z.string()),
});
export type CompanionStatus = z.infer<typeof companionStatusSchema>;

/** `POST /api/ai-search-feedback`: a thumb on one image of one answer (stored without the child). */
export const aiSearchFeedbackBodySchema = z.object({
  aiSearchResponseId: z.string().min(10).max(2000),
  imageID: z.string().uuid(),
  thumbReaction: thumbReactionSchema,
});
export type AiSearchFeedbackBody = z.infer<typeof aiSearchFeedbackBodySchema>;

const companionRoles = [Role.CHILD, Role.STUDENT, Role.PARENT, Role.TEACHER] as const;

export const companionApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/ai-text-search/status',
    access: companionRoles,
    summary: 'Whether Ask Pagebird is on for the caller and how many questions are left today',
    tags,
    response: companionStatusSchema,
  }),
  ask: endpoint({
    method: 'GET',
    path: '/api/ai-text-search/child',
    access: companionRoles,
    summary:
      'Ask Pagebird: books from the catalogue the caller may see, with a friendly answer. 403 when switched off; the question is never stored or logged',
    tags,
    query: aiTextSearchQuerySchema,
    response: chatMessageSchema,
  }),
  feedback: endpoint({
    method: 'POST',
    path: '/api/ai-search-feedback',
    access: companionRoles,
    summary: 'Thumbs up or down on an image result of one of the caller’s own answers (anonymous)',
    tags,
    body: aiSearchFeedbackBodySchema,
  }),
};
