/**
 * Analytics (issue 14 items 2-5): the event ledger, sessions, roll-ups and the feedback widget.
 * Endpoints of this part, and the ledger's schemas (the feedback widget's are in
 * feedback.schemas.ts).
 *
 * Ledger events carry no free text (ARCHITECTURE convention 10): every field is an enum, an id, a
 * number or a tracking name made of lower-case letters, digits and underscores.
 */
import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { endpoint } from '../common/endpoint.ts';
import { CONSTANTS } from '../common/constants.ts';
import {
  FEEDBACK_ROLES,
  feedbackBodySchema,
  feedbackChallengeSchema,
  feedbackCreatedSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
} from './feedback.schemas.ts';

const tags = ['analytics'] as const;
const id = z.string().uuid();

/** The largest batch the browser sends (spec §9 "Analytics batching": at most 30 events). */
export const LEDGER_MAX_BATCH = CONSTANTS.analytics.maxEvents;

export const LEDGER_EVENT_TYPES = [
  'PAGE_VIEW_START',
  'PAGE_VIEW_END',
  'SESSION_START',
  'SESSION_END',
  'CONTENT_IMPRESSION',
] as const;
export type LedgerEventType = (typeof LEDGER_EVENT_TYPES)[number];

export const LEDGER_DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export const LEDGER_OSES = [
  'Windows',
  'macOS',
  'iOS',
  'Android',
  'Linux',
  'ChromeOS',
  'Other',
] as const;
export const LEDGER_VIEW_KINDS = ['page', 'modal'] as const;

/** A tracking name (modal `add_to_collection`, page `book_details` …): an identifier, not text. */
export const trackingNameSchema = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, {
  error: 'A tracking name is lower-case letters, digits and _.',
});

/** An id the browser makes (crypto.randomUUID, or a time+random fallback): no free text. */
const clientIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'Not an id.' });

const ledgerTimeZoneSchema = z
  .string()
  .max(64)
  .regex(/^(UTC|[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2})$/, { error: 'Unknown time zone.' });

/** The fields of spec §3 "Session record" every event carries. */
const sessionRecordShape = {
  /** Unique per event; the ledger keeps each record id once. */
  recordId: id,
  /** The active session (spec §4 "Session activity") the event happened in; null before any. */
  activeSessionId: clientIdSchema.nullable(),
  /** Milliseconds since the epoch on the browser's clock. */
  clientTimestamp: z.number().int().min(1_500_000_000_000).max(4_102_444_800_000),
  timezoneName: ledgerTimeZoneSchema,
  /** `Date#getTimezoneOffset()`: minutes, UTC minus local. */
  timezoneOffset: z.number().int().min(-900).max(900),
  platform: z.literal('Web'),
  device: z.enum(LEDGER_DEVICES),
  os: z.enum(LEDGER_OSES),
  appVersion: z.string().regex(/^\d{1,3}\.\d{1,3}(\.\d{1,3})?$/),
};

/** Strict objects: a field the ledger does not know (free text by another name) is refused. */
export const ledgerEventSchema = z.discriminatedUnion('eventType', [
  z.strictObject({
    ...sessionRecordShape,
    eventType: z.literal('PAGE_VIEW_START'),
    name: trackingNameSchema,
    kind: z.enum(LEDGER_VIEW_KINDS),
  }),
  z.strictObject({
    ...sessionRecordShape,
    eventType: z.literal('PAGE_VIEW_END'),
    name: trackingNameSchema,
    kind: z.enum(LEDGER_VIEW_KINDS),
    durationMs: z.number().int().min(0).max(86_400_000),
  }),
  z.strictObject({ ...sessionRecordShape, eventType: z.literal('SESSION_START') }),
  z.strictObject({ ...sessionRecordShape, eventType: z.literal('SESSION_END') }),
  z.strictObject({
    ...sessionRecordShape,
    eventType: z.literal('CONTENT_IMPRESSION'),
    /** The content (book) shown. */
    contentId: id,
    /** Spec §3: the content was inside the viewport when the page first showed. */
    initialViewport: z.boolean(),
  }),
]);
export type LedgerEvent = z.infer<typeof ledgerEventSchema>;

// ── POST /api/recordLedgerEntry ──
export const recordLedgerBodySchema = z.strictObject({
  /** Made by the browser once per batch and resent unchanged on retries: stored exactly once. */
  batchId: id,
  events: z.array(ledgerEventSchema).min(1).max(LEDGER_MAX_BATCH),
});
export type RecordLedgerBody = z.infer<typeof recordLedgerBodySchema>;

export const recordLedgerResponseSchema = z.object({
  batchId: id,
  /** Events stored by this call (0 when the batch had already been stored). */
  stored: z.number().int(),
  duplicate: z.boolean(),
});
export type RecordLedgerResponse = z.infer<typeof recordLedgerResponseSchema>;

export const ledgerApi = {
  record: endpoint({
    method: 'POST',
    path: '/api/recordLedgerEntry',
    access: 'signedIn',
    summary:
      'Store a batch of analytics events of the signed-in profile (once per batch id; no free text)',
    tags,
    body: recordLedgerBodySchema,
    response: recordLedgerResponseSchema,
  }),
  feedbackChallenge: endpoint({
    method: 'POST',
    path: '/api/feedback/challenge',
    access: FEEDBACK_ROLES,
    summary: 'A new captcha word for the feedback form (valid 10 minutes, used once)',
    tags,
    response: feedbackChallengeSchema,
  }),
  sendFeedback: endpoint({
    method: 'POST',
    path: '/api/feedback',
    access: FEEDBACK_ROLES,
    summary: 'Send feedback from the feedback widget (captcha word uppercased)',
    tags,
    body: feedbackBodySchema,
    response: feedbackCreatedSchema,
  }),
  adminFeedback: endpoint({
    method: 'GET',
    path: '/api/admin/feedback',
    access: [Role.ADMIN],
    summary: 'Feedback readers sent, newest first (admin back office)',
    tags: ['admin', ...tags],
    query: feedbackListQuerySchema,
    response: feedbackPageSchema,
  }),
};
