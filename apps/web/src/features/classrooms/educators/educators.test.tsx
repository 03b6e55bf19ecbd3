import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EDUCATOR_LOOKUPS,
  EDUCATOR_MESSAGES,
  MESSAGES,
  Role,
  type School,
  type TeacherProfile,
} from '@pagebird/contract';
import EducatorSignupPage from '../../../app/routes/public/educator-signup.tsx';
import EducatorHomePage from '../../../app/routes/educator/educator-home.tsx';
import EducatorSettingsPage from '../../../app/routes/educator/educator-settings.tsx';
import { sessionStore } from '../../../lib/auth/session-store.ts';
import { jsonResponse, makeUser, signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { educatorPageLoad } from './lib/page-load.ts';

const lookups = {
  'GET /api/titles': EDUCATOR_LOOKUPS.titles,
  'GET /api/educator-roles': EDUCATOR_LOOKUPS.educatorRoles,
  'GET /api/locations': EDUCATOR_LOOKUPS.locations,
};

const school = (over: Partial<School> = {}): School => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Maple Elementary',
  address: null,
  locationId: 'US-ET',
  location: { id: 'US-ET', name: 'United States — Eastern', timeZone: 'America/New_York' },
  timeZone: 'America/New_York',
  hours: { hoursFrom: '8AM', hoursTo: '3PM' },
  complete: true,
  ...over,
});

const profile = (over: Partial<TeacherProfile> = {}): TeacherProfile => ({
  id: '22222222-2222-4222-8222-222222222222',
  email: 'ada@school.test',
  title: 'Ms.',
  educatorRole: 'CLASSROOM_TEACHER',
  firstName: 'Ada',
  lastName: 'Byrne',
  avatarId: null,
  avatarUrl: null,
  aiCompanionActive: true,
  profileComplete: true,
  schools: [school()],
  avatars: [],
  ...over,
});

let go: MockInstance<(to: string) => void>;
beforeEach(() => {
  go = vi.spyOn(educatorPageLoad, 'go').mockImplementation(() => undefined);
  sessionStore.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('educator sign-up, account step', () => {
  it('shows the spec §5 email and password texts', async () => {
    const api = stubApi(lookups);
    renderRoute(<EducatorSignupPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordMin)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v2/users/teacher')).toHaveLength(0);
  });

  it('shows the validate-email message and stops when the email exists', async () => {
    const api = stubApi({
      ...lookups,
      'POST /api/users/teacher/validate-email': {
        isError: true,
        exists: true,
        message: EDUCATOR_MESSAGES.emailTaken,
      },
    });
    renderRoute(<EducatorSignupPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'taken@school.test');
    await user.type(screen.getByLabelText('Password'), 'chalk-board-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(EDUCATOR_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/v2/users/teacher')).toHaveLength(0);
  });

  it('shows the "can be used" message on leaving the field, creates the account and moves on', async () => {
    const teacher = makeUser(Role.TEACHER, { email: 'new@school.test' });
    const api = stubApi({
      ...lookups,
      'POST /api/users/teacher/validate-email': {
        isError: false,
        exists: false,
        message: EDUCATOR_MESSAGES.emailAvailable,
      },
      'POST /api/v2/users/teacher': { accessToken: 'teacher-token' },
      'GET /api/users/details': teacher,
      'GET /api/users/teacher/profile': profile({
        title: null,
        educatorRole: null,
        profileComplete: false,
        schools: [],
        firstName: 'new',
        lastName: null,
      }),
    });
    renderRoute(<EducatorSignupPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'new@school.test');
    await user.tab();
    expect(await screen.findByRole('status')).toHaveTextContent(EDUCATOR_MESSAGES.emailAvailable);
    await user.type(screen.getByLabelText('Password'), 'chalk-board-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByRole('heading', { name: 'Tell us about you and your school' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v2/users/teacher')[0]!.body).toEqual({
      email: 'new@school.test',
      password: 'chalk-board-1',
      consentToReceiveUpdates: false,
    });
    expect(sessionStore.get()).toMatchObject({ token: 'teacher-token', role: Role.TEACHER });
  });
});

