import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassDashboard, RosterPreview, StudentFigures } from '@pagebird/contract';
import { signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { sortStudents } from './components/class-dashboard.tsx';
import { ClassDashboardSection, RosterImportSection } from './index.ts';

const CLASS = '11111111-1111-4111-8111-111111111111';
const id = (n: number) => `2222222${n}-2222-4222-8222-222222222222`;

const student = (n: number, first: string, over: Partial<StudentFigures> = {}): StudentFigures => ({
  id: id(n),
  firstName: first,
  lastName: 'Lee',
  minutesRead: 0,
  booksStarted: 0,
  booksFinished: 0,
  quizzesCompleted: 0,
  quizAverage: null,
  assignments: { done: 0, total: 0 },
  readingLevel: null,
  lastActiveAt: null,
  ...over,
});

const dashboard: ClassDashboard = {
  classroom: { id: CLASS, name: 'Room 7', gradeId: 4 },
  from: '2026-03-05',
  to: '2026-03-11',
  days: 7,
  totals: {
    students: 3,
    activeStudents: 2,
    minutesRead: 25,
    booksFinished: 3,
    quizzesCompleted: 1,
    quizAverage: 67,
    assignmentsDone: 1,
    assignmentsTotal: 3,
  },
  minutesPerDay: [{ date: '2026-03-11', minutes: 25 }],
  students: [
    student(1, 'Ava', { minutesRead: 17, quizAverage: 67, assignments: { done: 1, total: 1 } }),
    student(2, 'Ben', { minutesRead: 8 }),
    student(3, 'Cleo'),
  ],
};

const rowNames = () =>
  within(screen.getByTestId('class-dashboard-table'))
    .getAllByRole('rowheader')
    .map((c) => c.textContent);

describe('sortStudents', () => {
  it('sorts by a figure both ways; missing values always last', () => {
    const rows = dashboard.students;
    expect(sortStudents(rows, 'minutesRead', 'desc').map((s) => s.firstName)).toEqual([
      'Ava',
      'Ben',
      'Cleo',
    ]);
    expect(sortStudents(rows, 'minutesRead', 'asc').map((s) => s.firstName)).toEqual([
      'Cleo',
      'Ben',
      'Ava',
    ]);
    expect(sortStudents(rows, 'quizAverage', 'asc').map((s) => s.firstName)).toEqual([
      'Ava',
      'Ben',
      'Cleo',
    ]);
  });
});

describe('class dashboard', () => {
  it('shows the figures and sorts the table from its column headings', async () => {
    signIn('TEACHER');
    const api = stubApi({
      [`GET /api/classroom/${CLASS}/dashboard`]: dashboard,
      'GET /api/share/teacher/books/dashboard': {
        from: '2026-03-05',
        to: '2026-03-11',
        days: 7,
        books: [],
      },
    });
    renderRoute(<ClassDashboardSection classId={CLASS} />);
    const d = await screen.findByTestId('class-dashboard');
    expect(within(d).getByText('Minutes read').closest('div')).toHaveTextContent('25');
    expect(within(d).getByText('Assignments done').closest('div')).toHaveTextContent('1/3');
    expect(rowNames()).toEqual(['Ava Lee', 'Ben Lee', 'Cleo Lee']);

    await userEvent.click(screen.getByRole('button', { name: /^Minutes/ }));
    expect(rowNames()).toEqual(['Ava Lee', 'Ben Lee', 'Cleo Lee']);
    expect(screen.getByRole('columnheader', { name: /^Minutes/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Minutes/ }));
    expect(rowNames()).toEqual(['Cleo Lee', 'Ben Lee', 'Ava Lee']);

    await userEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() =>
      expect(
        api
          .callsTo('GET', `/api/classroom/${CLASS}/dashboard`)
          .some((c) => c.query.get('days') === '90'),
      ).toBe(true),
    );
  });
});

describe('roster import', () => {
  it('previews with per-row errors, then imports only after confirmation', async () => {
    signIn('TEACHER');
    const preview: RosterPreview = {
      rows: [
        { line: 2, firstName: 'Ann', lastName: 'Lee', grade: '2', gradeId: 4, errors: [] },
        {
          line: 3,
          firstName: 'Bo',
          lastName: '',
          grade: '2',
          gradeId: 4,
          errors: ['Please enter a last name.'],
        },
      ],
      valid: 1,
      invalid: 1,
      fileErrors: [],
      headerSkipped: true,
    };
    const api = stubApi({
      'POST /api/classrooms/roster/preview': preview,
      [`POST /api/classrooms/${CLASS}/roster`]: {
        classroomId: CLASS,
        message: '1 student imported.',
        imported: [{ id: id(4), firstName: 'Ann', lastName: 'Lee', passCode: '1234' }],
        skipped: [preview.rows[1]],
      },
    });
    renderRoute(<RosterImportSection classId={CLASS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Import students from a CSV' }));
    await userEvent.type(
      screen.getByLabelText('Or paste the CSV here'),
      'First,Last,Grade{enter}Ann,Lee,2{enter}Bo,,2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const table = await screen.findByTestId('roster-preview');
    expect(
      within(table).getByText('1 ready to import, 1 with problems.', { exact: false }),
    ).toBeInTheDocument();
    const bad = table.querySelector('tr[data-line="3"]')!;
    expect(bad).toHaveTextContent('Please enter a last name.');
    expect(api.callsTo('POST', `/api/classrooms/${CLASS}/roster`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Import 1 student' }));
    expect(await screen.findByTestId('roster-done')).toHaveTextContent('1234');
    expect(api.callsTo('POST', `/api/classrooms/${CLASS}/roster`).map((c) => c.body)).toEqual([
      { csv: 'First,Last,Grade\nAnn,Lee,2\nBo,,2', expectedValid: 1 },
    ]);
  });
});
