import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Earning } from '@pagebird/contract';
import { useModal } from '../ui/modal.tsx';
import { superFlowSteps } from './super-flow-steps.ts';
import { SuperFlowView } from './super-flow-view.tsx';

/** Tracking name of the celebration modal (spec §2 "Modals"). */
export const SUPER_FLOW_MODAL = 'badge';

export interface SuperFlowProps {
  /**
   * The earnings of the action, as the API returned them (contract `RewardOutcome.earnings`,
   * `FinishedBookResponse.earnings`, quiz completion `earnings` …), in any order: the flow shows
   * every NEW_BADGE first (one "Tap to reveal!" screen each), then LEVEL_UP (the level bar from
   * 0 to 100, 20 ms a tick, then the new level), then each NEW_AVATAR, then the gems of the
   * GEM_EARNED earnings.
   */
  earnings: readonly Earning[];
  /** Points the action added (`RewardOutcome.points`); shown with the gems on the last screen. */
  points: number;
  /**
   * Called once when the flow is over: Done (or the right arrow) on the last screen, Escape or
   * the close button, or at once when there is nothing to celebrate (no earnings, no points).
   */
  onClose: () => void;
}

/**
 * Open the celebration from an event handler:
 * `const celebrate = useSuperFlow(); celebrate({ earnings, points, onClose })`.
 * It is a modal named `badge` of the app's modal provider, so any other open modal closes first
 * (spec §2: one modal at a time).
 */
export function useSuperFlow(): (props: SuperFlowProps) => void {
  const modal = useModal();
  const { t } = useTranslation();
  return useCallback(
    ({ earnings, points, onClose }: SuperFlowProps) => {
      const steps = superFlowSteps(earnings, points);
      if (steps.length === 0) {
        onClose();
        return;
      }
      modal.open({
        name: SUPER_FLOW_MODAL,
        title: t('rewards.celebration.dialogLabel'),
        hideTitle: true,
        onClose,
        content: ({ close }) => <SuperFlowView steps={steps} onDone={close} />,
      });
    },
    [modal, t],
  );
}

/**
 * The celebration "super flow" (spec §2, §4 "Super flow and badge modal"): render it when an
 * action returned earnings, remove it in `onClose`.
 *
 * ```tsx
 * {outcome ? (
 *   <SuperFlow earnings={outcome.earnings} points={outcome.points} onClose={() => setOutcome(null)} />
 * ) : null}
 * ```
 *
 * It renders nothing where it is placed: the screens open in the app's modal (tracking name
 * `badge`), which replaces any modal already open. The flow opens once per mount; changing the
 * props afterwards does not restart it. Needs the `ModalProvider` (the app shell has it).
 */
export function SuperFlow({ earnings, points, onClose }: SuperFlowProps) {
  const celebrate = useSuperFlow();
  const opened = useRef(false);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const data = useRef({ earnings, points });

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    celebrate({ ...data.current, onClose: () => latestClose.current() });
  }, [celebrate]);

  return null;
}
