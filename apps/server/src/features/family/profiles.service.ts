import {
  AppErrorCode,
  CHILD_AGES,
  GRADES,
  MAX_CHILDREN,
  PROFILE_MESSAGES,
  READING_LEVEL_SYSTEMS,
  READING_LEVEL_SYSTEM_INFO,
  approximateReadingLevel,
  capitalizeName,
  normaliseReadingLevel,
  pastDateProblem,
  type Child,
  type CreateChildBody,
  type OnboardingData,
  type ReadingLevelInput,
  type UpdateChildBody,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireParentGate } from '../../lib/parent-gate.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { mediaUrl } from '../../providers/storage/media-url.ts';
import { avatarImageUrl } from '../auth/auth.presenter.ts';
import type { ProfilesRepo, ReadingLevelWrite } from './profiles.repo.ts';
import { toChild } from './profiles.presenter.ts';

export interface ProfilesServiceDeps {
  repo: ProfilesRepo;
  clock: Clock;
  /** The catalogue's viewer cache: a changed age or interests changes what a child sees. */
  viewers: { forget(userId: string): void };
  /** After children are deleted their cached sessions must stop at once. */
  forgetSessions: () => void;
}

const notFound = () => new AppError(AppErrorCode.NOT_FOUND);
const invalid = (field: string, message: string) =>
  new AppError(AppErrorCode.VALIDATION, message, { [field]: message });

/**
 * Child profiles of a family (spec §3 "Child", §7 "Child and student"). Every method is a
 * parent area (parent gate), and only ever reads or writes children whose parent is the caller:
 * another family's child id is answered as not found.
 */