describe('educator sign-up, details step', () => {
  const fresh = profile({
    title: null,
    educatorRole: null,
    profileComplete: false,
    schools: [],
    firstName: 'ada',
    lastName: null,
  });

  it('asks for title, role, names, school name and location; refuses hours that end first', async () => {
    signIn(Role.TEACHER);
    const api = stubApi({ ...lookups, 'GET /api/users/teacher/profile': fresh });
    renderRoute(<EducatorSignupPage />);
    const user = userEvent.setup();
    const finish = await screen.findByRole('button', { name: 'Finish sign-up' });
    await user.selectOptions(screen.getByLabelText('School starts'), '3PM');
    await user.selectOptions(screen.getByLabelText('School ends'), '8AM');
    await user.click(finish);
    for (const text of [
      EDUCATOR_MESSAGES.titleRequired,
      EDUCATOR_MESSAGES.roleRequired,
      EDUCATOR_MESSAGES.firstNameRequired,
      EDUCATOR_MESSAGES.lastNameRequired,
      EDUCATOR_MESSAGES.schoolNameRequired,
      EDUCATOR_MESSAGES.hoursOrder,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    // The location's text, once for the location (the time zone follows it).
    expect(screen.getAllByText(EDUCATOR_MESSAGES.locationRequired)).toHaveLength(1);
    expect(api.callsTo('POST', '/api/users/teacher/onboarding')).toHaveLength(0);
  });

  it('sends the details with the school (zone from the location) and loads /educator/welcome', async () => {
    signIn(Role.TEACHER);
    const api = stubApi({
      ...lookups,
      'GET /api/users/teacher/profile': fresh,
      'POST /api/users/teacher/onboarding': { profile: profile(), message: 'ok' },
      'GET /api/users/details': makeUser(Role.TEACHER, { name: 'Ada' }),
    });
    renderRoute(<EducatorSignupPage />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Finish sign-up' });
    await user.selectOptions(screen.getByLabelText('Title'), 'Ms.');
    await user.selectOptions(screen.getByLabelText('Your role'), 'CLASSROOM_TEACHER');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Byrne');
    await user.type(screen.getByLabelText('School name'), 'Maple Elementary');
    await user.selectOptions(screen.getByLabelText('Location'), 'US-PT');
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/Los_Angeles');
    await user.click(screen.getByRole('button', { name: 'Finish sign-up' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/educator/welcome'));
    // The header's name follows the details just saved.
    expect(sessionStore.get().user?.name).toBe('Ada');
    expect(api.callsTo('POST', '/api/users/teacher/onboarding')[0]!.body).toEqual({
      title: 'Ms.',
      educatorRole: 'CLASSROOM_TEACHER',
      firstName: 'Ada',
      lastName: 'Byrne',
      school: {
        name: 'Maple Elementary',
        locationId: 'US-PT',
        timeZone: 'America/Los_Angeles',
        hours: { hoursFrom: '8AM', hoursTo: '3PM' },
      },
    });
  });
});

describe('educator sign-up when already done', () => {
  it('tells a signed-in educator with a school the account is ready, with the way home', async () => {
    signIn(Role.TEACHER);
    stubApi({ ...lookups, 'GET /api/users/teacher/profile': profile() });
    renderRoute(<EducatorSignupPage />);
    expect(
      await screen.findByText('Your educator account and school are all set.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Go to my educator home' })).toHaveAttribute(
      'href',
      '/educator',
    );
    expect(screen.queryByRole('button', { name: 'Finish sign-up' })).not.toBeInTheDocument();
  });
});

describe('educator home', () => {
  it('lists the classes with links and no prompt when all is complete', async () => {
    signIn(Role.TEACHER);
    stubApi({
      'GET /api/users/teacher/profile': profile(),
      'GET /api/classrooms': [
        {
          id: '33333333-3333-4333-8333-333333333333',
          name: 'Room 4',
          gradeId: 4,
          loginCode: 'KDX7PQ',
          studentCount: 3,
          disabled: false,
          archived: false,
          school: { id: school().id, name: 'Maple Elementary' },
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
    renderRoute(<EducatorHomePage />);
    const link = await screen.findByRole('link', { name: /Room 4/ });
    expect(link).toHaveAttribute('href', '/classroom/33333333-3333-4333-8333-333333333333');
    expect(within(link).getByText('KDX7PQ')).toBeInTheDocument();
    expect(link).toHaveTextContent('3 students');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello, Ms. Byrne');
    expect(screen.queryByText(EDUCATOR_MESSAGES.profileIncomplete)).not.toBeInTheDocument();
  });

  it('prompts for a profile without title and role and a school without hours or location', async () => {
    signIn(Role.TEACHER);
    stubApi({
      'GET /api/users/teacher/profile': profile({
        title: null,
        educatorRole: null,
        profileComplete: false,
        schools: [school({ location: null, locationId: null, complete: false })],
      }),
      'GET /api/classrooms': [],
    });
    renderRoute(<EducatorHomePage />);
    expect(await screen.findByText(EDUCATOR_MESSAGES.profileIncomplete)).toBeInTheDocument();
    expect(screen.getByText(EDUCATOR_MESSAGES.schoolIncomplete)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/educator/settings#profile',
    );
    expect(screen.getByRole('link', { name: 'Complete your school' })).toHaveAttribute(
      'href',
      '/educator/settings#school',
    );
    expect(await screen.findByText('No classes yet')).toBeInTheDocument();
  });

  it('prompts for a school when there is none', async () => {
    signIn(Role.TEACHER);
    stubApi({
      'GET /api/users/teacher/profile': profile({ schools: [] }),
      'GET /api/classrooms': [],
    });
    renderRoute(<EducatorHomePage />);
    expect(await screen.findByText(EDUCATOR_MESSAGES.noSchool)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your school' })).toBeInTheDocument();
  });
});

describe('educator settings', () => {
  it('shows the spec password texts and the server’s wrong-password message on the field', async () => {
    signIn(Role.TEACHER);
    const api = stubApi({
      ...lookups,
      'GET /api/users/teacher/profile': profile(),
      'PUT /api/users/teacher/profile': () =>
        jsonResponse(400, {
          code: 'BAD_REQUEST',
          message: MESSAGES.passwordIncorrect,
          fields: { currentPassword: MESSAGES.passwordIncorrect },
        }),
    });
    renderRoute(<EducatorSettingsPage />);
    const user = userEvent.setup();
    const change = await screen.findByRole('button', { name: 'Change password' });
    const form = change.closest('form')!;
    await user.click(change);
    expect(await within(form).findAllByText(MESSAGES.passwordRequired)).toHaveLength(2);
    await user.type(within(form).getByLabelText('Current password'), 'same-pass');
    await user.type(within(form).getByLabelText('New password'), 'same-pass');
    await user.type(within(form).getByLabelText('Confirm new password'), 'other-pass');
    await user.click(change);
    expect(await within(form).findByText(MESSAGES.passwordSameAsOld)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'abc');
    await user.click(change);
    expect(await within(form).findByText(MESSAGES.passwordMin)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/users/teacher/profile')).toHaveLength(0);
    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'other-pass');
    await user.click(change);
    expect(await within(form).findByText(MESSAGES.passwordIncorrect)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/users/teacher/profile')[0]!.body).toEqual({
      currentPassword: 'same-pass',
      newPassword: 'other-pass',
    });
  });

  it('saves title, role, names and the AI companion switch', async () => {
    signIn(Role.TEACHER);
    const api = stubApi({
      ...lookups,
      'GET /api/users/teacher/profile': profile(),
      'PUT /api/users/teacher/profile': {
        profile: profile({ aiCompanionActive: false }),
        message: EDUCATOR_MESSAGES.profileSaved,
      },
    });
    renderRoute(<EducatorSettingsPage />);
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save changes' });
    await user.selectOptions(screen.getByLabelText('Title'), 'Dr.');
    await user.click(screen.getByRole('switch', { name: /AI reading companion/ }));
    await user.click(save);
    await waitFor(() => expect(api.callsTo('PUT', '/api/users/teacher/profile')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/users/teacher/profile')[0]!.body).toMatchObject({
      title: 'Dr.',
      educatorRole: 'CLASSROOM_TEACHER',
      firstName: 'Ada',
      lastName: 'Byrne',
      aiCompanionActive: false,
    });
  });
});
