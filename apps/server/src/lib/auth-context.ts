import type { Role } from '@pagebird/contract';

/** Who is calling: resolved from the bearer token for every non-public endpoint. */
export interface AuthContext {
  user: {
    id: string;
    role: Role;
    /** CHILD: the parent account. */
    parentId: string | null;
  };
  session: {
    id: string;
    /** CHILD session picked from a parent session. */
    parentSessionId: string | null;
    /** STUDENT: the classroom signed in to. */
    classroomId: string | null;
    /**
     * The sign-in this session belongs to (sessions picked from it and the parent gate's share
     * it; logout ends them all). Always set by the authenticator.
     */
    familyId?: string;
    /** PARENT: until when the parent gate holds (null or absent: not passed). */
    parentGateUntil?: Date | null;
    /** PARENT: the parent gate holds now (checked by `requireParentGate`). */
    parentGatePassed?: boolean;
  };
}

/** Turns `Authorization: Bearer <token>` into an AuthContext or throws AppError(UNAUTHENTICATED). */
export type Authenticator = (token: string | undefined) => Promise<AuthContext>;

/** The bearer token of a request, if any. */
export function bearerToken(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return m?.[1];
}
