import { AppErrorCode } from '@pagebird/contract';
import { isApiError } from '../../../lib/api-client.ts';

/** Field errors of a failed call (400 VALIDATION / 409 with fields), else null. */
export function fieldErrorsOf(e: unknown): Record<string, string> | null {
  if (isApiError(e) && Object.keys(e.fields).length) return e.fields;
  return null;
}

/** Errors the page handles itself (the parent gate sends the user to the password prompt). */
export function isGateError(e: unknown): boolean {
  return isApiError(e) && e.code === AppErrorCode.PARENT_GATE_REQUIRED;
}