export function createProfilesService(deps: ProfilesServiceDeps) {
  const { repo, clock, viewers } = deps;

  const birthYearFor = (ageId: number, now: Date) => now.getUTCFullYear() - ageId;

  async function childDto(u: UserRow, tx?: DbOrTx): Promise<Child> {
    return toChild(u, await repo.readingLevels([u.id], tx), clock.now());
  }

  /** Check and normalise a history; the dates must be real, not in the future, within 15 years. */
  function readingLevelWrites(entries: ReadingLevelInput[], now: Date): ReadingLevelWrite[] {
    return entries.map((e, i) => {
      const problem = pastDateProblem(e.dateTaken, now);
      if (problem) throw invalid(`readingLevelHistory.${i}.dateTaken`, problem);
      const value = normaliseReadingLevel(e.readingLevelSystem, e.readingLevelValue);
      if (!value) {
        throw invalid(`readingLevelHistory.${i}.readingLevelValue`, PROFILE_MESSAGES.levelInvalid);
      }
      return {
        id: e.id,
        dateTaken: e.dateTaken,
        system: e.readingLevelSystem,
        value,
        approximateLevel: approximateReadingLevel(e.readingLevelSystem, value),
      };
    });
  }

  async function checkInterests(ids: string[] | undefined, tx: DbOrTx): Promise<void> {
    if (!ids?.length) return;
    const active = new Set((await repo.activeInterestAreas(tx)).map((a) => a.id));
    if (ids.some((id) => !active.has(id))) {
      throw invalid('interests', 'Please choose interests from the list.');
    }
  }

  async function checkAvatar(
    avatarId: string | null | undefined,
    childId: string | null,
    tx: DbOrTx,
  ): Promise<void> {
    if (!avatarId) return;
    if (!(await repo.avatarUsable(avatarId, childId, tx))) {
      throw invalid('avatarId', PROFILE_MESSAGES.avatarUnknown);
    }
  }

  async function ownChild(auth: AuthContext, childId: string, tx?: DbOrTx): Promise<UserRow> {
    const child = await repo.findChild(childId, auth.user.id, tx);
    if (!child) throw notFound();
    return child;
  }

  async function deleteOwn(auth: AuthContext, childIds: string[]) {
    const deleted = await repo.transaction(async (tx) => {
      const mine = await repo.childrenAmong(childIds, auth.user.id, tx);
      // All or none: an id that is not one of the caller's children refuses the whole request.
      if (mine.length !== childIds.length) throw notFound();
      await repo.deleteChildren(
        mine.map((c) => c.id),
        tx,
      );
      return mine;
    });
    deps.forgetSessions();
    for (const c of deleted) viewers.forget(c.id);
    const message =
      deleted.length === 1
        ? PROFILE_MESSAGES.deletedOne(capitalizeName(deleted[0]!.name))
        : PROFILE_MESSAGES.deletedMany(deleted.length);
    return { deletedIds: deleted.map((c) => c.id), message };
  }

  return {
    async onboardingData(auth: AuthContext): Promise<OnboardingData> {
      requireParentGate(auth);
      const [avatars, interests, childCount] = await Promise.all([
        repo.starterAvatars(),
        repo.activeInterestAreas(),
        repo.countChildren(auth.user.id),
      ]);
      return {
        ages: CHILD_AGES.map((a) => ({ id: a, name: String(a) })),
        grades: GRADES.map((g) => ({ id: g.id, name: g.name })),
        readingLevelSystems: READING_LEVEL_SYSTEMS.map((id) => ({
          id,
          name: READING_LEVEL_SYSTEM_INFO[id].name,
          hint: READING_LEVEL_SYSTEM_INFO[id].hint,
          values: READING_LEVEL_SYSTEM_INFO[id].values
            ? [...READING_LEVEL_SYSTEM_INFO[id].values]
            : null,
        })),
        avatars: avatars.map((a) => ({
          id: a.id,
          name: a.name,
          imageUrl: avatarImageUrl('avatar', a.id),
        })),
        interests: interests.map((a) => ({
          id: a.id,
          name: a.name,
          imageUrl: mediaUrl(a.imageKey) ?? '',
          color: a.color,
        })),
        childCount,
        maxChildren: MAX_CHILDREN,
      };
    },

    async list(auth: AuthContext): Promise<{ children: Child[] }> {
      requireParentGate(auth);
      const rows = await repo.listChildren(auth.user.id);
      const levels = await repo.readingLevels(rows.map((r) => r.id));
      const now = clock.now();
      return { children: rows.map((r) => toChild(r, levels, now)) };
    },

    async get(auth: AuthContext, childId: string): Promise<Child> {
      requireParentGate(auth);
      return childDto(await ownChild(auth, childId));
    },

    async create(
      auth: AuthContext,
      body: CreateChildBody,
    ): Promise<{ child: Child; message: string }> {
      requireParentGate(auth);
      const now = clock.now();
      const history = readingLevelWrites(body.readingLevelHistory ?? [], now);
      const child = await repo.transaction(async (tx) => {
        // Serialise creations of one family so the limit holds under concurrent requests.
        await repo.lockFamily(auth.user.id, tx);
        if ((await repo.countChildren(auth.user.id, tx)) >= MAX_CHILDREN) {
          throw new AppError(AppErrorCode.CONFLICT, PROFILE_MESSAGES.tooManyChildren);
        }
        await checkInterests(body.interests, tx);
        await checkAvatar(body.avatarId, null, tx);
        const avatarId = body.avatarId ?? (await repo.starterAvatars(tx))[0]?.id ?? null;
        const row = await repo.insertChild(
          {
            parentId: auth.user.id,
            name: body.name,
            surname: body.surname?.trim() || null,
            birthYear: birthYearFor(body.ageId, now),
            gradeId: body.gradeId ?? null,
            avatarId,
            interests: body.interests ?? [],
            now,
          },
          tx,
        );
        if (history.length) await repo.replaceReadingLevels(row.id, history, now, tx);
        return childDto(row, tx);
      });
      return { child, message: PROFILE_MESSAGES.created(capitalizeName(child.name)) };
    },

    /**
     * Edit a child. Sending only `readingLevelHistory` is the "assessment action" and answers
     * "Reading Level Assessments updated."; anything else answers "Profile edit saved.".
     */
    async update(
      auth: AuthContext,
      childId: string,
      body: UpdateChildBody,
    ): Promise<{ child: Child; message: string }> {
      requireParentGate(auth);
      const now = clock.now();
      const history = body.readingLevelHistory
        ? readingLevelWrites(body.readingLevelHistory, now)
        : undefined;
      const child = await repo.transaction(async (tx) => {
        const current = await ownChild(auth, childId, tx);
        await checkInterests(body.interests, tx);
        if (body.avatarId !== current.avatarId) await checkAvatar(body.avatarId, childId, tx);
        const set: Parameters<ProfilesRepo['updateChild']>[1] = { updatedAt: now };
        if (body.name !== undefined) set.name = body.name;
        if (body.surname !== undefined) set.surname = body.surname?.trim() || null;
        if (body.ageId !== undefined) set.birthYear = birthYearFor(body.ageId, now);
        if (body.gradeId !== undefined) set.gradeId = body.gradeId;
        if (body.avatarId !== undefined) set.avatarId = body.avatarId;
        if (body.interests !== undefined) set.interests = body.interests;
        await repo.updateChild(childId, set, tx);
        if (history) await repo.replaceReadingLevels(childId, history, now, tx);
        return childDto((await repo.findChild(childId, auth.user.id, tx))!, tx);
      });
      viewers.forget(childId);
      const onlyAssessments = Object.entries(body).every(
        ([k, v]) => k === 'readingLevelHistory' || v === undefined,
      );
      return {
        child,
        message:
          onlyAssessments && history
            ? PROFILE_MESSAGES.assessmentsUpdated
            : PROFILE_MESSAGES.editSaved,
      };
    },

    remove(auth: AuthContext, childId: string) {
      requireParentGate(auth);
      return deleteOwn(auth, [childId]);
    },

    removeMany(auth: AuthContext, childIds: string[]) {
      requireParentGate(auth);
      return deleteOwn(auth, childIds);
    },

    /** For the export: the caller's own child or 404. */
    ownChild,
    childDto,
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
