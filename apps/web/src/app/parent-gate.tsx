import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { Role } from '@pagebird/contract';
import { Button } from '../components/ui/button.tsx';
import { sessionView, useSession } from '../lib/auth/session-store.ts';
import { usePasswordPrompt } from '../features/auth/hooks/use-password-prompt.ts';
import { Page } from './layouts/page.tsx';
import { useRouteMeta } from './use-route-meta.ts';
import { parentGateHolds, profileSelectOpens, type GuardDeps } from './guard.ts';

/**
 * A parent area the device may open while "Who is reading?" is closed to it (phones and
 * tablets: account settings, manage subscription; spec §6): a parent without a recent parent
 * gate stays on the page, which shows its title and the "Enter Account Password" prompt in place
 * of its content; once the password is taken the stored session carries the gate and the page
 * itself shows. The guard (guard.ts) lets the parent in only in that case; elsewhere it sends
 * the parent to "Who is reading?" as before. The 403 PARENT_GATE_REQUIRED of a gate that ran out
 * while the page was open forgets the stored gate (session-actions.ts), which brings the prompt
 * back here.
 */
export function ParentGateScreen() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const prompt = usePasswordPrompt();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    prompt(undefined, { stay: true });
  }, [prompt]);

  return (
    <Page title={t(`routes.${meta.name}`)} width="narrow" intro={t('passwordPrompt.intro')}>
      <Button onClick={() => prompt(undefined, { stay: true })}>
        <Lock size={18} aria-hidden="true" />
        {t('messages.enterAccountPassword')}
      </Button>
    </Page>
  );
}

/** Whether a parent area must ask for the password on the page itself (see ParentGateScreen). */
export function useParentGateInPlace(getDevice: GuardDeps['getDevice']): boolean {
  const session = useSession();
  if (session.role !== Role.PARENT) return false;
  // Read on each render: the gate runs out with time, not with a store change.
  if (parentGateHolds(session.user?.parentGateUntil, new Date())) return false;
  return !profileSelectOpens(sessionView(session), getDevice());
}

/** Wrap a parent area's page so that it asks for the parent gate in place when it must. */
export function withParentGate(
  PageComponent: ComponentType,
  getDevice: GuardDeps['getDevice'],
): ComponentType {
  function ParentAreaPage() {
    return useParentGateInPlace(getDevice) ? <ParentGateScreen /> : <PageComponent />;
  }
  ParentAreaPage.displayName = `withParentGate(${PageComponent.displayName ?? PageComponent.name})`;
  return ParentAreaPage;
}
