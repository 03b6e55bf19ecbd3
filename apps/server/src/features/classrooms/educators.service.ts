import type { z } from 'zod';
import {
  AppErrorCode,
  EDUCATOR_MESSAGES,
  findLocation,
  type School,
  type TeacherProfile,
  type ValidateEmailResponse,
  type schoolBodySchema,
  type teacherOnboardingBodySchema,
  type teacherProfileUpdateSchema,
  type teacherSignupBodySchema,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashSecret } from '../../lib/passwords.ts';
import type { AuthService, RequestMeta } from '../auth/auth.service.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { EducatorsRepo, SchoolValues } from './educators.repo.ts';
import { toSchool, toTeacherProfile } from './educators.presenter.ts';

export interface EducatorsServiceDeps {
  repo: EducatorsRepo;
  clock: Clock;
  auth: Pick<AuthService, 'openSignUpSession' | 'changePassword'>;
}

const invalid = (field: string, message: string) =>
  new AppError(AppErrorCode.BAD_REQUEST, message, { [field]: message });

const notFound = () => new AppError(AppErrorCode.NOT_FOUND);

function schoolValues(body: z.output<typeof schoolBodySchema>): SchoolValues {
  // The body's locationId is one of SCHOOL_LOCATIONS (the schema checked it).
  const location = findLocation(body.locationId)!;
  return {
    name: body.name,
    address: body.address?.trim() || null,
    locationId: location.id,
    timeZone: body.timeZone ?? location.timeZone,
    hoursFrom: body.hours.hoursFrom,
    hoursTo: body.hours.hoursTo,
  };
}

/**
 * Educator sign-up (spec §4 "Educator sign-up": account creation, then educator details with a
 * school), the educator's profile and settings, and their schools. Every school route acts only
 * on the caller's own schools: another educator's school id answers 404.
 */
export function createEducatorsService(deps: EducatorsServiceDeps) {
  const { repo, clock } = deps;

  async function profileOf(educatorId: string, tx: DbOrTx = repo.db): Promise<TeacherProfile> {
    const [user, schools, avatars] = await Promise.all([
      repo.findTeacher(educatorId, tx),
      repo.listSchools(educatorId, tx),
      repo.starterAvatars(tx),
    ]);
    if (!user) throw notFound();
    return toTeacherProfile(user, schools, avatars);
  }

  return {
    async validateEmail(email: string): Promise<ValidateEmailResponse> {
      const exists = await repo.emailExists(email);
      return exists
        ? { isError: true, exists: true, message: EDUCATOR_MESSAGES.emailTaken }
        : { isError: false, exists: false, message: EDUCATOR_MESSAGES.emailAvailable };
    },

    /** Step 1: the account (role TEACHER, no subscription) and its first session. */
    async signup(
      body: z.output<typeof teacherSignupBodySchema>,
      meta: RequestMeta,
    ): Promise<{ accessToken: string }> {
      const taken = () =>
        new AppError(AppErrorCode.CONFLICT, EDUCATOR_MESSAGES.emailTaken, {
          email: EDUCATOR_MESSAGES.emailTaken,
        });
      if (await repo.emailExists(body.email)) throw taken();
      const passwordHash = await hashSecret(body.password);
      const name = body.email.split('@')[0]!.slice(0, 40);
      const id = await repo.insertTeacher({ email: body.email, name, passwordHash });
      if (!id) throw taken();
      if (body.consentToReceiveUpdates) await repo.addConsumerSubscriber(body.email);
      const session = await deps.auth.openSignUpSession(id, meta);
      return { accessToken: session.token };
    },

    /**
     * Step 2: title, role, name and the school. Sent again (a second submit, the back button),
     * it updates the educator's first school instead of adding another.
     */
    async onboarding(
      auth: AuthContext,
      body: z.output<typeof teacherOnboardingBodySchema>,
    ): Promise<{ profile: TeacherProfile; message: string }> {
      const now = clock.now();
      const educatorId = auth.user.id;
      const profile = await repo.db.transaction(async (tx) => {
        await repo.updateTeacher(
          educatorId,
          {
            title: body.title,
            educatorRole: body.educatorRole,
            name: body.firstName,
            surname: body.lastName,
          },
          now,
          tx,
        );
        const [first] = await repo.listSchools(educatorId, tx);
        const values = schoolValues(body.school);
        if (first) await repo.updateSchool(first.id, values, tx);
        else await repo.insertSchool(educatorId, values, tx);
        return profileOf(educatorId, tx);
      });
      return { profile, message: EDUCATOR_MESSAGES.profileSaved };
    },

    profile(auth: AuthContext): Promise<TeacherProfile> {
      return profileOf(auth.user.id);
    },

    /**
     * Settings: the fields sent change. A password change goes first (it checks the current
     * password with the sign-in lockout); a wrong one is a field error, not a sign-out.
     */
    async updateProfile(
      auth: AuthContext,
      body: z.output<typeof teacherProfileUpdateSchema>,
    ): Promise<{ profile: TeacherProfile; message: string }> {
      const educatorId = auth.user.id;
      if (body.avatarId) {
        const avatars = await repo.starterAvatars();
        if (!avatars.some((a) => a.id === body.avatarId)) {
          throw invalid('avatarId', EDUCATOR_MESSAGES.avatarUnknown);
        }
      }
      let message: string = EDUCATOR_MESSAGES.profileSaved;
      if (body.newPassword !== undefined && body.currentPassword) {
        try {
          await deps.auth.changePassword(auth, {
            currentPassword: body.currentPassword,
            newPassword: body.newPassword,
            confirmPassword: body.newPassword,
          });
        } catch (e) {
          if (e instanceof AppError && e.code === AppErrorCode.INVALID_PASSWORD) {
            throw invalid('currentPassword', e.message);
          }
          throw e;
        }
        message = EDUCATOR_MESSAGES.passwordChanged;
      }
      const patch = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.educatorRole !== undefined ? { educatorRole: body.educatorRole } : {}),
        ...(body.firstName !== undefined ? { name: body.firstName } : {}),
        ...(body.lastName !== undefined ? { surname: body.lastName } : {}),
        ...(body.avatarId !== undefined ? { avatarId: body.avatarId } : {}),
        ...(body.aiCompanionActive !== undefined
          ? { aiCompanionActive: body.aiCompanionActive }
          : {}),
      };
      if (Object.keys(patch).length > 0) {
        await repo.updateTeacher(educatorId, patch, clock.now());
      }
      return { profile: await profileOf(educatorId), message };
    },

    async schools(auth: AuthContext): Promise<{ schools: School[] }> {
      return { schools: (await repo.listSchools(auth.user.id)).map(toSchool) };
    },

    async createSchool(
      auth: AuthContext,
      body: z.output<typeof schoolBodySchema>,
    ): Promise<{ school: School; message: string }> {
      const school = await repo.db.transaction((tx) =>
        repo.insertSchool(auth.user.id, schoolValues(body), tx),
      );
      return { school: toSchool(school), message: EDUCATOR_MESSAGES.schoolSaved };
    },

    async updateSchool(
      auth: AuthContext,
      schoolId: string,
      body: z.output<typeof schoolBodySchema>,
    ): Promise<{ school: School; message: string }> {
      const school = await repo.db.transaction(async (tx) => {
        if (!(await repo.findOwnSchool(auth.user.id, schoolId, tx))) throw notFound();
        return repo.updateSchool(schoolId, schoolValues(body), tx);
      });
      return { school: toSchool(school), message: EDUCATOR_MESSAGES.schoolSaved };
    },
  };
}

export type EducatorsService = ReturnType<typeof createEducatorsService>;
