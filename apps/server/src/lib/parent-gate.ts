import { AppErrorCode, Role } from '@pagebird/contract';
import { AppError } from './app-error.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * How long a re-entered account password opens the parent areas (docs/decisions/022). The
 * gate is a time on the PARENT session, set by the "Enter Account Password" prompt
 * (POST /api/users/password/verify) and by sign-up; plain login does not set it.
 */
export const PARENT_GATE_MS = 15 * 60_000;

/** Whether a gate passed at `gateAt` still holds at `now`. */
export function parentGateHolds(gateAt: Date | null | undefined, now: Date): boolean {
  return !!gateAt && now.getTime() - gateAt.getTime() < PARENT_GATE_MS && gateAt <= now;
}

/**
 * Parent areas (dashboard, reports, children, account, subscription, share/hide) need a PARENT
 * session whose account password was re-entered recently (spec §6). Throws
 * AppError(FORBIDDEN) for other roles and AppError(PARENT_GATE_REQUIRED) for a parent session
 * that has not passed the gate in the last PARENT_GATE_MS (the authenticator computes
 * `parentGatePassed` with the app's clock on every request).
 */
export function requireParentGate(auth: AuthContext): void {
  if (auth.user.role !== Role.PARENT) throw new AppError(AppErrorCode.FORBIDDEN);
  if (!auth.session.parentGatePassed) throw new AppError(AppErrorCode.PARENT_GATE_REQUIRED);
}
