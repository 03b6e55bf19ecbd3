import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { interestAreas, users } from '../../db/schema/index.ts';

/** An active interest area as stored (the presenter turns the image key into a URL). */
export interface InterestAreaRecord {
  id: string;
  name: string;
  imageKey: string;
  color: string;
}

/** Active interest areas, by position then name (also the child profile form's choices). */
export function selectActiveInterestAreas(tx: DbOrTx): Promise<InterestAreaRecord[]> {
  return tx
    .select({
      id: interestAreas.id,
      name: interestAreas.name,
      imageKey: interestAreas.imageKey,
      color: interestAreas.color,
    })
    .from(interestAreas)
    .where(eq(interestAreas.status, 'ACTIVE'))
    .orderBy(asc(interestAreas.position), asc(interestAreas.name));
}

/** SQL for interests: the caller's `users.interests` and the active interest areas. */
export function createInterestsRepo(db: Db) {
  return {
    transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    /** Active interest areas, by position then name. */
    activeAreas(tx: DbOrTx = db): Promise<InterestAreaRecord[]> {
      return selectActiveInterestAreas(tx);
    },

    /** Of `ids`, those naming an active interest area. */
    async activeAreaIds(tx: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: interestAreas.id })
        .from(interestAreas)
        .where(and(eq(interestAreas.status, 'ACTIVE'), inArray(interestAreas.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    async interestsOf(tx: DbOrTx, userId: string): Promise<string[]> {
      const [row] = await tx
        .select({ interests: users.interests })
        .from(users)
        .where(eq(users.id, userId));
      return row?.interests ?? [];
    },

    async setInterests(tx: DbOrTx, userId: string, ids: readonly string[], now: Date) {
      await tx
        .update(users)
        .set({ interests: [...ids], updatedAt: now })
        .where(eq(users.id, userId));
    },
  };
}

export type InterestsRepo = ReturnType<typeof createInterestsRepo>;
