import { Role } from '@pagebird/contract';

/**
 * The contract's FEEDBACK_ROLES, spelt out here: importing that constant would make the first
 * page load the contract's feedback schemas with it (and the profanity word list they use), which
 * only the widget's form needs (issue 16). A test checks the two lists are the same.
 */
export const WIDGET_ROLES: readonly Role[] = [Role.PARENT, Role.TEACHER, Role.ADMIN];

/**
 * Who sees the widget: grown-ups only (parent, teacher, admin). Children and students never get
 * a free-text box that sends to us (ARCHITECTURE convention 10) — decision 027.
 */
export function canSendFeedback(role: Role | null | undefined): boolean {
  return !!role && WIDGET_ROLES.includes(role);
}
