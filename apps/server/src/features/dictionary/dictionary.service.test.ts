import { describe, expect, it, vi } from 'vitest';
import { AppErrorCode, MESSAGES, Role } from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { TestClock } from '../../lib/clock.ts';
import type { Viewer } from '../catalogue/visibility.ts';
import { sharedLexicon, type Lexicon } from './dictionary.lexicon.ts';
import { createDictionaryService, editionForAge } from './dictionary.service.ts';

/**
 * The service over the real WordNet lexicon. The viewer (age) comes from the catalogue's viewer
 * source, here an in-memory one keyed by user id; the route tests use the real one.
 */

const ages: Record<string, number | null> = { mia: 5, leo: 9, parent: null };
const auth = (id: string) =>
  ({
    user: { id, role: id === 'parent' ? Role.PARENT : Role.CHILD, parentId: null },
    session: { id: `s-${id}`, parentSessionId: null, classroomId: null },
  }) as AuthContext;
const viewers = {
  load: async (a: AuthContext): Promise<Viewer> => ({
    userId: a.user.id,
    role: a.user.role,
    name: a.user.id,
    segment: 'CONSUMER',
    territory: 'ZZ',
    age: ages[a.user.id] ?? null,
    interests: [],
    classroomIds: [],
    hiddenBookIds: [],
    school: null,
  }),
};

function service() {
  const real = sharedLexicon();
  const define = vi.fn((w: string) => real.define(w));
  const lexicon: Lexicon = { define };
  return { svc: createDictionaryService({ viewers, clock: new TestClock(), lexicon }), define };
}

async function rejection(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a rejection');
}

describe('dictionary service', () => {
  it('chooses the edition by age: under 6 junior, else full; no age counts as 100', () => {
    expect(editionForAge(2)).toBe('junior');
    expect(editionForAge(5)).toBe('junior');
    expect(editionForAge(6)).toBe('full');
    expect(editionForAge(14)).toBe('full');
    expect(editionForAge(null)).toBe('full');
  });

  it('answers a 5-year-old with the junior edition and a 9-year-old or a parent with the full one', async () => {
    const { svc } = service();
    const junior = await svc.lookup(auth('mia'), 'jump');
    expect(junior.edition).toBe('junior');
    expect(junior.entries[0]).toEqual({
      category: 'verb',
      definitions: ['To push yourself up off the ground with your legs'],
      examples: ['The frog jumped into the pond.'],
    });
    for (const e of junior.entries) {
      expect(e.definitions.length).toBeLessThanOrEqual(2);
      expect(e.examples.length).toBeLessThanOrEqual(1);
    }
    const full = await svc.lookup(auth('leo'), 'jump');
    expect(full.edition).toBe('full');
    const verbs = full.entries.find((e) => e.category === 'verb')!;
    expect(verbs.definitions).toHaveLength(6);
    expect(verbs.examples.length).toBeGreaterThan(0);
    expect((await svc.lookup(auth('parent'), 'jump')).edition).toBe('full');
  });

  it('strips punctuation and digits and finds the base form', async () => {
    const { svc } = service();
    const r = await svc.lookup(auth('leo'), '“Dinosaurs42!”');
    expect(r.word).toBe('dinosaur');
    expect(r.entries[0]!.category).toBe('noun');
    expect((await svc.lookup(auth('leo'), 'JUMPED,')).word).toBe('jump');
  });

  it('404 "Word not found." for nothing left after stripping, unknown and filtered words', async () => {
    const { svc } = service();
    for (const raw of ['123', '!?', 'blorptastic', 'fuck']) {
      const err = await rejection(svc.lookup(auth('leo'), raw));
      expect(err.code).toBe(AppErrorCode.NOT_FOUND);
      expect(err.statusCode).toBe(404);
      expect(err.message).toBe(MESSAGES.wordNotFound);
    }
  });

  it('keeps answers in memory per edition (found and not found)', async () => {
    const { svc, define } = service();
    await svc.lookup(auth('leo'), 'dog');
    await svc.lookup(auth('parent'), 'Dog.');
    expect(define).toHaveBeenCalledTimes(1);
    await svc.lookup(auth('mia'), 'dog');
    expect(define).toHaveBeenCalledTimes(2);
    await rejection(svc.lookup(auth('leo'), 'blorptastic'));
    await rejection(svc.lookup(auth('leo'), 'blorptastic'));
    expect(define).toHaveBeenCalledTimes(3);
  });
});
