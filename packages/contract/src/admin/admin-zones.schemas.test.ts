import { describe, expect, it } from 'vitest';
import {
  ADMIN_ZONES_MESSAGES,
  adminFactSaveSchema,
  adminQuizSaveSchema,
  adminZoneFormSchema,
  adminZoneSaveSchema,
  factsLookupQuerySchema,
} from './admin-zones.schemas.ts';
import { fieldMessagesOf } from '../validation/test-utils.ts';

const colours = {
  icon: '#3B5BDB',
  funFact: '#FFF9DB',
  background: '#F1F5FF',
  featuredBlock: '#E7F5FF',
  funFactBorder: '#F59F00',
  swimLaneTitle: '#1C2E6E',
  featuredBlockBorder: '#4C6EF5',
};
const zoneForm = {
  title: 'Ocean Explorers',
  shortTitle: 'Ocean',
  ageSegment: { minAge: '5', maxAge: '9' },
  colours,
};
const F1 = '11111111-1111-4111-8111-111111111111';
const F2 = '22222222-2222-4222-8222-222222222222';

describe('admin zone form (spec §5)', () => {
  it('sends colours without # and splits lists on commas and newlines', () => {
    const out = adminZoneFormSchema.parse({
      ...zoneForm,
      factIds: `${F1},\n${F2}\n`,
      badgeIds: 'b1, b2\nb3',
    });
    expect(out.colours.icon).toBe('3B5BDB');
    expect(out.colours.featuredBlockBorder).toBe('4C6EF5');
    expect(out.factIds).toEqual([F1, F2]);
    expect(out.badgeIds).toEqual(['b1', 'b2', 'b3']);
    expect(out.ageSegment).toEqual({ minAge: 5, maxAge: 9 });
    expect(out.spotcheckStatus).toBe('AI_GENERATED');
  });

  it('shows "Incorrect HEX color code" for a bad colour, in the form and in the body', () => {
    const form = fieldMessagesOf(adminZoneFormSchema, {
      ...zoneForm,
      colours: { ...colours, funFact: '#GGGGGG', icon: 'FFF' },
    });
    expect(form['colours.funFact']).toEqual(['Incorrect HEX color code']);
    expect(form['colours.icon']).toEqual(['Incorrect HEX color code']);
    // The API takes colours without the # only.
    const body = fieldMessagesOf(adminZoneSaveSchema, {
      ...zoneForm,
      colours: { ...colours, icon: '#3B5BDB' },
    });
    expect(body['colours.icon']).toEqual(['Incorrect HEX color code']);
  });

  it('checks the age segment with the spec texts', () => {
    const age = (minAge: unknown, maxAge: unknown) =>
      fieldMessagesOf(adminZoneFormSchema, { ...zoneForm, ageSegment: { minAge, maxAge } });
    expect(age('9', '5')['ageSegment.maxAge']).toEqual(['Max Age cannot be less than Min Age']);
    expect(age('1', '5')['ageSegment.minAge']).toEqual(['Min Age cannot be less than 2']);
    expect(age('15', '15')['ageSegment.minAge']).toEqual(['Min Age cannot be more than 14']);
    expect(age('3', '15')['ageSegment.maxAge']).toEqual(['Max Age cannot be more than 14']);
    expect(age('', '')['ageSegment.minAge']).toEqual(['Min Age is required']);
    expect(age('', '')['ageSegment.maxAge']).toEqual(['Max Age is required']);
    expect(age('2', '14')).toEqual({});
  });

  it('refuses ids that are not ids and ids listed twice', () => {
    expect(fieldMessagesOf(adminZoneSaveSchema, { ...zoneForm, factIds: 'abc' })).toEqual(
      expect.objectContaining({ 'factIds.0': [ADMIN_ZONES_MESSAGES.notUuid('abc')] }),
    );
    const twice = fieldMessagesOf(adminZoneFormSchema, { ...zoneForm, quizQuestionIds: [F1, F1] });
    expect(twice.quizQuestionIds).toEqual([ADMIN_ZONES_MESSAGES.duplicateIds]);
  });

  it('takes images only as base64 data URLs', () => {
    const ok = adminZoneFormSchema.safeParse({
      ...zoneForm,
      iconImage: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(ok.success).toBe(true);
    const bad = fieldMessagesOf(adminZoneFormSchema, {
      ...zoneForm,
      iconImage: 'http://example.com/x.png',
    });
    expect(bad.iconImage).toEqual([ADMIN_ZONES_MESSAGES.badImageData]);
  });

  it('requires the titles', () => {
    const m = fieldMessagesOf(adminZoneFormSchema, { ...zoneForm, title: ' ', shortTitle: '' });
    expect(m.title).toEqual([ADMIN_ZONES_MESSAGES.titleRequired]);
    expect(m.shortTitle).toEqual([ADMIN_ZONES_MESSAGES.shortTitleRequired]);
  });
});

describe('admin quiz body (spec §3 Quiz, §5)', () => {
  const quiz = {
    question: 'Which animal is the biggest?',
    quizAnswers: [
      { answer: 'Blue whale', correct: true },
      { answer: 'Ant', correct: false },
    ],
  };

  it('needs exactly one correct answer', () => {
    expect(adminQuizSaveSchema.safeParse(quiz).success).toBe(true);
    const none = fieldMessagesOf(adminQuizSaveSchema, {
      ...quiz,
      quizAnswers: quiz.quizAnswers.map((a) => ({ ...a, correct: false })),
    });
    expect(none.quizAnswers).toEqual([ADMIN_ZONES_MESSAGES.oneCorrect]);
    const two = fieldMessagesOf(adminQuizSaveSchema, {
      ...quiz,
      quizAnswers: quiz.quizAnswers.map((a) => ({ ...a, correct: true })),
    });
    expect(two.quizAnswers).toEqual([ADMIN_ZONES_MESSAGES.oneCorrect]);
    const one = fieldMessagesOf(adminQuizSaveSchema, {
      ...quiz,
      quizAnswers: [quiz.quizAnswers[0]],
    });
    expect(one.quizAnswers).toContain(ADMIN_ZONES_MESSAGES.twoAnswers);
  });

  it('reads completedQuizBookIdNumbers comma-separated', () => {
    const out = adminQuizSaveSchema.parse({ ...quiz, completedQuizBookIdNumbers: 'PB-1, PB-2,,' });
    expect(out.completedQuizBookIdNumbers).toEqual(['PB-1', 'PB-2']);
    expect(out.sourceBookIdNumber).toBeNull();
  });
});

describe('admin fact body and lookups', () => {
  it('requires the text and takes an optional source', () => {
    expect(fieldMessagesOf(adminFactSaveSchema, { text: '' }).text).toEqual([
      ADMIN_ZONES_MESSAGES.factTextRequired,
    ]);
    const out = adminFactSaveSchema.parse({
      text: 'Octopuses have three hearts.',
      source: { entityType: 'BOOK', contentId: 'PB-000001' },
    });
    expect(out.status).toBe('ACTIVE');
    expect(out.source?.entityType).toBe('BOOK');
  });

  it('takes factIds JSON-encoded or comma-separated', () => {
    expect(factsLookupQuerySchema.parse({ factIds: JSON.stringify([F1, F2]) }).factIds).toEqual([
      F1,
      F2,
    ]);
    expect(factsLookupQuerySchema.parse({ factIds: `${F2},${F1}` }).factIds).toEqual([F2, F1]);
    expect(factsLookupQuerySchema.safeParse({ factIds: '["x"' }).success).toBe(false);
  });
});
