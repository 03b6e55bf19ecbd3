import { describe, expect, it } from 'vitest';
import {
  CLASS_CODE_ALPHABET,
  CLASS_MESSAGES,
  ageForGrade,
  createClassBodySchema,
  newStudentSchema,
} from './classes.schemas.ts';
import { GRADES } from '../family/profiles.schemas.ts';

describe('class codes', () => {
  it('use no character a child could misread aloud or on a card', () => {
    for (const ch of ['0', 'O', '1', 'I', 'L']) expect(CLASS_CODE_ALPHABET).not.toContain(ch);
    expect(new Set(CLASS_CODE_ALPHABET).size).toBe(CLASS_CODE_ALPHABET.length);
    expect(CLASS_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
  });
});

describe('grade → age', () => {
  it('is 4 for Pre-K, 5 for Kindergarten … 14 for 9th grade', () => {
    expect(GRADES.map((g) => [g.name, ageForGrade(g.id)])).toEqual([
      ['Pre-K', 4],
      ['Kindergarten', 5],
      ['1st Grade', 6],
      ['2nd Grade', 7],
      ['3rd Grade', 8],
      ['4th Grade', 9],
      ['5th Grade', 10],
      ['6th Grade', 11],
      ['7th Grade', 12],
      ['8th Grade', 13],
      ['9th Grade', 14],
    ]);
  });
});

describe('students', () => {
  it('need first and last name and a grade; a PIN is optional, 4 to 6 digits', () => {
    const r = newStudentSchema.safeParse({
      firstName: ' ',
      lastName: '',
      gradeId: 99,
      passCode: '12a4',
    });
    expect(r.success).toBe(false);
    const fields = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({
      firstName: CLASS_MESSAGES.firstNameRequired,
      lastName: CLASS_MESSAGES.lastNameRequired,
      gradeId: 'Please choose a grade from the list.',
      passCode: 'A PIN is 4 to 6 digits.',
    });
    expect(newStudentSchema.parse({ firstName: ' Ava ', lastName: 'Stone', gradeId: 4 })).toEqual({
      firstName: 'Ava',
      lastName: 'Stone',
      gradeId: 4,
    });
  });

  it('take one reading level per system, checked against the system', () => {
    const bad = newStudentSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      gradeId: 4,
      readingLevels: [{ readingLevelSystem: 'GUIDED_READING', readingLevelValue: '77' }],
    });
    expect(bad.success).toBe(false);
    const twice = newStudentSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      gradeId: 4,
      readingLevels: [
        { readingLevelSystem: 'LEXILE', readingLevelValue: '400L' },
        { readingLevelSystem: 'LEXILE', readingLevelValue: '500L' },
      ],
    });
    expect(twice.success).toBe(false);
  });

  it('a class needs at least one and at most 40 students', () => {
    const s = { firstName: 'A', lastName: 'B', gradeId: 4 };
    expect(
      createClassBodySchema.safeParse({ name: 'Room', gradeId: 4, students: [] }).error?.issues[0]
        ?.message,
    ).toBe(CLASS_MESSAGES.studentsRequired);
    expect(
      createClassBodySchema.safeParse({ name: 'Room', gradeId: 4, students: Array(41).fill(s) })
        .error?.issues[0]?.message,
    ).toBe(CLASS_MESSAGES.tooManyStudents);
  });
});
