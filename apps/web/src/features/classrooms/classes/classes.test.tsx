import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLASS_MESSAGES,
  Role,
  type ClassDetail,
  type ClassStudentDetail,
} from '@pagebird/contract';
import ClassroomCreatePage from '../../../app/routes/educator/classroom-create.tsx';
import ClassroomPage from '../../../app/routes/educator/classroom.tsx';
import StudentsPage from '../../../app/routes/public/students.tsx';
import { sessionStore } from '../../../lib/auth/session-store.ts';
import { jsonResponse, makeSession, signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { studentLogin } from '../../auth/api/student-login.ts';
import { classDeviceTokenFor, rememberClassDevice } from './lib/class-device.ts';

const CLASS_ID = '33333333-3333-4333-8333-333333333333';
const student = (over: Partial<ClassStudentDetail>): ClassStudentDetail => ({
  id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Ava',
  lastName: 'Stone',
  gradeId: 4,
  age: 7,
  passCode: '4821',
  readingLevels: [],
  avatarSettings: { avatar: null, frame: null, sticker: null },
  lockedUntil: null,
  failedTries: 0,
  ...over,
});
const detail = (over: Partial<ClassDetail> = {}): ClassDetail => ({
  id: CLASS_ID,
  name: 'Room 12',
  gradeId: 4,
  loginCode: 'N2338D',
  studentCount: 2,
  disabled: false,
  archived: false,
  school: { id: '55555555-5555-4555-8555-555555555555', name: 'Cedar Elementary' },
  createdAt: '2026-11-20T10:00:00.000Z',
  students: [
    student({}),
    student({
      id: '66666666-6666-4666-8666-666666666666',
      firstName: 'Cleo',
      lastName: 'Park',
      passCode: '7355',
      lockedUntil: '2026-11-26T15:00:00.000Z',
      failedTries: 10,
    }),
  ],
  devices: [],
  ...over,
});

beforeEach(() => {
  sessionStore.clear();
  localStorage.removeItem('pb.classDevices');
});
afterEach(() => vi.unstubAllGlobals());

describe('/classroom/create', () => {
  it('checks each step with the contract texts, then creates the class and shows its code', async () => {
    signIn(Role.TEACHER);
    const api = stubApi({
      'POST /api/classrooms': detail(),
      'GET /api/classrooms': [],
    });
    renderRoute(<ClassroomCreatePage />, { path: '/classroom/create' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(CLASS_MESSAGES.nameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Class name'), 'Room 12');
    await user.selectOptions(screen.getByLabelText('Grade'), '2nd Grade');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Add your students' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(CLASS_MESSAGES.firstNameRequired)).toBeInTheDocument();
    const row0 = screen.getByRole('group', { name: 'Student 1' });
    await user.type(within(row0).getByLabelText('First name'), 'Ava');
    await user.type(within(row0).getByLabelText('Last name'), 'Stone');
    await user.type(within(row0).getByLabelText('PIN'), '48x21');
    await user.click(screen.getByRole('button', { name: 'Add another student' }));
    const row1 = screen.getByRole('group', { name: 'Student 2' });
    await user.type(within(row1).getByLabelText('First name'), 'Cleo');
    await user.type(within(row1).getByLabelText('Last name'), 'Park');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Check your students' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'made up for you' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/classrooms')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Create class' }));

    expect(await screen.findByTestId('class-code')).toHaveTextContent('N2338D');
    expect(api.callsTo('POST', '/api/classrooms')[0]!.body).toEqual({
      name: 'Room 12',
      gradeId: 4,
      students: [
        { firstName: 'Ava', lastName: 'Stone', gradeId: 4, passCode: '4821' },
        { firstName: 'Cleo', lastName: 'Park', gradeId: 4 },
      ],
    });
    expect(screen.getByRole('button', { name: 'Download login cards (PDF)' })).toBeInTheDocument();
  });
});

describe('/classroom/{id}', () => {
  it('shows PINs and lockouts; Unlock clears the lockout of that student', async () => {
    signIn(Role.TEACHER);
    let current = detail();
    const api = stubApi({
      [`GET /api/classrooms/${CLASS_ID}`]: () => jsonResponse(200, current),
      'GET /api/classrooms': [],
      [`DELETE /api/classrooms/${CLASS_ID}/students/66666666-6666-4666-8666-666666666666/lockout`]:
        () => {
          current = detail({
            students: current.students.map((s) => ({ ...s, lockedUntil: null, failedTries: 0 })),
          });
          return jsonResponse(200, { message: CLASS_MESSAGES.lockoutCleared });
        },
    });
    renderRoute(<ClassroomPage />, {
      path: '/classroom/:classId',
      initialEntries: [`/classroom/${CLASS_ID}`],
    });
    const cleo = await screen.findByRole('row', { name: /Cleo Park/ });
    expect(within(cleo).getByText('7355')).toBeInTheDocument();
    expect(within(cleo).getByText(/Locked until/)).toBeInTheDocument();
    const ava = screen.getByRole('row', { name: /Ava Stone/ });
    expect(within(ava).queryByRole('button', { name: /Unlock/ })).toBeNull();

    await userEvent.setup().click(within(cleo).getByRole('button', { name: 'Unlock Cleo Park' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Cleo Park/ })).queryByText(/Locked until/),
      ).toBeNull(),
    );
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('makes this computer a class device; its PIN sign-ins then carry the device token', async () => {
    signIn(Role.TEACHER);
    const device = {
      id: '77777777-7777-4777-8777-777777777777',
      label: 'Desk 1',
      createdAt: '2026-11-26T09:00:00.000Z',
      lastUsedAt: null,
    };
    let current = detail();
    stubApi({
      [`GET /api/classrooms/${CLASS_ID}`]: () => jsonResponse(200, current),
      'GET /api/classrooms': [],
      [`POST /api/classrooms/${CLASS_ID}/devices`]: () => {
        current = detail({ devices: [device] });
        return jsonResponse(200, { token: 'device-token-1', device });
      },
    });
    renderRoute(<ClassroomPage />, {
      path: '/classroom/:classId',
      initialEntries: [`/classroom/${CLASS_ID}`],
    });
    const user = userEvent.setup();
    const label = await screen.findByLabelText('Device name');
    await user.clear(label);
    await user.type(label, 'Desk 1');
    await user.click(screen.getByRole('button', { name: 'Make this computer a class device' }));
    expect(
      await screen.findByText('This computer is a class device.', { exact: false }),
    ).toBeInTheDocument();
    expect(classDeviceTokenFor('n2338d')).toBe('device-token-1');

    const api = stubApi({ 'POST /api/student/login': makeSession(Role.STUDENT) });
    await studentLogin({
      classCode: 'N2338D',
      studentId: '44444444-4444-4444-8444-444444444444',
      passCode: '4821',
    });
    expect(api.callsTo('POST', '/api/student/login')[0]!.body).toMatchObject({
      deviceToken: 'device-token-1',
    });
  });
});

describe('archive flow (spec §4)', () => {
  it('confirm info → choose classes (this one chosen) → archived → all set', async () => {
    signIn(Role.TEACHER);
    const other = {
      ...detail({
        id: '88888888-8888-4888-8888-888888888888',
        name: 'Room 9',
        loginCode: 'QRST23',
      }),
    };
    const api = stubApi({
      [`GET /api/classrooms/${CLASS_ID}`]: detail(),
      'GET /api/classrooms': [detail(), other].map(({ students: _s, devices: _d, ...c }) => c),
      'GET /api/users/teacher/profile': {
        id: '22222222-2222-4222-8222-222222222222',
        email: 'omar@school.test',
        title: 'Mr.',
        educatorRole: 'CLASSROOM_TEACHER',
        firstName: 'Omar',
        lastName: 'Reyes',
        avatarId: null,
        avatarUrl: null,
        aiCompanionActive: true,
        profileComplete: true,
        schools: [],
        avatars: [],
      },
      'POST /api/classrooms/archive': { message: CLASS_MESSAGES.archived(2) },
    });
    renderRoute(<ClassroomPage />, {
      path: '/classroom/:classId',
      initialEntries: [`/classroom/${CLASS_ID}`],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Archive class' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Is your information up to date?' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Mr. Omar Reyes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    const room12 = await screen.findByRole('checkbox', { name: /Room 12/ });
    expect(room12).toBeChecked();
    const room9 = screen.getByRole('checkbox', { name: /Room 9/ });
    expect(room9).not.toBeChecked();
    await user.click(room9);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('2 classes archived.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/classrooms/archive')[0]!.body).toEqual({
      classroomIds: [CLASS_ID, '88888888-8888-4888-8888-888888888888'],
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All set!' })).toBeInTheDocument();
  });
});

describe('/students?card=… (a login card QR code)', () => {
  it('signs the student in at once and keeps the class code', async () => {
    const session = makeSession(Role.STUDENT, {
      interests: ['animals'],
      classroom: {
        id: CLASS_ID,
        name: 'Room 12',
        loginCode: 'N2338D',
        school: {
          id: '55555555-5555-4555-8555-555555555555',
          name: 'Cedar Elementary',
          timeZone: 'America/Chicago',
          hours: { hoursFrom: '8AM', hoursTo: '3PM' },
        },
      },
    });
    const api = stubApi({ 'POST /api/student/card-login': session });
    const { router } = renderRoute(<StudentsPage />, {
      path: '/students',
      initialEntries: ['/students?card=abc.1.sig'],
    });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/students'));
    expect(api.callsTo('POST', '/api/student/card-login')[0]!.body).toEqual({
      token: 'abc.1.sig',
    });
    expect(sessionStore.get().user?.role).toBe(Role.STUDENT);
    expect(localStorage.getItem('pb.currentClassCode')).toContain('N2338D');
  });

  it('explains a card that no longer works', async () => {
    stubApi({
      'POST /api/student/card-login': () =>
        jsonResponse(401, { code: 'INVALID_CREDENTIALS', message: CLASS_MESSAGES.cardInvalid }),
    });
    renderRoute(<StudentsPage />, { path: '/students', initialEntries: ['/students?card=x'] });
    expect(await screen.findByText(CLASS_MESSAGES.cardInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with the class code' })).toBeInTheDocument();
  });

  it('does not send a device token of another class', () => {
    rememberClassDevice({
      classroomId: CLASS_ID,
      deviceId: 'd',
      loginCode: 'N2338D',
      token: 't',
    });
    expect(classDeviceTokenFor('OTHER1')).toBeUndefined();
  });
});
