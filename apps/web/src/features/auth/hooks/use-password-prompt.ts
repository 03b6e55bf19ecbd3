import { createElement, lazy, Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href, Role } from '@pagebird/contract';
import { useModal } from '../../../components/ui/modal.tsx';
import { sessionStore } from '../../../lib/auth/session-store.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The form (react-hook-form, zod) loads when the prompt first opens. */
const PasswordPromptForm = lazy(() =>
  import('../components/password-prompt.tsx').then((m) => ({ default: m.PasswordPromptForm })),
);

export interface PasswordPromptOptions {
  /**
   * Stay on the page on success (no navigation): the page asked in place and shows itself once
   * the stored session carries the gate (app/parent-gate.tsx, phones and tablets).
   */
  stay?: boolean;
}

/**
 * Spec §4 "Password modal": opens "Enter Account Password"; on success the returned session is
 * stored, an educator goes to the educator home, others to the requested destination (or stay
 * where they are with `stay`).
 */
export function usePasswordPrompt() {
  const modal = useModal();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    (destination: string = href('dashboard'), options: PasswordPromptOptions = {}) => {
      modal.open({
        name: 'parent_protection',
        title: t('messages.enterAccountPassword'),
        size: 'sm',
        content: ({ close }) =>
          createElement(
            Suspense,
            { fallback: createElement(Spinner) },
            createElement(PasswordPromptForm, {
              onCancel: close,
              onSuccess: (session) => {
                sessionStore.set(session);
                close();
                if (options.stay && session.user.role !== Role.TEACHER) return;
                void navigate(session.user.role === Role.TEACHER ? href('educator') : destination);
              },
            }),
          ),
      });
    },
    [modal, navigate, t],
  );
}
